import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegisterSetting, StorageKey } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { browserSessionStorage } from '../../../lib/browser-storage';

/** The rules cached for this tab under 'validate' (spec section 5), if still readable. */
export const readCachedRegisterSetting = (): RegisterSetting | undefined => {
  try {
    const raw = browserSessionStorage()?.getItem(StorageKey.registerValidation);
    if (!raw) return undefined;
    const parsed = RegisterSetting.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** GET /wps/system/setting/register: per field shown, required, pattern, min and max. */
export const getRegisterSetting = async (signal?: AbortSignal) => {
  const setting = await apiGet('/wps/system/setting/register', { schema: RegisterSetting, signal });
  try {
    browserSessionStorage()?.setItem(StorageKey.registerValidation, JSON.stringify(setting));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
  return setting;
};

export const registerSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'setting', 'register'],
    queryFn: ({ signal }) => getRegisterSetting(signal),
    initialData: readCachedRegisterSetting,
    staleTime: 10 * 60_000,
  });

export const useRegisterSetting = () => useQuery(registerSettingQueryOptions());
