import { describe, expect, it } from 'vitest';
import { appManifestOf } from './app-manifest.js';

describe('the installable app manifest', () => {
  it('names the app after the brand, shortened for the home screen', () => {
    expect(appManifestOf({ name: 'Sorte Grande' })).toMatchObject({
      name: 'Sorte Grande',
      short_name: 'Sorte Grande',
    });
    expect(appManifestOf({ name: 'Loteria Federal da Sorte' })).toMatchObject({
      name: 'Loteria Federal da Sorte',
      short_name: 'Loteria Fede',
    });
  });

  it('has every icon purpose Chromium asks of an installable app, the maskable one apart', () => {
    const { icons } = appManifestOf({ name: 'Sorte Grande' });
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    expect(icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
  });
});
