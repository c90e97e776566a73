import type { Device } from '@platform/contracts';

/** Below this width the site uses its phone layout (drawer menu, bottom bar). */
export const PHONE_MAX_WIDTH = 767;
/** From this width the side menu sits beside the content instead of in a drawer. */
export const DESKTOP_MIN_WIDTH = 1024;

export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
/**
 * A phone upright or held sideways (812×375 is wider than PHONE_MAX_WIDTH but has no height to
 * spare): game pages drop the site header there and keep one slim bar (features/games seamless.css
 * holds the same query).
 */
export const COMPACT_GAME_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px), (max-height: 500px)`;

export const matches = (query: string) =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/** The Device header: the viewport decides, which is what the server's layout choices care about. */
export const currentDevice = (): Device => (matches(PHONE_QUERY) ? 'MOBILE' : 'WEB');
