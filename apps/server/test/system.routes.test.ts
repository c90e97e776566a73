import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemStatusResponse } from '@platform/contracts';
import { createSystemRepository, createSystemService } from '../src/modules/system/index.js';
import { helpCenterSection } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

const status = async (t: TestApp, remoteAddress = '127.0.0.1') => {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return SystemStatusResponse.parse(body.value);
};

describe('system routes', () => {
  let t: TestApp;
  let settings: ReturnType<typeof createSystemService>;

  beforeAll(async () => {
    t = await buildTestApp();
    settings = createSystemService({
      repository: createSystemRepository(t.database.handle.db),
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
  });
  afterAll(() => t.close());

  it('answers status 0 with the seeded configuration and the visitor location', async () => {
    const value = await status(t);
    expect(value.status).toBe(0);
    expect(value.info.brand.name).toBe('Sorte Grande');
    expect(value.info.customerService.length).toBeGreaterThan(0);
    expect(value.info.imageCDNs.length).toBeGreaterThan(0);
    expect(value.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(value.info.whitelabel.CHNGPASSVERIF3).toBe(true);
    expect(value.info.register.minimumAge).toBe(18);
    expect(value.info.analytics).toHaveProperty('gtagId');
    expect(value.location).toEqual({ ip: '127.0.0.1', countryCode: null });
    expect(value.maintenance.enabled).toBe(false);
    expect(value.regionRestriction.restricted).toBe(false);
  });

  it('answers status 1 with end time and info while the stored maintenance flag is on', async () => {
    await settings.updateSetting('maintenance', {
      enabled: true,
      endTime: '2026-11-23T06:00:00.000Z',
      info: { PT: 'Atualização em andamento', EN: 'Upgrade in progress' },
    });
    try {
      const value = await status(t);
      expect(value.status).toBe(1);
      expect(value.maintenance).toEqual({
        enabled: true,
        endTime: '2026-11-23T06:00:00.000Z',
        info: 'Atualização em andamento',
      });
      const english = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { language: 'EN' },
      });
      expect(english.json().value.maintenance.info).toBe('Upgrade in progress');
      // No Chinese text written: the Portuguese one stands in.
      const chinese = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { language: 'CN' },
      });
      expect(chinese.json().value.maintenance.info).toBe('Atualização em andamento');
    } finally {
      await settings.updateSetting('maintenance', { enabled: false, endTime: null, info: { PT: '' } });
    }
  });

  it('answers status 2 for an address in a blocked CIDR range, and the allow list wins over it', async () => {
    const base = await settings.getSetting('regionRestriction');
    await settings.updateSetting('regionRestriction', {
      ...base,
      blockedIps: ['203.0.113.0/24', '2001:db8::/32'],
    });
    try {
      const blocked = await status(t, '203.0.113.7');
      expect(blocked.status).toBe(2);
      expect(blocked.location.ip).toBe('203.0.113.7');
      expect(blocked.regionRestriction.info).toBe(base.info.PT);
      expect((await status(t, '2001:db8::5')).status).toBe(2);
      expect((await status(t, '198.51.100.1')).status).toBe(0);

      await settings.updateSetting('regionRestriction', {
        ...base,
        blockedIps: ['203.0.113.0/24'],
        allowedIps: ['203.0.113.7'],
      });
      expect((await status(t, '203.0.113.7')).status).toBe(0);
      expect((await status(t, '203.0.113.8')).status).toBe(2);
    } finally {
      await settings.updateSetting('regionRestriction', base);
    }
  });

  it('refuses a region setting with an address that is not an IP or CIDR, and keeps the old one', async () => {
    const base = await settings.getSetting('regionRestriction');
    await expect(
      settings.updateSetting('regionRestriction', { ...base, blockedIps: ['10.0.0.0/33'] }),
    ).rejects.toMatchObject({ code: 'validation-failed' });
    expect(await settings.getSetting('regionRestriction')).toEqual(base);
  });

  it('keeps ordinary API routes closed during maintenance while system routes still answer', async () => {
    await settings.updateSetting('maintenance', { enabled: true, endTime: null, info: { PT: '' } });
    try {
      const logout = await t.app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { language: 'EN' },
      });
      expect(logout.statusCode).toBe(503);
      expect(logout.json()).toMatchObject({ success: false, errorCode: 'maintenance' });
      const help = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=PT' });
      expect(help.statusCode).toBe(200);
    } finally {
      await settings.updateSetting('maintenance', { enabled: false, endTime: null, info: { PT: '' } });
    }
  });

  it('serves whitelabel flags, register rules and domain routes', async () => {
    const whitelabel = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(whitelabel.json().value).toMatchObject({ CHNGPASSVERIF3: true, SOCIALLOGIN3: false });

    const register = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const fields = register.json().value.fields as Array<{ field: string }>;
    expect(fields.map((field) => field.field)).toEqual(
      expect.arrayContaining(['username', 'password', 'idNumber']),
    );

    const routes = await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute' });
    expect(routes.json().value).toEqual([{ domain: 'agente.sortegrande.example', route: '/agent' }]);
  });

  it('serves help content per language, with the terms section, and falls back to Portuguese', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=WEB' });
    const value = english.json().value as { lang: string; sections: Array<{ key: string; title: string }> };
    expect(value.lang).toBe('EN');
    expect(value.sections.find((section) => section.key === 'term')?.title).toBe('Terms and conditions');

    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter',
      headers: { language: 'CN' },
    });
    expect(byHeader.json().value.sections[0].title).toBe('关于我们');

    const unknown = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=XX' });
    expect(unknown.json().value.lang).toBe('PT');
    expect(unknown.json().value.sections.length).toBeGreaterThan(0);
  });

  it('cleans help content written straight into the table, as announcements are cleaned', async () => {
    await t.database.handle.db.insert(helpCenterSection).values({
      lang: 'EN',
      device: 'MOBILE',
      key: 'zz-hostile',
      title: 'Hostile',
      sortOrder: 999,
      content:
        '<h3 onclick="x()">Q</h3><p>A<script>alert(1)</script><img src=x onerror=alert(2)></p>' +
        '<a href="javascript:alert(3)">bad</a><a href="mailto:suporte@sortegrande.example">mail</a>' +
        '<iframe src="https://evil.example"></iframe><style>*{display:none}</style>',
    });
    const help = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=MOBILE' });
    const sections = help.json().value.sections as Array<{ key: string; content: string }>;
    expect(sections.find((section) => section.key === 'zz-hostile')?.content).toBe(
      '<h3>Q</h3><p>A</p>bad<a href="mailto:suporte@sortegrande.example">mail</a>',
    );
    // The seeded content keeps its headings, paragraphs and links through the same cleaning.
    const terms = sections.find((section) => section.key === 'term')?.content ?? '';
    expect(terms).toMatch(/^<h3>1\. /);
  });
});

describe('system status under deployment overrides', () => {
  it('shows maintenance when forced, and maintenance wins over a blocked region', async () => {
    const t = await buildTestApp({ MAINTENANCE_FORCE: '1', REGION_COUNTRY_OVERRIDE: 'US' });
    try {
      const value = await status(t);
      expect(value.status).toBe(1);
      expect(value.regionRestriction.restricted).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('blocks a visitor whose country is in the blocked list', async () => {
    const t = await buildTestApp({ REGION_COUNTRY_OVERRIDE: 'us' });
    try {
      const value = await status(t);
      expect(value.status).toBe(2);
      expect(value.location.countryCode).toBe('US');
      const logout = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout' });
      expect(logout.json()).toMatchObject({ errorCode: 'region-restricted' });
      expect(logout.statusCode).toBe(451);
    } finally {
      await t.close();
    }
  });
});
