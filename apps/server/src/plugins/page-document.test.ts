import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, renderPageDocument } from './page-document.js';

const TEMPLATE = [
  '<!doctype html><html><head><title>Site</title></head><body>',
  '<div id="boot-shell"><span class="site-header-logo" data-boot-brand>SORTE GRANDE</span><!--boot-hero--></div>',
  '<div id="root"></div></body></html>',
].join('\n');

const bootDataOf = (html: string): unknown => {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : undefined;
};

describe('the site page written for a visit', () => {
  it('carries the boot data, read back exactly as given', () => {
    const data = { language: 'PT', status: { status: 0, info: { note: 'ação & "aspas"' } } };
    const html = renderPageDocument(TEMPLATE, { data, preloads: [], logoText: 'SORTE GRANDE' });
    expect(bootDataOf(html)).toEqual(data);
  });

  it('keeps text an operator wrote from ending the script element or opening a comment', () => {
    const notice = 'Volte logo </script><script>alert(1)</script> <!-- fim';
    const html = renderPageDocument(TEMPLATE, {
      data: { status: { maintenance: { info: notice } } },
      preloads: [],
      logoText: 'X',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!-- fim');
    expect(bootDataOf(html)).toEqual({ status: { maintenance: { info: notice } } });
  });

  it('writes the logo text escaped into the header the page paints first', () => {
    const html = renderPageDocument(TEMPLATE, { data: {}, preloads: [], logoText: 'Sorte <b>& Cia' });
    expect(html).toContain('<span class="site-header-logo" data-boot-brand>Sorte &lt;b&gt;&amp; Cia</span>');
    expect(html).not.toContain('SORTE GRANDE');
  });

  it('preloads images first with high priority and scripts as modules, in the head', () => {
    const html = renderPageDocument(TEMPLATE, {
      data: {},
      preloads: [
        { href: '/TCG_PROD_IMAGES/BANNER/a.svg?lang=PT&v=1', as: 'image' },
        { href: '/assets/home-page-1.js', as: 'script' },
      ],
      logoText: 'X',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    // The image right after the title, before every script the head loads.
    expect(head).toContain(
      '</title>\n    <link rel="preload" as="image" href="/TCG_PROD_IMAGES/BANNER/a.svg?lang=PT&amp;v=1" fetchpriority="high">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
  });

  it('adds the landing page’s scripts to the list the page fetches after its first paint', () => {
    const withList = TEMPLATE.replace(
      '</head>',
      '<template id="site-scripts"><link rel="modulepreload" href="/assets/index-1.js" id="site-start">\n</template></head>',
    );
    const html = renderPageDocument(withList, {
      data: {},
      preloads: [
        { href: '/banner.svg', as: 'image' },
        { href: '/assets/home-page-1.js', as: 'script' },
      ],
      logoText: 'X',
    });
    const list = html.slice(html.indexOf('<template'), html.indexOf('</template>'));
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(list).not.toContain('banner.svg');
    expect(html.match(/home-page-1\.js/g)).toHaveLength(1);
  });

  it('paints the home’s first banner under the header, escaped, and nothing in its place otherwise', () => {
    const hero = { src: '/TCG_PROD_IMAGES/BANNER/a.svg?lang=PT&v=1', alt: 'Giros "grátis" <já>' };
    const html = renderPageDocument(TEMPLATE, { data: {}, preloads: [], logoText: 'X', hero });
    expect(html).toContain(
      '<span class="site-header-logo" data-boot-brand>X</span><div class="shell-main boot-shell-hero"><div class="banner-carousel"><img src="/TCG_PROD_IMAGES/BANNER/a.svg?lang=PT&amp;v=1" alt="Giros &quot;grátis&quot; &lt;já&gt;" fetchpriority="high"></div></div></div>',
    );
    const without = renderPageDocument(TEMPLATE, { data: {}, preloads: [], logoText: 'X' });
    expect(without).toContain('data-boot-brand>X</span></div>');
  });

  it('serves a template without the slots as it is, with what fits', () => {
    const html = renderPageDocument('<!doctype html><title>site</title>', {
      data: { a: 1 },
      preloads: [{ href: '/x.js', as: 'script' }],
      logoText: 'X',
    });
    expect(html).toBe('<!doctype html><title>site</title>');
  });
});
