import { createContext, useContext } from 'react';
import type { SystemStatusResponse } from '@platform/contracts';

/**
 * The startup status answer (brand, flags, resources, customer service) for every part of the
 * site. The app shell provides it once the status call succeeds; features read it from here so
 * they never import the system feature directly.
 */
export const SystemInfoContext = createContext<SystemStatusResponse | null>(null);

export const useOptionalSystemInfo = () => useContext(SystemInfoContext);

export const useSystemInfo = (): SystemStatusResponse => {
  const value = useContext(SystemInfoContext);
  if (!value) throw new Error('useSystemInfo needs the SystemInfoContext provider (app/root-view).');
  return value;
};
