import 'i18next';
import type { Translation } from './types';

declare module 'i18next' {
  // Module augmentation only works with an interface; this gives t() compile-time key checks.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
