import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemRepository, createSystemService } from '../src/modules/system/index.js';
import { buildTestApp, stubWebDist, type TestApp } from './helpers/app.js';

/** The boot data the server wrote into a site page. */
const bootDataOf = (html: string) => {
  const match = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot data in the page');
  return JSON.parse(match[1]!) as { language: string; status: Record<string, unknown> };
};

const LANDING = {
  home: ['/assets/home-page-1.js', '/assets/games-1.js'],
  lobby: ['/assets/lobby-page-1.js'],
  member: ['/assets/member-page-1.js', '/assets/member-page-1.css'],
};

describe('the site page carries the start-up status and the landing page preloads', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = stubWebDist();
    writeFileSync(join(webDist, 'landing-preloads.json'), JSON.stringify(LANDING));
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  const page = (url: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress });
  const status = async (remoteAddress: string) =>
    (await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress })).json().value;

  it('writes the status the status route answers the same visitor, in the default language', async () => {
    for (const address of ['127.0.0.1', '203.0.113.9']) {
      const boot = bootDataOf((await page('/rng', address)).body);
      expect(boot.language).toBe('PT');
      expect(boot.status).toEqual(await status(address));
    }
  });

  it('preloads the scripts and stylesheets of the page an address opens on, and none for other pages', async () => {
    expect((await page('/rng')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/lobby-page-1.js">',
    );
    const member = (await page('/member?tab=depositv2')).body;
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/member-page-1.js">');
    expect(member).toContain('<link rel="preload" as="style" crossorigin href="/assets/member-page-1.css">');
    const home = (await page('/')).body;
    for (const href of LANDING.home) expect(home).toContain(`href="${href}"`);
    const help = (await page('/help')).body;
    expect(help).not.toContain('modulepreload');
  });

  it('in maintenance, carries the maintenance status and preloads nothing', async () => {
    const settings = createSystemService({
      repository: createSystemRepository(t.database.handle.db),
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const before = await settings.getSetting('maintenance');
    await settings.updateSetting('maintenance', { ...before, enabled: true });
    try {
      const html = (await page('/')).body;
      expect(bootDataOf(html).status.status).toBe(1);
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('rel="preload"');
    } finally {
      await settings.updateSetting('maintenance', before);
    }
  });
});
