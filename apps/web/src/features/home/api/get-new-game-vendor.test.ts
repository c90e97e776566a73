import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callsTo, mockApi } from '../../../test-render';
import { newGameVendorQueryOptions } from './get-new-game-vendor';

const VENDORS = 'POST /wps/relay/GCSGAME_newGameVendor';
const answer = { data: { lanes: [{ gameCategory: 'RNG', vendors: [] }] } };

// A new query client stands for a new page view in the same tab.
const load = (language: 'PT' | 'EN') => new QueryClient().fetchQuery(newGameVendorQueryOptions(language));

beforeEach(() => {
  sessionStorage.clear();
});

describe('vendors kept for the session (spec section 9)', () => {
  it('asks once per tab and language, again after a language change, with the desktop HTML5 platform', async () => {
    const fetchMock = mockApi({ [VENDORS]: () => answer });
    expect(await load('PT')).toEqual(answer);
    expect(await load('PT')).toEqual(answer);
    expect(callsTo(fetchMock, VENDORS)).toHaveLength(1);

    await load('EN');
    await load('EN');
    expect(callsTo(fetchMock, VENDORS)).toHaveLength(2);
    expect(
      callsTo(fetchMock, VENDORS).map((call) => JSON.parse(String((call[1] as RequestInit).body)) as object),
    ).toEqual([
      { platform: 'html5-desktop', language: 'PT' },
      { platform: 'html5-desktop', language: 'EN' },
    ]);
  });

  it('asks again when the kept answer no longer fits its schema', async () => {
    sessionStorage.setItem('newGameVendor', JSON.stringify({ language: 'PT', value: { lanes: 'old' } }));
    const fetchMock = mockApi({ [VENDORS]: () => answer });
    expect(await load('PT')).toEqual(answer);
    expect(callsTo(fetchMock, VENDORS)).toHaveLength(1);
  });
});
