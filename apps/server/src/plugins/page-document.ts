import { escapeXml } from '../lib/xml-escape.js';

/** A file the page needs at once, fetched while its scripts download instead of after them. */
export type PagePreload = { href: string; as: 'image' | 'script' };

/**
 * What the server writes into the site's page (index.html) for one visit, so a phone on mobile
 * data paints and starts without first waiting for a round trip per start-up answer.
 */
export type PageBoot = {
  /** Answers the app would ask for first; apps/web/src/lib/boot-data.ts reads them. */
  data: Record<string, unknown>;
  preloads: PagePreload[];
  /** The logo text of the header the page paints before any script runs. */
  logoText: string;
  /** The home's first banner, painted under that header before any script runs. */
  hero?: { src: string; alt: string };
};

/** The element apps/web reads the boot data from. */
export const BOOT_DATA_ID = 'boot-data';

const BRAND_SLOT = /(<span class="site-header-logo" data-boot-brand>)[^<]*(<\/span>)/;
const HERO_SLOT = '<!--boot-hero-->';

/**
 * The banner in the boxes the home page draws its first slide in (the shell's main column, the
 * banner frame; their rules are in the page's own stylesheet), so the app's banner replaces it in
 * the same place. Phones only: on a desktop the side menu moves the column (base.css).
 */
const heroMarkup = ({ src, alt }: NonNullable<PageBoot['hero']>) =>
  `<div class="shell-main boot-shell-hero"><div class="banner-carousel"><img src="${escapeXml(src)}" alt="${escapeXml(alt)}" fetchpriority="high"></div></div>`;

const preloadTag = ({ href, as }: PagePreload) =>
  as === 'image'
    ? `<link rel="preload" as="image" href="${escapeXml(href)}" fetchpriority="high">`
    : `<link rel="modulepreload" crossorigin href="${escapeXml(href)}">`;

/**
 * JSON inside a script element: `<` escaped, so no text an operator wrote (a maintenance notice
 * holding `</script>` or `<!--`) can end the element early. JSON.parse reads `\u003c` back as `<`.
 */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with the visit's boot data, preloads and logo text written in. The page
 * works without them (the app then asks for its start-up answers itself), so a template missing
 * one of the slots is served with what fits.
 */
export const renderPageDocument = (template: string, boot: PageBoot): string => {
  // Images first, right after the title: ahead of the site's own scripts in the head, so a phone
  // fetches the home's banner before twenty scripts share the connection with it.
  const images = boot.preloads.filter(({ as }) => as === 'image').map(preloadTag);
  const links = boot.preloads
    .filter(({ as }) => as !== 'image')
    .map(preloadTag)
    .join('\n    ');
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot.data)}</script>`;
  return template
    .replace('</title>', () => ['</title>', ...images].join('\n    '))
    .replace('</head>', () => (links ? `    ${links}\n  </head>` : '</head>'))
    .replace(
      BRAND_SLOT,
      (_match, open: string, close: string) => `${open}${escapeXml(boot.logoText)}${close}`,
    )
    .replace(HERO_SLOT, () => (boot.hero ? heroMarkup(boot.hero) : ''))
    .replace('</body>', () => `    ${data}\n  </body>`);
};
