/** What a png or jpg's own bytes declare: its type and its size in pixels. */
export type ImageSize = { contentType: 'image/png' | 'image/jpeg'; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngSize = (bytes: Buffer): ImageSize | null => {
  // The signature, then the IHDR chunk (length, type, width, height), and an IEND chunk last: a
  // file cut short, or a signature followed by anything else, is not an image.
  if (bytes.length < 8 + 25 + 12) return null;
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') return null;
  return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** The start-of-frame markers, whose segment holds the picture's height and width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegSize = (bytes: Buffer): ImageSize | null => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  // Walks the segments up to the first frame header; every length must fit in the file.
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a segment
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      return {
        contentType: 'image/jpeg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or the picture data, before any frame header
    offset += 2 + length;
  }
  return null;
};

/**
 * The type and pixel size a png or jpg declares in its own bytes (a file's name or label is not
 * trusted); null for anything else, a file cut short, or a picture without width or height.
 */
export const imageSize = (bytes: Buffer): ImageSize | null => {
  const size = bytes[0] === 0x89 ? pngSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
};
