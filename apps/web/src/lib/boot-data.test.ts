import { afterEach, describe, expect, it } from 'vitest';
import { statusFixture } from '../test-fixtures';
import { bootStatus } from './boot-data';

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
