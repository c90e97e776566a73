import { escapeXml } from '@platform/server-kit';
/**
 * Banner artwork drawn by the server: a 16:5 SVG in the dark theme's tokens (docs/design.md) with
 * the banner's title, so a fresh install shows real-looking banners with no image files and no
 * external fonts. An operator who has artwork sets the banner's image_url instead.
 */

export const BANNER_ART = { width: 1600, height: 500 } as const;

/** Theme tokens of the default dark theme. */
const TOKENS = {
  background: '#0f1420',
  surface: '#171e2e',
  raised: '#1f2840',
  border: '#2a3550',
  text: '#e8ecf4',
  muted: '#9aa6bf',
} as const;
/** Accents a banner's glow is picked from (accent, info, success, hot), by its id. */
const GLOWS = ['#f5b301', '#4da3ff', '#2ecc71', '#ff4d6d'] as const;

const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

export type BannerArtInput = {
  id: string;
  title: string;
  /** A short line above the title (the brand's logo text); empty for none. */
  caption: string;
  /** BCP 47 tag of the title's language, so the viewer picks fitting glyphs (CJK). */
  lang: string;
};

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Rough advance of a character in em: enough to wrap a title without measuring glyphs. */
const advance = (char: string): number => {
  if (WIDE.test(char)) return 1;
  if (char === ' ') return 0.3;
  if (/[A-Z0-9%$@#&]/u.test(char)) return 0.7;
  return 0.6;
};
const widthOf = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + advance(char), 0) * size;

/**
 * Breaks a title into lines no wider than `max` at `size`: between words, and between any two wide
 * (CJK) characters, which are written without spaces.
 */
const wrap = (title: string, size: number, max: number): string[] => {
  const tokens =
    title.match(new RegExp(`\\s+|${WIDE.source}|[^\\s${WIDE.source.slice(1, -1)}]+`, 'gu')) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/u.test(token)) {
      if (line !== '') line += ' ';
      continue;
    }
    if (line.trim() !== '' && widthOf(line + token, size) > max) {
      lines.push(line.trim());
      line = '';
    }
    line += token;
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines;
};

/**
 * One line at a large size if it fits, else the largest size at which it fits in two lines, else
 * three smaller lines, cut with … beyond.
 */
const layoutTitle = (title: string, max: number): { size: number; lines: string[] } => {
  for (const [size, most] of [
    [88, 1],
    [76, 1],
    [88, 2],
    [76, 2],
    [64, 2],
  ] as const) {
    const lines = wrap(title, size, max);
    if (lines.length <= most) return { size, lines };
  }
  const size = 54;
  const lines = wrap(title, size, max);
  if (lines.length <= 3) return { size, lines };
  return { size, lines: [...lines.slice(0, 2), `${lines[2]!.replace(/\s*\S$/u, '')}…`] };
};

/** A small, stable number from the id: the same banner always gets the same glow and shapes. */
const hash = (text: string): number => {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
};

export const bannerArtSvg = ({ id, title, caption, lang }: BannerArtInput): string => {
  const { width, height } = BANNER_ART;
  const seed = hash(id);
  const glow = GLOWS[seed % GLOWS.length]!;
  const left = 120;
  const { size, lines } = layoutTitle(title.trim(), 980);
  const lineHeight = Math.round(size * 1.12);
  const captionSize = 26;
  const blockHeight = (caption ? captionSize + 28 : 0) + lines.length * lineHeight;
  const top = Math.round((height - blockHeight) / 2);
  const firstBaseline = top + (caption ? captionSize + 28 : 0) + Math.round(size * 0.9);
  const ringX = 1230 + (seed % 140);
  const ringY = 150 + ((seed >>> 8) % 200);

  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="${left}" y="${firstBaseline + index * lineHeight}" font-size="${size}" font-weight="700" fill="${TOKENS.text}">${escapeXml(line)}</text>`,
    )
    .join('');
  const captionLine = caption
    ? `<text x="${left}" y="${top + captionSize}" font-size="${captionSize}" font-weight="600" letter-spacing="4" fill="${TOKENS.muted}">${escapeXml(caption)}</text>`
    : '';

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" lang="${escapeXml(lang)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${TOKENS.background}"/><stop offset="0.55" stop-color="${TOKENS.surface}"/><stop offset="1" stop-color="${TOKENS.raised}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${ringX}" cy="${ringY}" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<circle cx="${ringX}" cy="${ringY}" r="150" fill="none" stroke="${glow}" stroke-opacity="0.55" stroke-width="6"/>`,
    `<circle cx="${ringX}" cy="${ringY}" r="230" fill="none" stroke="${TOKENS.border}" stroke-width="2"/>`,
    // On the ring's upper left, clear of the title (which ends before x 1100).
    `<circle cx="${ringX - 75}" cy="${ringY - 130}" r="24" fill="${glow}" fill-opacity="0.85"/>`,
    `<rect x="${left - 40}" y="${top}" width="8" height="${blockHeight}" rx="4" fill="${glow}"/>`,
    `<g font-family="${FONT_STACK}">`,
    captionLine,
    titleLines,
    `<rect x="${width - 150}" y="${height - 84}" width="96" height="48" rx="24" fill="${TOKENS.background}" fill-opacity="0.7" stroke="${TOKENS.muted}" stroke-width="2"/>`,
    `<text x="${width - 102}" y="${height - 51}" font-size="24" font-weight="700" text-anchor="middle" fill="${TOKENS.text}">18+</text>`,
    '</g>',
    '</svg>',
  ].join('');
};
