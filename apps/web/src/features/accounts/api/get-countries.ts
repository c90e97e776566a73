import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COUNTRY_DIALING_CODE, countryFlagPath, type CountryEntry } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSystemInfo } from '../../../lib/system-info';
import * as wire from '../../../lib/wire-schemas.generated';

/** GET /wps/system/countries (decision 0023): the countries of the mobile fields, Brazil first. */
export const getCountries = (signal?: AbortSignal) =>
  apiGet('/wps/system/countries', { schema: wire.CountryListResponse, signal });

export const useCountries = () =>
  useQuery({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 10 * 60_000,
  });

export type CountryChoice = {
  countries: CountryEntry[];
  country: CountryEntry;
  choose: (countryDialingCode: string) => void;
};

/**
 * The country a mobile form sends its number under, Brazil until the person picks another. Until
 * the list arrives (or if it cannot), Brazil with the register setting's digit count stands in, so
 * the form works as it always did.
 */
export const useCountryChoice = (): CountryChoice => {
  const { info } = useSystemInfo();
  const query = useCountries();
  const [dialingCode, setDialingCode] = useState(DEFAULT_COUNTRY_DIALING_CODE);
  const countries = query.data?.length
    ? query.data
    : [
        {
          countryCode: 'BR',
          countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
          phoneDigits: info.register.phoneDigits,
          flagUrl: countryFlagPath('BR'),
        },
      ];
  const country = countries.find((entry) => entry.countryDialingCode === dialingCode) ?? countries[0]!;
  return { countries, country, choose: setDialingCode };
};
