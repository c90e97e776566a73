import { describe, expect, it } from 'vitest';
import { appDownloads, leadsSomewhere } from './working-links';

describe('leadsSomewhere', () => {
  it('accepts pages that work and lobbies of listed categories', () => {
    expect(leadsSomewhere('/', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/help#term', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/member?tab=depositv2', [])).toBe(true);
    expect(leadsSomewhere('/rng', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/RNG/', ['RNG'])).toBe(true);
    expect(leadsSomewhere('https://example.com/x', [])).toBe(true);
    expect(leadsSomewhere('/pointMall', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/announce?id=1', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/down', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/feedback', ['RNG'])).toBe(true);
    expect(leadsSomewhere('/service', ['RNG'])).toBe(true);
  });

  it('leads to the lottery pages only while a lottery or e-lottery lobby lists a vendor', () => {
    expect(leadsSomewhere('/lottery', ['LOTT'])).toBe(true);
    expect(leadsSomewhere('/seaLottery?gameCode=SGL-0004', ['ELOTT'])).toBe(true);
    expect(leadsSomewhere('/vnlottery/', ['RNG', 'LOTT'])).toBe(true);
    expect(leadsSomewhere('/lottery', ['RNG', 'LIVE'])).toBe(false);
  });

  it('refuses placeholders, unlisted lobbies and anything else', () => {
    expect(leadsSomewhere('/promotions', ['RNG'])).toBe(false);
    expect(leadsSomewhere('/prizeWheel', ['RNG'])).toBe(false);
    expect(leadsSomewhere('/vnLottery', ['RNG'])).toBe(false);
    expect(leadsSomewhere('/live', ['RNG'])).toBe(false);
    expect(leadsSomewhere('/somewhere', ['RNG'])).toBe(false);
    expect(leadsSomewhere('javascript:alert(1)', ['RNG'])).toBe(false);
  });

  it('accepts a game launch only when it names a game', () => {
    expect(leadsSomewhere('/seamless?nodeId=1001', [])).toBe(true);
    expect(leadsSomewhere('/seamless?nodeId=1001&name=Aurelia', [])).toBe(true);
    expect(leadsSomewhere('/seamless', [])).toBe(false);
    expect(leadsSomewhere('/seamless?nodeId=', [])).toBe(false);
    expect(leadsSomewhere('/seamless?nodeId=abc', [])).toBe(false);
  });
});

describe('appDownloads', () => {
  it('keeps only app resources that lead off the site', () => {
    const resources = [
      { resourceType: 'APP_ANDROID', labelNameEn: 'Android', url: '/down' },
      { resourceType: 'APP_IOS', labelNameEn: 'iOS', url: 'https://apps.example/ios' },
      { resourceType: 'SOCIAL_TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/x' },
    ];
    expect(appDownloads(resources).map((resource) => resource.resourceType)).toEqual(['APP_IOS']);
  });
});
