/**
 * How the winners board names a player (as this market's boards do): the first two and last two
 * characters around four stars — 'jogador01' → 'jo****01'. The stars never tell the length.
 * Names of five or fewer characters keep one at each end ('maria' → 'm****a'), of two or fewer
 * only the first ('ze' → 'z****'). The server masks every name it sends; the site masks again any
 * name that arrives without stars, so no full nickname is ever shown on the public board.
 */
export const maskWinnerName = (name: string): string => {
  const characters = [...name.trim()];
  const stars = '****';
  if (characters.length === 0) return stars;
  if (characters.length <= 2) return `${characters[0]}${stars}`;
  const kept = characters.length <= 5 ? 1 : 2;
  return `${characters.slice(0, kept).join('')}${stars}${characters.slice(-kept).join('')}`;
};
