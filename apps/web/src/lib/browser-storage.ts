/**
 * The browser's storages, or undefined where touching them throws (sandboxed frames, disabled
 * storage, privacy modes): callers then simply remember nothing.
 */
export const browserLocalStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export const browserSessionStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};
