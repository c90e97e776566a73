const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const isXmlChar = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

/**
 * Text made safe inside XML or HTML (SVG artwork, small server-made pages): the five special
 * characters escaped, and the control characters XML 1.0 forbids even escaped dropped, so an
 * operator's edited name can never break a picture.
 */
export const escapeXml = (text: string): string =>
  [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/gu, (char) => XML_ESCAPES[char] ?? char);
