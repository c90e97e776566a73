import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './captcha-image.js';

type Chunk = { type: string; data: Buffer };

/** Reads a PNG's chunks, checking each CRC on the way. */
const readChunks = (png: Buffer): Chunk[] => {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc32(typeAndData)).toBe(crc);
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
};

const decode = (dataUrl: string) => {
  const prefix = 'data:image/png;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
};

describe('captcha image', () => {
  it('is a valid RGB PNG of the announced size', () => {
    const png = decode(renderCaptcha('0123'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect(header.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(header.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT }).toEqual({ width: 120, height: 40 });

    const raw = inflateSync(chunks[1]!.data);
    const bytesPerPixel = 3;
    expect(raw.length).toBe(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * bytesPerPixel + CAPTCHA_HEIGHT);
    // Each scanline starts with its filter byte, 0 here.
    for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
      expect(raw[y * (CAPTCHA_WIDTH * bytesPerPixel + 1)]).toBe(0);
    }
  });

  it('draws the digits in light strokes on a dark ground, differently each time', () => {
    const pixels = (dataUrl: string) => {
      const idat = readChunks(decode(dataUrl)).find((chunk) => chunk.type === 'IDAT')!;
      return inflateSync(idat.data);
    };
    const first = pixels(renderCaptcha('8888'));
    let light = 0;
    for (let offset = 1; offset < first.length; offset += 3) {
      if ((first[offset] ?? 0) >= 170 && (first[offset + 1] ?? 0) >= 170) light += 1;
    }
    // Four 8s at scale 4 cover several hundred pixels; noise alone never does.
    expect(light).toBeGreaterThan(300);
    expect(pixels(renderCaptcha('8888')).equals(first)).toBe(false);
  });

  it('renders every digit', () => {
    for (const digits of ['0123', '4567', '89']) expect(() => renderCaptcha(digits)).not.toThrow();
    expect(() => renderCaptcha('12a4')).toThrow();
  });
});
