const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For putting our own plain strings into an HTML body (the generic dialog takes HTML). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
