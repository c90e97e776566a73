import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, inArray } from 'drizzle-orm';
import {
  AnnouncementsResponse,
  BANNER_GROUPS,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  leadsSomewhere,
} from '@platform/contracts';
import { announcement } from '../src/tables.js';
import { seedDemoAnnouncements } from '../src/modules/messaging/index.js';
import { createSystemRepository, createSystemService } from '../src/modules/system/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

const URL = '/wps/relay/MCSFE_getListAnnouncements';
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

type Rows = (typeof announcement.$inferInsert)[];

describe('messaging routes: announcements, banners, popups and banner artwork', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, payload: body as object, headers });
  const list = async (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await post(body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return AnnouncementsResponse.parse(response.json().value);
  };
  const allIds = (value: AnnouncementsResponse) =>
    [...value.banners, ...value.player, ...value.popup, ...value.promotion].map((item) => item.id);

  beforeAll(async () => {
    t = await buildTestApp();
    // Rows around the seeded ones: out of their window, disabled, another audience, unsafe HTML.
    const rows: Rows = [
      {
        key: 'test-banner-future',
        type: 'B',
        groupName: 'w_home',
        title: { PT: 'Banner futuro' },
        startsAt: daysFromNow(1),
      },
      {
        key: 'test-banner-expired',
        type: 'B',
        groupName: 'w_home',
        title: { PT: 'Banner expirado' },
        startsAt: daysFromNow(-10),
        endsAt: daysFromNow(-1),
      },
      {
        key: 'test-banner-disabled',
        type: 'B',
        groupName: 'w_home',
        title: { PT: 'Banner desligado' },
        enabled: false,
        startsAt: daysFromNow(-10),
      },
      {
        key: 'test-notice-future',
        type: 'PL',
        title: { PT: 'Aviso futuro' },
        startsAt: daysFromNow(2),
      },
      {
        key: 'test-notice-expired',
        type: 'PL',
        title: { PT: 'Aviso expirado' },
        startsAt: daysFromNow(-30),
        endsAt: daysFromNow(-0.5),
      },
      {
        key: 'test-notice-ending',
        type: 'PL',
        // Only Portuguese written: other languages fall back to it.
        title: { PT: 'Aviso que termina amanhã', EN: '' },
        content: { PT: '<p onclick="evil()">Até amanhã<script>alert(1)</script></p>' },
        startsAt: daysFromNow(-40),
        endsAt: daysFromNow(1),
      },
      {
        key: 'test-popup-first-login',
        type: 'PU',
        execution: 'F',
        title: { PT: 'Primeiro acesso', EN: 'First login', CN: '首次登录' },
        content: {
          PT: '<p>Olá <a href="javascript:alert(1)">clique</a> <a href="/member">perfil</a></p><img src=x onerror=alert(1)>',
        },
        startsAt: daysFromNow(-1),
      },
      {
        key: 'test-popup-expired',
        type: 'PU',
        execution: 'B',
        title: { PT: 'Popup expirado' },
        startsAt: daysFromNow(-10),
        endsAt: daysFromNow(-1),
      },
    ];
    const inserted = await t.database.handle.db
      .insert(announcement)
      .values(rows)
      .returning({ id: announcement.id, key: announcement.key });
    for (const row of inserted) ids[row.key] = row.id;
  });
  afterAll(() => t.close());

  it('fills every list by default, and only the lists `types` asks for', async () => {
    const all = await list({});
    expect(all.banners.length).toBeGreaterThanOrEqual(8);
    expect(all.player.length).toBeGreaterThan(0);
    expect(all.playerTotalPages).toBeGreaterThan(0);
    expect(all.popup.length).toBeGreaterThan(0);
    expect(all.promotion.length).toBe(2);
    // What the site's notice call sends (spec 7), help included.
    expect(allIds(await list({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' })).sort()).toEqual(
      allIds(all).sort(),
    );

    const only = async (types: string) => {
      const value = await list({ types });
      return {
        banners: value.banners.length > 0,
        player: value.player.length > 0,
        pages: value.playerTotalPages > 0,
        popup: value.popup.length > 0,
        promotion: value.promotion.length > 0,
      };
    };
    const none = { banners: false, player: false, pages: false, popup: false, promotion: false };
    expect(await only('B')).toEqual({ ...none, banners: true });
    expect(await only('PL')).toEqual({ ...none, player: true, pages: true });
    expect(await only('PU')).toEqual({ ...none, popup: true });
    expect(await only('PR')).toEqual({ ...none, promotion: true });
    expect(await only(' pl , pr ')).toEqual({ ...none, player: true, pages: true, promotion: true });
    expect(await only('H')).toEqual(none);
  });

  it('serves every banner place, home banners in their order, with site links', async () => {
    const { banners } = await list({ types: 'B' });
    const groups = banners.map((banner) => banner.groupName);
    for (const group of ['w_login', 'w_register', 'w_popup1', 'w_leftmenu']) {
      expect(groups.filter((name) => name === group)).toHaveLength(1);
    }
    // Every place has a banner the site shows: no link, or a page that works with no lobby listed.
    for (const group of BANNER_GROUPS) {
      const shown = banners.filter(
        (banner) =>
          banner.groupName === group && (banner.linkageType === 'NONE' || leadsSomewhere(banner.linkage, [])),
      );
      expect(shown.length, group).toBeGreaterThan(0);
    }
    const home = banners.filter((banner) => banner.groupName === 'w_home');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home.length).toBeLessThanOrEqual(4);
    expect(home[0]!.title).toBe('Bem-vindo à Sorte Grande: diversão com responsabilidade');
    for (const banner of banners) {
      expect(banner.url).toMatch(
        new RegExp(`^/TCG_PROD_IMAGES/BANNER/${banner.id}\\.svg\\?lang=PT&v=[A-Za-z0-9_-]{12}$`, 'u'),
      );
      expect(['INTERNAL', 'NONE']).toContain(banner.linkageType);
      if (banner.linkageType === 'INTERNAL') expect(banner.linkage).toMatch(/^\/(?!\/)/u);
    }
  });

  it('answers in the body language, else the Language header, else Portuguese', async () => {
    const titleOf = (value: AnnouncementsResponse) => value.promotion.find((item) => item.title)!.title;
    expect(titleOf(await list({ types: 'PR' }))).toBe('Mall de Pontos');
    expect(titleOf(await list({ types: 'PR' }, { language: 'CN' }))).toBe('积分商城');
    expect(titleOf(await list({ types: 'PR', language: 'EN' }))).toBe('Points Mall');
    // The body wins over the header.
    expect(titleOf(await list({ types: 'PR', language: 'EN' }, { language: 'CN' }))).toBe('Points Mall');
    expect(titleOf(await list({ types: 'PR', language: 'PT' }, { language: 'EN' }))).toBe('Mall de Pontos');

    // Banner artwork addresses carry the language too.
    const english = (await list({ types: 'B', language: 'EN' })).banners.find(
      (banner) => banner.groupName === 'w_home',
    )!;
    expect(english.url).toContain('lang=EN');
    expect(english.title).toBe('Welcome to Sorte Grande: play for fun, play responsibly');

    // A text written only in Portuguese stands in for the others.
    const notices = await list({ types: 'PL', language: 'EN', pageSize: 50 });
    expect(notices.player.find((item) => item.id === ids['test-notice-ending'])?.title).toBe(
      'Aviso que termina amanhã',
    );
  });

  it('serves only what is enabled and inside its publish window', async () => {
    const served = allIds(await list({ pageSize: 50 }));
    for (const key of [
      'test-banner-future',
      'test-banner-expired',
      'test-banner-disabled',
      'test-notice-future',
      'test-notice-expired',
      'test-popup-expired',
    ]) {
      expect(served, key).not.toContain(ids[key]);
    }
    expect(served).toContain(ids['test-notice-ending']);
  });

  it('picks popups by execution: B by default, A and F when asked', async () => {
    const visitor = await list({ types: 'PU' });
    expect(visitor.popup.length).toBe(1);
    expect(visitor.popup[0]).toMatchObject({
      execution: 'B',
      title: 'Bem-vindo à Sorte Grande',
      promotionType: null,
    });
    expect((await list({ types: 'PU', execution: 'B' })).popup).toEqual(visitor.popup);

    const member = await list({ types: 'PU', execution: 'A', language: 'EN' });
    expect(member.popup).toHaveLength(1);
    expect(member.popup[0]).toMatchObject({
      execution: 'A',
      title: 'New: the Points Mall',
      promotionType: 'POINTS',
    });

    const firstLogin = await list({ types: 'PU', execution: 'F' });
    expect(firstLogin.popup.map((popup) => popup.id)).toEqual([ids['test-popup-first-login']]);
  });

  it('serves popup and notice content sanitised to the small HTML subset', async () => {
    const visitor = await list({ types: 'PU' });
    expect(visitor.popup[0]!.content).toContain('<ul><li>');
    expect(visitor.popup[0]!.content).toContain('<strong>Proibido para menores de 18 anos.</strong>');

    const [popup] = (await list({ types: 'PU', execution: 'F' })).popup;
    expect(popup!.content).toBe('<p>Olá clique <a href="/member">perfil</a></p>');

    const notices = await list({ types: 'PL', pageSize: 50 });
    expect(notices.player.find((item) => item.id === ids['test-notice-ending'])?.content).toBe(
      '<p>Até amanhã</p>',
    );
  });

  it('pages player notices newest first', async () => {
    const everything = await list({ types: 'PL', pageSize: 50 });
    const total = everything.player.length;
    expect(total).toBeGreaterThanOrEqual(7);
    const timestamps = everything.player.map((item) => item.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
    expect(everything.player[0]!.title).toBe('Manutenção programada');

    // The default page size is the spec's 9.
    const first = await list({ types: 'PL' });
    expect(first.player).toHaveLength(Math.min(9, total));
    expect(first.playerTotalPages).toBe(Math.ceil(total / 9));

    const pages = Math.ceil(total / 3);
    const collected: string[] = [];
    for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
      const page = await list({ types: 'PL', pageNo, pageSize: 3 });
      expect(page.playerTotalPages).toBe(pages);
      collected.push(...page.player.map((item) => item.id));
    }
    expect(collected).toEqual(everything.player.map((item) => item.id));

    const beyond = await list({ types: 'PL', pageNo: pages + 1, pageSize: 3 });
    expect(beyond.player).toEqual([]);
    expect(beyond.playerTotalPages).toBe(pages);
  });

  it('refuses a bad execution, page size or type with the translated validation envelope', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ execution: 'X' }, 'execution'],
      [{ execution: 'a' }, 'execution'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 51 }, 'pageSize'],
      [{ pageSize: 'nine' }, 'pageSize'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ language: 'FR' }, 'language'],
      [{ types: 'B,XX' }, 'types'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body, { language: 'EN' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const envelope = response.json();
      expect(envelope).toMatchObject({
        success: false,
        errorCode: 'validation-failed',
        message: ERROR_MESSAGES.EN['validation-failed'],
      });
      expect(envelope.value.fields.map((issue: { field: string }) => issue.field)).toEqual([field]);
    }

    const portuguese = await post({ types: 'Z' }, { language: 'PT' });
    expect(portuguese.json().message).toBe(ERROR_MESSAGES.PT['validation-failed']);
    expect(portuguese.json().value.fields).toEqual([
      { field: 'types', messageKey: 'invalid_value', message: FIELD_MESSAGES.PT.invalid_value },
    ]);
    const chinese = await post({ execution: 'Z' }, { language: 'CN' });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().message).toBe(ERROR_MESSAGES.CN['validation-failed']);
  });

  it('prefixes banner artwork with an image CDN base picked from the setting', async () => {
    const settings = createSystemService({
      repository: createSystemRepository(t.database.handle.db),
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const bases = ['https://img1.sortegrande.example', 'https://img2.sortegrande.example'];
    await settings.updateSetting('imageCDNs', bases);
    try {
      const { banners } = await list({ types: 'B' });
      for (const banner of banners) {
        expect(
          bases.some((base) => banner.url.startsWith(`${base}/TCG_PROD_IMAGES/BANNER/${banner.id}.svg?`)),
        ).toBe(true);
      }
    } finally {
      await settings.updateSetting('imageCDNs', ['']);
    }
  });

  it('draws banner artwork as a cacheable SVG in the language of its address', async () => {
    const { banners } = await list({ types: 'B' });
    const home = banners.find((banner) => banner.groupName === 'w_home')!;
    const response = await t.app.inject({ method: 'GET', url: home.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/u);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toMatch(/^<svg /u);
    expect(response.body).toContain('<title>Bem-vindo à Sorte Grande: diversão com responsabilidade</title>');

    const english = await t.app.inject({
      method: 'GET',
      url: `/TCG_PROD_IMAGES/BANNER/${home.id}.svg?lang=EN`,
    });
    expect(english.body).toContain('<title>Welcome to Sorte Grande: play for fun, play responsibly</title>');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: `/TCG_PROD_IMAGES/BANNER/${home.id}.svg`,
      headers: { language: 'CN' },
    });
    expect(byHeader.body).toContain('<title>欢迎来到 Sorte Grande：快乐游戏，理性娱乐</title>');
  });

  it('answers unknown, malformed and unpublished artwork ids with the JSON 404 envelope', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', ids['test-banner-future'], ids['test-banner-disabled']]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/TCG_PROD_IMAGES/BANNER/${id}.svg`,
        headers: { language: 'EN' },
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/u);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'not-found',
        message: ERROR_MESSAGES.EN['not-found'],
        value: null,
      });
    }
  });

  it('seeds only what is missing', async () => {
    const db = t.database.handle.db;
    const demoKeys = (await db.select({ key: announcement.key }).from(announcement))
      .map((row) => row.key)
      .filter((key) => key.startsWith('demo-'));
    const [before] = await db.select({ n: count() }).from(announcement);
    await seedDemoAnnouncements(db);
    const [after] = await db.select({ n: count() }).from(announcement);
    expect(after!.n).toBe(before!.n);

    // A demo row removed by hand comes back; the others are left as they are.
    await db.delete(announcement).where(inArray(announcement.key, [demoKeys[0]!]));
    await seedDemoAnnouncements(db);
    const [restored] = await db.select({ n: count() }).from(announcement);
    expect(restored!.n).toBe(before!.n);
  });
});
