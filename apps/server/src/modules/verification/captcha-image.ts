import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Captcha pictures drawn here and encoded as PNG by hand (zlib + CRC32 from Node), so the server
 * needs no native image library. Digits come from a 5×7 bitmap font, scaled up, each nudged and
 * turned a little, over noise lines and dots. Light strokes on a dark ground read well in the
 * site's dark theme.
 */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

// prettier-ignore
const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};
const FONT_WIDTH = 5;
const FONT_HEIGHT = 7;
const SCALE = 4;
const BACKGROUND = [22, 27, 38] as const;

type Rgb = readonly [number, number, number];
type Canvas = { pixels: Uint8Array; width: number; height: number };

const between = (min: number, max: number) => min + randomInt(max - min + 1);

const plot = (canvas: Canvas, x: number, y: number, color: Rgb) => {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= canvas.width || py >= canvas.height) return;
  canvas.pixels.set(color, (py * canvas.width + px) * 3);
};

const line = (canvas: Canvas, from: [number, number], to: [number, number], color: Rgb) => {
  const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]), 1);
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    plot(canvas, from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, color);
  }
};

/** Draws a glyph centred at (cx, cy), turned by `angle`, by mapping each target pixel back into the font. */
const glyph = (canvas: Canvas, digit: string, cx: number, cy: number, angle: number, color: Rgb) => {
  const rows = FONT[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil((Math.hypot(FONT_WIDTH, FONT_HEIGHT) * SCALE) / 2);
  for (let dy = -reach; dy <= reach; dy += 1) {
    for (let dx = -reach; dx <= reach; dx += 1) {
      const fx = (dx * cos + dy * sin) / SCALE + FONT_WIDTH / 2;
      const fy = (-dx * sin + dy * cos) / SCALE + FONT_HEIGHT / 2;
      if (fx < 0 || fy < 0 || fx >= FONT_WIDTH || fy >= FONT_HEIGHT) continue;
      if (rows[Math.floor(fy)]?.[Math.floor(fx)] === '1') plot(canvas, cx + dx, cy + dy, color);
    }
  }
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 8-bit RGB PNG; every scanline uses filter 0 (none), which is plenty for a 120×40 picture. */
export const encodePng = (canvas: Canvas): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, filter 0, no interlace
  const stride = canvas.width * 3;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y += 1) {
    raw.set(canvas.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The captcha picture for `digits` as a PNG data URL, ready for an <img src>. */
export const renderCaptcha = (digits: string): string => {
  const canvas: Canvas = {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pixels: new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3),
  };
  for (let offset = 0; offset < canvas.pixels.length; offset += 3) canvas.pixels.set(BACKGROUND, offset);

  const dim = (): Rgb => [between(60, 110), between(60, 110), between(80, 130)];
  const randomPoint = (): [number, number] => [between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1)];
  for (let i = 0; i < 4; i += 1) line(canvas, randomPoint(), randomPoint(), dim());

  const cell = CAPTCHA_WIDTH / digits.length;
  [...digits].forEach((digit, index) => {
    const cx = cell * index + cell / 2 + between(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + between(-3, 3);
    const angle = (between(-20, 20) * Math.PI) / 180;
    glyph(canvas, digit, cx, cy, angle, [between(170, 255), between(170, 255), between(170, 255)]);
  });

  // A couple of strokes across the digits and scattered dots keep naive OCR from reading them.
  for (let i = 0; i < 2; i += 1) line(canvas, randomPoint(), randomPoint(), dim());
  for (let i = 0; i < 80; i += 1) {
    const [x, y] = randomPoint();
    plot(canvas, x, y, [between(60, 200), between(60, 200), between(60, 200)]);
  }
  return `data:image/png;base64,${encodePng(canvas).toString('base64')}`;
};
