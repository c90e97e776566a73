import { describe, expect, it } from 'vitest';
import {
  classifyOptions,
  readFilters,
  searchName,
  selectClassify,
  selectVendor,
  writeFilters,
  type LobbyFilters,
} from './lobby-filters';

const narrowed: LobbyFilters = { vassalage: 'AUR', classify: 'JP', name: 'ouro', page: 4 };

describe('lobby filters', () => {
  it('a vendor resets classify, search and page', () => {
    expect(selectVendor(narrowed, 'TUC')).toEqual({ vassalage: 'TUC', classify: 'ALL', name: '', page: 1 });
  });

  it('a classify keeps the vendor and resets search and page', () => {
    expect(selectClassify(narrowed, 'HOT')).toEqual({ vassalage: 'AUR', classify: 'HOT', name: '', page: 1 });
  });

  it('a search is trimmed and starts at page 1', () => {
    expect(searchName(narrowed, '  dragão  ')).toEqual({ ...narrowed, name: 'dragão', page: 1 });
  });

  it('round-trips through the address, leaving defaults out and ignoring nonsense', () => {
    expect(writeFilters(narrowed).toString()).toBe('vassalage=AUR&classify=JP&name=ouro&page=4');
    expect(readFilters(writeFilters(narrowed))).toEqual(narrowed);
    expect(writeFilters(readFilters(new URLSearchParams('classify=nope&page=-3&name=%20'))).toString()).toBe(
      '',
    );
  });

  it('offers recent to members only and new in the slots lobby only', () => {
    expect(classifyOptions({ category: 'RNG', loggedIn: false, classes: ['SC', 'SC', 'JP'] })).toEqual([
      'ALL',
      'HOT',
      'NEW',
      'SC',
      'JP',
    ]);
    expect(classifyOptions({ category: 'LIVE', loggedIn: true, classes: ['TG'] })).toEqual([
      'ALL',
      'HOT',
      'RECENT',
      'TG',
    ]);
  });
});
