import { afterEach, describe, expect, it } from 'vitest';
import { statusFixture } from '../test-fixtures';
import { bootAnswer, bootLobbyPage, bootStatus } from './boot-data';
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

describe('the lobby page the server wrote into the page', () => {
  const page = { games: [], pageNo: 1, totalPages: 0, totalCount: 0 };
  const first = { gameType: 'RNG' as const, pageNo: 1, pageSize: 15 };

  it('is the first page of that lobby, without filters, in the visitor’s language', () => {
    writeBootData(JSON.stringify({ language: 'PT', lobby: { gameType: 'RNG', page } }));
    expect(bootLobbyPage('PT', first)).toEqual(page);
    expect(bootLobbyPage('PT', { ...first, vassalage: undefined, gameName: undefined })).toEqual(page);
  });

  it('is not used for another lobby, page, size, filter or language, nor when it fails the check', () => {
    writeBootData(JSON.stringify({ language: 'PT', lobby: { gameType: 'RNG', page } }));
    expect(bootLobbyPage('EN', first)).toBeUndefined();
    expect(bootLobbyPage('PT', { ...first, gameType: 'LIVE' })).toBeUndefined();
    expect(bootLobbyPage('PT', { ...first, pageNo: 2 })).toBeUndefined();
    expect(bootLobbyPage('PT', { ...first, pageSize: 30 })).toBeUndefined();
    expect(bootLobbyPage('PT', { ...first, vassalage: 'MND' })).toBeUndefined();
    expect(bootLobbyPage('PT', { ...first, gameClassify: 'HOT' })).toBeUndefined();
    document.getElementById('boot-data')?.remove();
    writeBootData(JSON.stringify({ language: 'PT', lobby: { gameType: 'RNG', page: { games: 'none' } } }));
    expect(bootLobbyPage('PT', first)).toBeUndefined();
  });
});
