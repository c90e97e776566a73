/**
 * The chat room's word filter (docs/chat-room.md): each listed word found in a message is replaced
 * by as many stars. Case and accents are ignored ("MÉRDA" matches "merda"). A word of Latin letters
 * and digits counts only as a whole word, so "computador" keeps its "puta"; any other word (Chinese)
 * counts wherever it appears, since those scripts put no spaces between words.
 */
const fold = (character: string): string => {
  const base = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // One character in, one character out, so positions in the folded text are the original's.
  return [...base].length === 1 ? base : character.toLowerCase();
};

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

const WHOLE_WORD = /^[a-z0-9]+$/u;

export const filterWords = (text: string, words: readonly string[]): string => {
  const characters = [...text];
  const folded = characters.map(fold);
  const hidden = new Array<boolean>(characters.length).fill(false);
  for (const word of words) {
    const target = [...word.trim()].map(fold);
    if (target.length === 0) continue;
    const whole = WHOLE_WORD.test(target.join(''));
    for (let start = 0; start + target.length <= folded.length; start += 1) {
      let matches = true;
      for (let offset = 0; offset < target.length; offset += 1) {
        if (folded[start + offset] !== target[offset]) {
          matches = false;
          break;
        }
      }
      if (!matches) continue;
      if (whole && (isWordCharacter(folded[start - 1]) || isWordCharacter(folded[start + target.length]))) {
        continue;
      }
      for (let offset = 0; offset < target.length; offset += 1) hidden[start + offset] = true;
    }
  }
  return characters.map((character, index) => (hidden[index] ? '*' : character)).join('');
};
