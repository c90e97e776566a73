import type { Plugin } from 'vite';

type Output = { type: 'chunk' | 'asset'; source?: string | Uint8Array; isEntry?: boolean; name?: string };

/** A stylesheet link and the entry script as Vite writes them into a built page. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * `</style` inside the text would end the element early; CSS has no reason to hold it, but a
 * string or comment could, and the escape keeps the rule intact.
 */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The head of the built site page (index.html; docs/PERFORMANCE.md, docs/ARCHITECTURE.md):
 *
 * - **The site starts after the first paint.** The entry script becomes a modulepreload
 *   (`#site-start`), so it and its imports still download and compile beside the page, and the
 *   page runs the small `boot` entry instead (src/boot.ts), which imports the site once the first
 *   screen is painted.
 * - **Stylesheets written into the page.** The first paint then waits for the page alone, not for
 *   one more round trip per stylesheet. Each stylesheet also keeps a `disabled` link, which the
 *   browser neither fetches nor applies; it is there for the bundler's loader, which before a lazy
 *   page runs adds a link for every stylesheet that page depends on unless a
 *   `<link rel="stylesheet">` with that address is in the document. Without it the loader would
 *   fetch the inlined sheets again and append them after the page's own, which would then lose
 *   every rule of equal weight to them.
 */
export const pageHead = ({ page: sitePage }: { page: string }): Plugin => ({
  name: 'platform:page-head',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle as Record<string, Output> | undefined;
      if (!bundle || !context.filename.endsWith(`/${sitePage}`)) return html;
      const boot = Object.entries(bundle).find(([, output]) => output.isEntry && output.name === 'boot');
      if (!boot) throw new Error(`${sitePage}: the build has no boot entry (src/boot.ts)`);
      return html
        .replace(
          ENTRY_SCRIPT,
          (_script, entry: string) =>
            `<script type="module" crossorigin src="/${boot[0]}"></script>\n    <link rel="modulepreload" crossorigin href="${entry}" id="site-start">`,
        )
        .replace(STYLESHEET_LINK, (link, fileName: string) => {
          const source = bundle[fileName]?.source;
          if (source === undefined) return link;
          const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
          return `<style>${styleSafe(css)}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
        });
    },
  },
});
