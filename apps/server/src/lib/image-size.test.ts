import { describe, expect, it } from 'vitest';
import { jpegOf, pngOf } from '../../test/helpers/images.js';
import { imageSize } from './image-size.js';

describe('imageSize', () => {
  it('reads a png’s and a jpg’s type and pixels from their own bytes', () => {
    expect(imageSize(pngOf(640, 400))).toEqual({ contentType: 'image/png', width: 640, height: 400 });
    expect(imageSize(jpegOf(1280, 720))).toEqual({ contentType: 'image/jpeg', width: 1280, height: 720 });
  });

  it('walks fill bytes and segments without a length before the frame header', () => {
    const jpeg = jpegOf(300, 301);
    // SOI, then a fill byte and a restart marker (no segment) before the APP0 segment.
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff, 0xd0]), jpeg.subarray(2)]);
    expect(imageSize(padded)).toEqual({ contentType: 'image/jpeg', width: 300, height: 301 });
  });

  it('refuses what is not a whole picture', () => {
    const png = pngOf(64, 64);
    const jpeg = jpegOf(64, 64);
    const refused = {
      empty: Buffer.alloc(0),
      gif: Buffer.from('GIF89a\x40\x00\x40\x00'),
      'png signature only': png.subarray(0, 8),
      'png without its end': png.subarray(0, png.length - 12),
      'png of no width': pngOf(0, 64),
      'jpg cut inside a segment': jpeg.subarray(0, 10),
      'jpg with its scan before any frame header': Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]),
      'jpg whose segment runs past the file': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 0x00]),
      'jpg with garbage between segments': Buffer.from([0xff, 0xd8, 0x12, 0x34, 0x56, 0x78]),
    };
    for (const [label, bytes] of Object.entries(refused)) expect(imageSize(bytes), label).toBeNull();
  });
});
