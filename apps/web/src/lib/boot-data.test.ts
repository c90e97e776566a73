import { afterEach, describe, expect, it } from 'vitest';
import { statusFixture } from '../test-fixtures';
import { bootAnswer, bootStatus } from './boot-data';
import * as wire from './wire-schemas.generated';

/** The element the server writes into the site page (apps/server/src/plugins/page-document.ts). */
const writeBootData = (text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-data';
  element.textContent = text;
  document.body.append(element);
};

afterEach(() => document.getElementById('boot-data')?.remove());

describe('the start-up status the server wrote into the page', () => {
  it('is used when it is in the visitor’s language and passes the status check', () => {
    const status = statusFixture();
    writeBootData(JSON.stringify({ language: 'PT', status }));
    expect(bootStatus('PT')).toEqual(status);
  });

  it('is not used in another language: its maintenance and region texts are localised', () => {
    writeBootData(JSON.stringify({ language: 'PT', status: statusFixture() }));
    expect(bootStatus('EN')).toBeUndefined();
  });

  it('is not used when it fails the check a fetched answer must pass', () => {
    const status = { ...statusFixture(), status: 7 };
    writeBootData(JSON.stringify({ language: 'PT', status }));
    expect(bootStatus('PT')).toBeUndefined();
  });

  it('is absent without the element, or when its text is not JSON', () => {
    expect(bootStatus('PT')).toBeUndefined();
    writeBootData('{"language":"PT",');
    expect(bootStatus('PT')).toBeUndefined();
    document.getElementById('boot-data')?.remove();
    writeBootData('null');
    expect(bootStatus('PT')).toBeUndefined();
  });
});

describe('the answers the server wrote into the page', () => {
  const menus = { sortingVendor: ['RNG'], mappingVendor: {} };

  it('are used in the visitor’s language when they pass the answer’s check', () => {
    writeBootData(JSON.stringify({ language: 'PT', gameMenus: menus }));
    expect(bootAnswer('gameMenus', 'PT', wire.GameMenusResponse)).toEqual(menus);
    expect(bootAnswer('gameMenus', 'EN', wire.GameMenusResponse)).toBeUndefined();
  });

  it('are not used when absent or when they fail the check', () => {
    writeBootData(JSON.stringify({ language: 'PT', gameMenus: { sortingVendor: 'RNG', mappingVendor: {} } }));
    expect(bootAnswer('gameMenus', 'PT', wire.GameMenusResponse)).toBeUndefined();
    expect(bootAnswer('announcements', 'PT', wire.AnnouncementsResponse)).toBeUndefined();
  });
});
