import { encodePng } from '../../src/modules/verification/captcha-image.js';

/** A real PNG of the given size (one flat colour), as a browser or a camera would send one. */
export const pngOf = (width: number, height: number): Buffer =>
  encodePng({ width, height, pixels: new Uint8Array(width * height * 3).fill(200) });

/**
 * The segments of a baseline JPEG up to its frame header (SOI, a JFIF APP0, SOF0 with the size),
 * then a scan and EOI: what an image-size reader walks, without the picture data's weight.
 */
export const jpegOf = (width: number, height: number): Buffer => {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]);
  const sof0 = Buffer.alloc(19);
  sof0.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.set([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01], 9);
  const scan = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, scan, Buffer.from([0xff, 0xd9])]);
};

export const dataUrlOf = (contentType: string, bytes: Buffer): string =>
  `data:${contentType};base64,${bytes.toString('base64')}`;
