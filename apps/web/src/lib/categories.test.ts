import { describe, expect, it } from 'vitest';
import type { GameMenusResponse, GameVendor } from '@platform/contracts';
import { categoriesWithVendors, lobbyCategoryForPath, navigationCategories } from './categories';

const vendor = (vassalage: string): GameVendor => ({
  vassalage,
  displayName: vassalage,
  logoUrl: '',
  classes: [],
  gameCount: 3,
});

const menus = (
  sortingVendor: GameMenusResponse['sortingVendor'],
  empty: string[] = [],
): GameMenusResponse => ({
  sortingVendor,
  mappingVendor: Object.fromEntries(
    sortingVendor.map((type) => [type, empty.includes(type) ? [] : [vendor(`${type}-1`)]]),
  ),
});

describe('navigation categories', () => {
  it('puts home first, then the server order, and in-house last; no placeholder promotions', () => {
    expect(navigationCategories(menus(['INHOUSE', 'RNG', 'LIVE', 'FISH']))).toEqual([
      'HOME',
      'RNG',
      'LIVE',
      'FISH',
      'INHOUSE',
    ]);
  });

  it('lists a category only when it has a vendor', () => {
    expect(navigationCategories(menus(['LIVE', 'SPORTS', 'INHOUSE'], ['SPORTS', 'INHOUSE']))).toEqual([
      'HOME',
      'LIVE',
    ]);
    // A category with vendors that the sorted list leaves out is not shown either.
    const unsorted: GameMenusResponse = {
      sortingVendor: ['RNG'],
      mappingVendor: { RNG: [vendor('PG')], PVP: [vendor('KY')] },
    };
    expect(categoriesWithVendors(unsorted)).toEqual(['RNG']);
  });

  it('offers home only until the menus arrive', () => {
    expect(navigationCategories(undefined)).toEqual(['HOME']);
    // Promotions only when one is listed, before in-house.
    expect(navigationCategories(menus(['INHOUSE', 'RNG']), true)).toEqual([
      'HOME',
      'RNG',
      'PROMO',
      'INHOUSE',
    ]);
  });

  it('lists a category once even if the server repeats it', () => {
    expect(navigationCategories(menus(['RNG', 'RNG']))).toEqual(['HOME', 'RNG']);
  });
});

describe('lobbyCategoryForPath', () => {
  it('finds the lobby of an address, in any case and with a final slash', () => {
    expect(lobbyCategoryForPath('/rng')).toBe('RNG');
    expect(lobbyCategoryForPath('/Live/')).toBe('LIVE');
    expect(lobbyCategoryForPath('/promotions')).toBeNull();
  });
});
