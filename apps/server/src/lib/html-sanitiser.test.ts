import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeHref, sanitiseHtml } from './html-sanitiser.js';

/** Every tag the sanitiser may emit; anything else starting with '<' would be a leak. */
const EMITTED_TAG =
  /<(?:\/?(?:p|br|strong|em|ul|ol|li|a)|a href="[^"]*"(?: target="_blank" rel="noopener noreferrer nofollow")?)>/gu;

describe('sanitiseHtml', () => {
  it('keeps the allowed subset as written', () => {
    const html =
      '<p>Olá, <strong>jogador</strong>! <em>18+</em><br>Leia:</p><ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitiseHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitiseHtml('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<iframe src="https://x.example"></iframe>ok')).toBe('ok');
    expect(sanitiseHtml('<SCRIPT>alert(1)</SCRIPT >ok')).toBe('ok');
    // An unclosed script takes the rest with it.
    expect(sanitiseHtml('ok<script>alert(1)')).toBe('ok');
    // The script's text is not parsed as markup: a fake closing tag inside a string ends nothing early.
    expect(sanitiseHtml('<script>"</p>"</script>done')).toBe('done');
  });

  it('drops other tags and every attribute but keeps their text', () => {
    expect(sanitiseHtml('<div class="x" onclick="evil()"><span>texto</span></div>')).toBe('texto');
    expect(sanitiseHtml('<p style="color:red" onmouseover="evil()">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<img src=x onerror=alert(1)>depois')).toBe('depois');
    expect(sanitiseHtml('<svg><g onload="evil()">t</g></svg>')).toBe('t');
    expect(sanitiseHtml('<h1>Título</h1>')).toBe('Título');
    expect(sanitiseHtml('<h2 id="x">Seção</h2><h3 class="y">Pergunta</h3><h4>Detalhe</h4>')).toBe(
      'Seção<h3>Pergunta</h3><h4>Detalhe</h4>',
    );
  });

  it('keeps a plain mailto: link in content, and no other scheme dressed as one', () => {
    expect(sanitiseHtml('<a href="mailto:suporte@sortegrande.example">e-mail</a>')).toBe(
      '<a href="mailto:suporte@sortegrande.example">e-mail</a>',
    );
    for (const href of [
      'mailto:x@y.example?body=<script>',
      'mailto:x@y.example,evil@z.example',
      'mailto:javascript:alert(1)',
      'javascript:alert(1)//mailto:x@y.example',
      'data:text/html,mailto:x@y.example',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('x');
    }
  });

  it('drops comments and declarations', () => {
    expect(sanitiseHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html><?xml x?>c')).toBe('abc');
    expect(sanitiseHtml('a<!-- never closed')).toBe('a');
  });

  it('escapes text that is not markup and keeps valid character references', () => {
    expect(sanitiseHtml('1 < 2 > 0 & R$ 10')).toBe('1 &lt; 2 &gt; 0 &amp; R$ 10');
    expect(sanitiseHtml('Sorte &amp; Cia &#169; &nbsp;')).toBe('Sorte &amp; Cia &#169; &nbsp;');
    expect(sanitiseHtml('<<p>>')).toBe('&lt;<p>&gt;</p>');
  });

  it('keeps links to https addresses and site paths only', () => {
    expect(sanitiseHtml('<a href="/promotions">Promoções</a>')).toBe('<a href="/promotions">Promoções</a>');
    expect(sanitiseHtml("<a href='https://jogoresponsavel.example/ajuda' title=x>Ajuda</a>")).toBe(
      '<a href="https://jogoresponsavel.example/ajuda" target="_blank" rel="noopener noreferrer nofollow">Ajuda</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://insecure.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      ' //evil.example',
      'https:/evil.example',
      'vbscript:x',
      '',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">x</a>`), href).toBe('x');
    }
    expect(sanitiseHtml('<a>sem destino</a>')).toBe('sem destino');
  });

  it('escapes what it keeps of an href', () => {
    expect(sanitiseHtml('<a href="/jogos?tipo=rng&amp;p=2">x</a>')).toBe(
      '<a href="/jogos?tipo=rng&amp;p=2">x</a>',
    );
    expect(sanitiseHtml('<a href=/a"onclick=x>y</a>')).toBe('<a href="/a&quot;onclick=x">y</a>');
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(sanitiseHtml('<p><strong>x')).toBe('<p><strong>x</strong></p>');
    expect(sanitiseHtml('</p>x</em>')).toBe('x');
    expect(sanitiseHtml('<ul><li><em>a</ul>b')).toBe('<ul><li><em>a</em></li></ul>b');
    expect(sanitiseHtml('<a href="/a">1<a href="/b">2</a>')).toBe('<a href="/a">1</a><a href="/b">2</a>');
    expect(sanitiseHtml('<BR/><P>x</P>')).toBe('<br><p>x</p>');
  });

  it('treats an unclosed tag as swallowing the rest, as a browser does', () => {
    expect(sanitiseHtml('a<p title="b>c')).toBe('a<p></p>');
    expect(sanitiseHtml('a<img src=x')).toBe('a');
  });

  it('is idempotent and never lets any other tag or event handler through (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      ';',
      '#',
      '!--',
      '-->',
      'p',
      'a',
      'br',
      'li',
      'script',
      'style',
      'img',
      'href',
      'onclick',
      'javascript:',
      'https://x.example',
      '/path',
      '//',
      '\\',
      'amp',
      'lt',
      'x',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), fc.string({ maxLength: 20 }), (parts, noise) => {
        const input = parts.join('') + noise;
        const once = sanitiseHtml(input);
        expect(sanitiseHtml(once)).toBe(once);
        expect(once.replace(EMITTED_TAG, '')).not.toMatch(/[<>]/u);
        for (const [, href] of once.matchAll(/<a href="([^"]*)"/gu)) {
          expect(href).toMatch(/^(?:https:\/\/[^/\\]|\/(?![/\\]))/u);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * Hostile HTML from the usual filter-evasion lists (OWASP's XSS cheat sheet, html5sec.org):
 * whatever an operator pastes, only the allow-listed tags come out, with no attribute but a safe
 * href, and nothing that a browser would run.
 */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<ScRiPt src=//evil.example/x.js></ScRiPt>',
  '<script\x20type="text/javascript">alert(1);</script>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p onclick="alert(1)">x</p>',
  '<p ONMOUSEOVER=alert(1)>x</p>',
  '<p/onmouseover=alert(1)>x</p>',
  '<a href="x" onfocus=alert(1) autofocus>x</a>',
  '<body onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="http://evil.example">x</a>',
  '<a href="https://ok.example" style="position:fixed;top:0">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width:expression(alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">x</maction></math>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea></textarea><script>alert(1)</script>',
  '<title></title><script>alert(1)</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<p <script>alert(1)</script>>x</p>',
  '<p title="a>b" onclick=alert(1)>x',
  '<a href="https://ok.example"<img src=x onerror=alert(1)>>x</a>',
  '<<p>>x<</p>>',
  '<p><strong><em><a href="/x">deep</p></em></strong></a>',
  '</p></li></ul><script>alert(1)</script>',
  '<li><ul><li><ol>unclosed',
  '<a href="/x"><a href="/y">nested</a></a>',
  '<p>\u0000<script>alert(1)</script></p>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<x onclick=alert(1)>custom</x>',
  '<h3 onclick="alert(1)" style="x:expression(1)">t</h3>',
];

/** Every tag the sanitiser may emit, h3 and h4 included. */
const ANY_EMITTED_TAG =
  /<(?:\/?(?:p|br|h3|h4|strong|em|ul|ol|li|a)|a href="[^"]*"(?: target="_blank" rel="noopener noreferrer nofollow")?)>/gu;

describe('sanitiseHtml against hostile HTML', () => {
  it.each(HOSTILE)('leaves nothing runnable of %s', (input) => {
    const output = sanitiseHtml(input);
    // Only allow-listed tags, with no attribute but a rebuilt href.
    expect(output.replace(ANY_EMITTED_TAG, '')).not.toMatch(/[<>]/u);
    expect(output).not.toMatch(/<[^>]*\s(?:on[a-z]+|style|src|srcdoc|action|xlink:href|formaction)\s*=/iu);
    for (const [, href] of output.matchAll(/<a href="([^"]*)"/gu)) {
      expect(href).toMatch(/^(?:https:\/\/[^/\\]|\/(?![/\\])|mailto:)/u);
    }
    // No tag survives whose content a browser would run or fetch.
    expect(output).not.toMatch(/<(?:script|style|svg|math|iframe|object|embed|img|link|meta|base|form)/iu);
    // Sanitising again changes nothing (what is stored sanitised is served the same).
    expect(sanitiseHtml(output)).toBe(output);
  });
});

describe('safeHref', () => {
  it('accepts https addresses and site paths, and trims what browsers ignore', () => {
    expect(safeHref(' https://sortegrande.example/ ')).toBe('https://sortegrande.example/');
    expect(safeHref('/help#term')).toBe('/help#term');
    expect(safeHref('\n/down')).toBe('/down');
    expect(safeHref('mailto:suporte@sortegrande.example')).toBeNull();
  });
});
