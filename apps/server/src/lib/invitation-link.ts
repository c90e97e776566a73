/** The registration address an invitation code travels in: the spec's /register?referralCode=. */
export const registrationLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

/** An SVG (a QR code of such a link) as a data URL the page shows without another request. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
