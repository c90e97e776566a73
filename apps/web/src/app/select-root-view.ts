import { SYSTEM_STATUS, type SystemStatusResponse } from '@platform/contracts';

export type RootView =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'normal'; status: SystemStatusResponse }
  | { kind: 'maintenance'; status: SystemStatusResponse }
  | { kind: 'blocked'; status: SystemStatusResponse };

type StatusQueryState = {
  data: SystemStatusResponse | undefined;
  error: unknown;
  isPending: boolean;
};

/**
 * Picks the root view from the startup status call (spec section 2). The server already decided
 * the status (maintenance wins over a region block); the client only follows it. Data we already
 * have wins over a failed background refresh, so a blip never replaces the site with an error.
 */
export const selectRootView = ({ data, error, isPending }: StatusQueryState): RootView => {
  if (data) {
    switch (data.status) {
      case SYSTEM_STATUS.normal:
        return { kind: 'normal', status: data };
      case SYSTEM_STATUS.maintenance:
        return { kind: 'maintenance', status: data };
      case SYSTEM_STATUS.regionBlocked:
        return { kind: 'blocked', status: data };
      default: {
        const unhandled: never = data.status;
        return { kind: 'error', error: new Error(`Unknown system status ${String(unhandled)}`) };
      }
    }
  }
  if (isPending) return { kind: 'loading' };
  return { kind: 'error', error };
};
