import { describe, expect, it } from 'vitest';
import { drawIdPrefixOf, provinceOfDraw } from './lottery-reads.js';

describe('lottery draw ids as the page reads them', () => {
  it('names a VN draw’s province: the id’s in the south and centre, the host city in the north', () => {
    expect(provinceOfDraw('VN-SOUTH-HCM-20261130')).toBe('HCM');
    expect(provinceOfDraw('VN-CENTRAL-KHO-20261206')).toBe('KHO');
    // 30 November 2026 is a Monday (Hà Nội hosts), 5 December a Saturday (Nam Định).
    expect(provinceOfDraw('VN-NORTH-20261130')).toBe('HNO');
    expect(provinceOfDraw('VN-NORTH-20261205')).toBe('NDI');
    // The fast test schedule's draws carry their period after the date.
    expect(provinceOfDraw('VN-SOUTH-HCM-20261130-0042')).toBe('HCM');
    expect(provinceOfDraw('VN-NORTH-20261130-0042')).toBe('HNO');
    expect(provinceOfDraw('VN-SOUTH-XXX-20261130')).toBeNull();
    expect(provinceOfDraw('SEA4D-20261202')).toBeNull();
    expect(provinceOfDraw('ELOTT-FAST_3-1M-20261130-0001')).toBeNull();
  });

  it('gives the start every draw id of a listed game has', () => {
    expect(drawIdPrefixOf({ product: 'VN', region: 'SOUTH' })).toBe('VN-SOUTH-');
    expect(drawIdPrefixOf({ product: 'VN', region: 'SOUTH' }, 'HCM')).toBe('VN-SOUTH-HCM-');
    expect(drawIdPrefixOf({ product: 'SEA_4D' })).toBe('SEA4D-');
    expect(drawIdPrefixOf({ product: 'ELOTT', game: 'CAR_RACE_10', periodMinutes: 5 })).toBe(
      'ELOTT-CAR_RACE_10-5M-',
    );
  });
});
