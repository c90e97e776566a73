/**
 * A deliberately small allow-list HTML sanitiser for announcement content (popups, notices,
 * promotions), which operators write and the site renders as HTML.
 *
 * It does not try to repair or preserve markup: it re-writes the input from scratch. Only
 * p, br, h3, h4 (headings inside a text: the page owns h1 and h2), strong, em, ul, ol and li
 * survive, plus a with an href that is an https address, a site path or a mailto: address; every other tag is dropped (its text is kept, escaped), and the contents of elements
 * whose text is not meant to be shown (script, style, iframe…) are dropped whole. Nothing from the
 * input reaches the output except escaped text and attribute values we rebuilt ourselves, so a
 * parsing difference from the browser can cost formatting but never inject markup.
 */

const ALLOWED = new Set(['p', 'br', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'a']);
const VOID = new Set(['br']);
/** Elements whose content is not text for the reader: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'template',
  'object',
  'plaintext',
]);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes numeric and the basic named references (enough to judge an href's scheme). */
const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/giu, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Text as written, with markup characters escaped; character references already valid are kept. */
const escapeText = (text: string): string =>
  text
    .replace(/&(?!(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/giu, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f]/gu;

/**
 * An href we allow: an https address, or a path on this site. Browsers drop tabs and newlines in
 * URLs and read a backslash as a slash, so those are removed or judged first: "/\t/evil" and
 * "/\\evil" would otherwise leave the site as protocol-relative addresses.
 */
export const safeHref = (raw: string): string | null => {
  const value = decodeEntities(raw).replace(CONTROL, '').trim();
  if (/^https:\/\/[^/\\]/iu.test(value)) return value;
  if (/^\/(?![/\\])/u.test(value)) return value;
  return null;
};

/** A plain `mailto:` address (no query: nothing pre-filled in the player's mail app). */
const safeMailto = (raw: string): string | null => {
  const value = decodeEntities(raw).replace(CONTROL, '').trim();
  return /^mailto:[\w.%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/iu.test(value) ? value : null;
};

type Tag = { name: string; closing: boolean; attributes: Map<string, string>; end: number };

// Sticky expressions read at a position without copying the rest of the input.
const TAG_NAME = /<(\/?)([a-z][a-z0-9-]*)/iuy;
const ATTRIBUTE = /([^\s"'>/=]+)\s*(?:=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/uy;

/** Reads the tag that starts at `start` (the '<'); null when it is not a tag but text. */
const readTag = (html: string, start: number): Tag | null => {
  TAG_NAME.lastIndex = start;
  const match = TAG_NAME.exec(html);
  if (!match) return null;
  const closing = match[1] === '/';
  const name = match[2]!.toLowerCase();
  const attributes = new Map<string, string>();
  let index = TAG_NAME.lastIndex;
  while (index < html.length) {
    const char = html[index]!;
    if (char === '>') return { name, closing, attributes, end: index + 1 };
    if (/[\s/]/u.test(char)) {
      index += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const attribute = ATTRIBUTE.exec(html);
    if (!attribute) {
      index += 1;
      continue;
    }
    const attributeName = attribute[1]!.toLowerCase();
    if (!attributes.has(attributeName)) {
      attributes.set(attributeName, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    index = ATTRIBUTE.lastIndex;
  }
  // A tag never closed swallows the rest of the input, as in a browser.
  return { name, closing, attributes, end: html.length };
};

const openTag = (tag: Tag): string | null => {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const raw = tag.attributes.get('href') ?? '';
  const href = safeHref(raw) ?? safeMailto(raw);
  if (!href) return null;
  const external = /^https:/iu.test(href) ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
  return `<a href="${escapeAttribute(href)}"${external}>`;
};

/** Where the content of a dropped element ends: after its closing tag, or at the end of input. */
const endOfDropped = (html: string, from: number, name: string): number => {
  const close = new RegExp(`</${name}[\\s/>]`, 'giu');
  close.lastIndex = from;
  const found = close.exec(html);
  if (!found) return html.length;
  return readTag(html, found.index)?.end ?? html.length;
};

export const sanitiseHtml = (html: string): string => {
  let output = '';
  const open: string[] = [];
  let index = 0;
  let text = '';
  const flushText = () => {
    output += escapeText(text);
    text = '';
  };

  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, lt);
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      text += '<';
      index = lt + 1;
      continue;
    }
    index = tag.end;
    if (!tag.closing && DROPPED_WITH_CONTENT.has(tag.name)) {
      index = endOfDropped(html, index, tag.name);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    flushText();
    if (tag.closing) {
      const depth = open.lastIndexOf(tag.name);
      // A closing tag with no open element of its name is ignored; one that matches an outer
      // element closes everything opened inside it too.
      if (depth === -1) continue;
      while (open.length > depth) output += `</${open.pop()}>`;
      continue;
    }
    if (VOID.has(tag.name)) {
      output += `<${tag.name}>`;
      continue;
    }
    // Links do not nest: a new one ends the one still open, as a browser would.
    const openLink = tag.name === 'a' ? open.lastIndexOf('a') : -1;
    while (openLink !== -1 && open.length > openLink) output += `</${open.pop()}>`;
    const rendered = openTag(tag);
    if (!rendered) continue;
    output += rendered;
    open.push(tag.name);
  }
  flushText();
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
};
