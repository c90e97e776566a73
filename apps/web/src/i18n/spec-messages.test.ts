import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pt } from './pt';
import { zh } from './zh';

/** The spec's section 8 messages the site words itself (no server code carries them). */
describe("the site's own messages of spec section 8", () => {
  it.each([
    [
      'chunk load',
      (r: typeof en) => r.chunk.failedText,
      'The page took longer time to load, please check your network connectivity',
    ],
    [
      'popup blocked',
      (r: typeof en) => r.menu.popupBlocked,
      'Popup blocked. Please allow popups and try again.',
    ],
  ])('%s: the spec wording in English, translated in Portuguese and Chinese', (_name, pick, spec) => {
    expect(pick(en)).toBe(spec);
    expect(pick(pt)).toMatch(/\S/u);
    expect(pick(pt)).not.toBe(spec);
    expect(pick(zh)).toMatch(/\p{Script=Han}/u);
  });
});
