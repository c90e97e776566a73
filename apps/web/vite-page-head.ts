import type { Plugin } from 'vite';

type Output = { type: 'chunk' | 'asset'; source?: string | Uint8Array; isEntry?: boolean; name?: string };

/** A stylesheet link, the entry script and a module preload as Vite writes them into a built page. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\n? *<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;

/** The inert list of the site's scripts that src/boot.ts adds to the page after the first paint. */
const SITE_SCRIPTS_ID = 'site-scripts';

/**
 * `</style` inside the text would end the element early; CSS has no reason to hold it, but a
 * string or comment could, and the escape keeps the rule intact.
 */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The head of the built site page (index.html; docs/PERFORMANCE.md, docs/ARCHITECTURE.md):
 *
 * - **The site's code comes after the first screen.** The entry script and the modulepreloads of
 *   its imports move into an inert `<template id="site-scripts">`, and the page runs the small
 *   `boot` entry instead (src/boot.ts): once the header bar (and on the home page the first
 *   banner) is painted, it adds those links to the page and imports the entry (`#site-start`).
 *   The first screen then competes with no script for the connection or the main thread.
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
      const preloads = html.match(MODULE_PRELOAD)?.map((link) => link.trim()) ?? [];
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      if (!entry) throw new Error(`${sitePage}: no entry script to start after the first paint`);
      const siteScripts = [
        `<link rel="modulepreload" crossorigin href="${entry}" id="site-start">`,
        ...preloads,
      ];
      return html
        .replace(MODULE_PRELOAD, '')
        .replace(
          ENTRY_SCRIPT,
          () =>
            `<script type="module" crossorigin src="/${boot[0]}"></script>\n    ` +
            `<template id="${SITE_SCRIPTS_ID}">\n      ${siteScripts.join('\n      ')}\n    </template>`,
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
