import { describe, expect, it } from 'vitest';
import type { GameMenusResponse } from '@platform/contracts';
import { homeMenu } from './home-menu';

const vendor = { vassalage: 'V', displayName: 'V', logoUrl: '', classes: [], gameCount: 1 };
const menus: GameMenusResponse = {
  sortingVendor: ['INHOUSE', 'LIVE', 'RNG', 'SPORTS'],
  mappingVendor: { INHOUSE: [vendor], LIVE: [vendor], RNG: [vendor], SPORTS: [] },
};

describe('home category menu', () => {
  it('offers a visitor hot, the categories with vendors in server order, then in-house', () => {
    expect(homeMenu({ menus, loggedIn: false, hasRecent: false })).toEqual(['HOT', 'LIVE', 'RNG', 'INHOUSE']);
  });

  it('adds favourites for a member, and recent only when the member has recent games', () => {
    expect(homeMenu({ menus, loggedIn: true, hasRecent: false })).toEqual([
      'HOT',
      'FAV',
      'LIVE',
      'RNG',
      'INHOUSE',
    ]);
    expect(homeMenu({ menus, loggedIn: true, hasRecent: true })).toEqual([
      'HOT',
      'FAV',
      'LIVE',
      'RNG',
      'INHOUSE',
      'RECENT',
    ]);
  });

  it('never offers recent to a visitor, and only hot before the menus arrive', () => {
    expect(homeMenu({ menus: undefined, loggedIn: false, hasRecent: true })).toEqual(['HOT']);
  });
});
