/*
 * Draws the installable app's PNG icons (apps/web/public/icons) from the site's star mark with the
 * machine's Chromium: `node scripts/render-app-icons.mjs`. Run again only when the mark changes;
 * the PNGs are committed, so neither the build nor the server needs an image library.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const STAR = 'M16 5l3.2 6.9 7.3.8-5.4 5 1.5 7.3L16 21.3 9.4 25l1.5-7.3-5.4-5 7.3-.8z';

/** `any` icons keep the favicon's rounded tile; a maskable one fills the square and keeps the star inside the 80 % safe zone. */
const svg = (maskable) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2336"/><stop offset="1" stop-color="#0f1420"/></linearGradient></defs>
  <rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="url(#g)"/>
  <g transform="${maskable ? 'translate(16 16.4) scale(0.72) translate(-16 -15)' : 'translate(0 0.4)'}"><path d="${STAR}" fill="#f5b301"/></g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body>`,
    );
    await page.screenshot({ path: `${out}${icon.file}`, omitBackground: true });
  }
} finally {
  await browser.close();
}
