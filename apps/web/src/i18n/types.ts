import type { pt } from './pt';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every language file has exactly the Portuguese shape, so a missing string fails typecheck. */
export type Translation = DeepStrings<typeof pt>;
