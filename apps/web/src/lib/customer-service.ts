import type { CustomerServiceEntry } from '@platform/contracts';

/** Spec section 9: customer service opens in a 440 x 750 window. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/** The entry of the requested type, else the first one (spec section 9). */
export const pickCustomerService = (entries: readonly CustomerServiceEntry[], csType?: string) =>
  entries.find((entry) => entry.csType === csType) ?? entries[0] ?? null;

export type OpenOutcome = 'opened' | 'blocked' | 'unavailable';

export const openCustomerService = (
  entries: readonly CustomerServiceEntry[],
  csType?: string,
): { outcome: OpenOutcome; entry: CustomerServiceEntry | null } => {
  const entry = pickCustomerService(entries, csType);
  if (!entry) return { outcome: 'unavailable', entry };
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const opened = window.open(
    entry.path,
    'customer-service',
    `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener=no`,
  );
  return { outcome: opened ? 'opened' : 'blocked', entry };
};
