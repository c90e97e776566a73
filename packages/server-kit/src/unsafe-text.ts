/**
 * Characters no request may carry in any string, key or value (docs/decisions/0007-request-input-and-logs.md):
 * every Unicode control character (C0, DEL, C1) except tab, line feed and carriage return, and
 * UTF-16 surrogates that are not part of a pair. PostgreSQL refuses NUL outright (a 500 before
 * this check) and stores a lone surrogate as U+FFFD, so two different ids could become one.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string): boolean => !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** A field path as the validation envelope names fields: `items.0.name`. */
type Node = { value: unknown; key: string | null; parent: Node | null };

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let cursor: Node | null = node; cursor?.key != null; cursor = cursor.parent) keys.push(cursor.key);
  return keys.reverse().join('.');
};

/** A key is named in an answer, so its unsafe characters are shown as U+FFFD, never echoed. */
const shownKey = (key: string): string =>
  [...key].map((character) => (isSafeText(character) ? character : '\uFFFD')).join('');

/**
 * The paths of the strings and keys holding unsafe text in a parsed body, query or path, at most
 * `limit` of them. Iterative, so a body nested a hundred thousand levels deep cannot overflow the
 * stack; each node keeps only a link to its parent, so deep paths cost no copies.
 */
export const findUnsafeText = (root: unknown, limit = 10): string[] => {
  const found: string[] = [];
  const stack: Node[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0 && found.length < limit) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isSafeText(value)) found.push(pathOf(node));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: value[index], key: String(index), parent: node });
      }
      continue;
    }
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (!isSafeText(key)) {
        found.push(pathOf({ value: child, key: shownKey(key), parent: node }));
        continue;
      }
      stack.push({ value: child, key, parent: node });
    }
  }
  return found.slice(0, limit);
};
