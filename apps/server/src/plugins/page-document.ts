import { escapeXml } from '@platform/server-kit';

/** A file the page needs at once, fetched while its scripts download instead of after them. */
export type PagePreload = { href: string; as: 'image' | 'script' | 'style' };

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
/** The end of the site's script list (apps/web/vite-page-head.ts writes the template). */
const SITE_SCRIPTS_END = '</template>';

/**
 * The banner in the boxes the home page draws its first slide in (the shell's main column, the
 * banner frame; their rules are in the page's own stylesheet), so the app's banner replaces it in
 * the same place. Phones only: on a desktop the side menu moves the column (base.css).
 */
const heroMarkup = ({ src, alt }: NonNullable<PageBoot['hero']>) =>
  `<div class="shell-main boot-shell-hero"><div class="banner-carousel"><img src="${escapeXml(src)}" alt="${escapeXml(alt)}" fetchpriority="high"></div></div>`;

const preloadTag = ({ href, as }: PagePreload) => {
  switch (as) {
    case 'image':
      return `<link rel="preload" as="image" href="${escapeXml(href)}" fetchpriority="high">`;
    case 'script':
      return `<link rel="modulepreload" crossorigin href="${escapeXml(href)}">`;
    case 'style':
      // Fetched only: the page's own loader applies it when the page's code runs.
      return `<link rel="preload" as="style" crossorigin href="${escapeXml(href)}">`;
    default: {
      const unknown: never = as;
      return unknown;
    }
  }
};

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
  // Images right after the title, fetched at once: the home's banner is part of the first screen.
  const images = boot.preloads.filter(({ as }) => as === 'image').map(preloadTag);
  // The landing page's scripts and stylesheets join the site's own in the template the page adds
  // after its first paint (apps/web/src/boot.ts); a page built without that template has them in
  // its head.
  const scripts = boot.preloads.filter(({ as }) => as !== 'image').map(preloadTag);
  const siteScripts = template.includes(SITE_SCRIPTS_END) ? SITE_SCRIPTS_END : '</head>';
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot.data)}</script>`;
  return template
    .replace('</title>', () => ['</title>', ...images].join('\n    '))
    .replace(siteScripts, () => [...scripts.map((link) => `  ${link}`), siteScripts].join('\n    '))
    .replace(
      BRAND_SLOT,
      (_match, open: string, close: string) => `${open}${escapeXml(boot.logoText)}${close}`,
    )
    .replace(HERO_SLOT, () => (boot.hero ? heroMarkup(boot.hero) : ''))
    .replace('</body>', () => `    ${data}\n  </body>`);
};
