/**
 * The server already masks winners' names (first and last characters only); a name that arrives
 * unmasked is masked here too, so no full nickname is ever shown on the public board.
 */
export const maskName = (name: string) => {
  const trimmed = name.trim();
  if (trimmed.includes('*')) return trimmed;
  const characters = [...trimmed];
  if (characters.length <= 1) return `${trimmed}***`;
  return `${characters[0]}***${characters.at(-1)}`;
};
