/// <reference types="vite/client" />

// Merges with Vite's own ImportMetaEnv, which only an interface can do.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Merchant code sent in the Merchant header; one build serves one merchant. */
  readonly VITE_MERCHANT?: string;
}
