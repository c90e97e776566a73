import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { AnnouncementsResponse, ERROR_MESSAGES, OperatorAnnouncement } from '@platform/contracts';
import { announcement, auditEvent } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

const LIST = '/wps/relay/MCSFE_getListAnnouncements';
const DAY_MS = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('messaging operator routes: write, enable, end and delete announcements', () => {
  let t: TestApp;
  let operator: string;
  let member: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    member = await loginAs(t.app, 'jogador1');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token: string | undefined = operator, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(token ? { authorization: token } : {}), language },
    });
  const save = async (payload: object) => {
    const response = await post('/ops/announcements', payload);
    expect(response.json().errorCode, response.body).toBeNull();
    return OperatorAnnouncement.parse(response.json().value);
  };
  const published = async (body: object = {}) => {
    const response = await post(LIST, body, undefined);
    return AnnouncementsResponse.parse(response.json().value);
  };
  const audits = (action: string) => db().select().from(auditEvent).where(eq(auditEvent.action, action));

  it('creates a popup, notice, promotion and banner that the site serves at once', async () => {
    const popup = await save({
      key: 'ops-popup-members',
      type: 'PU',
      execution: 'A',
      title: { PT: 'Limites', EN: 'Limits', CN: '限额' },
      content: { PT: '<p>Defina <strong>limites</strong>.</p>' },
      promotionType: 'POINTS',
    });
    expect(popup).toMatchObject({ type: 'PU', execution: 'A', enabled: true, published: true, endsAt: null });
    const notice = await save({
      key: 'ops-notice-1',
      type: 'PL',
      title: { PT: 'Aviso do operador' },
      content: { PT: '<p>Texto</p>' },
    });
    const promotion = await save({ key: 'ops-promo-1', type: 'PR', title: { PT: 'Promoção' } });
    const banner = await save({
      key: 'ops-banner-1',
      type: 'B',
      groupName: 'w_popup1',
      title: { PT: 'Banner no popup' },
      linkage: '/help',
      linkageType: 'INTERNAL',
    });

    const forMembers = await published({ execution: 'A', language: 'EN' });
    expect(forMembers.popup.find((item) => item.id === popup.id)).toMatchObject({
      title: 'Limits',
      content: '<p>Defina <strong>limites</strong>.</p>',
      promotionType: 'POINTS',
    });
    expect(forMembers.player.some((item) => item.id === notice.id)).toBe(true);
    expect(forMembers.promotion.some((item) => item.id === promotion.id)).toBe(true);
    expect(forMembers.banners.find((item) => item.id === banner.id)).toMatchObject({
      groupName: 'w_popup1',
      linkage: '/help',
      linkageType: 'INTERNAL',
    });
    // A visitor's call (B) does not get the members' popup.
    expect((await published({ execution: 'B' })).popup.some((item) => item.id === popup.id)).toBe(false);

    const saved = await audits('announcement.save');
    expect(saved.map((row) => (row.detail.announcement as { key: string }).key)).toEqual(
      expect.arrayContaining(['ops-popup-members', 'ops-notice-1', 'ops-promo-1', 'ops-banner-1']),
    );
    expect(saved.every((row) => row.result === 'ok' && row.account === 'operador')).toBe(true);
  });

  it('serves each kind of banner link as written: a page, a game launch, an address outside the site', async () => {
    const links = [
      { key: 'ops-link-page', groupName: 'w_login', linkage: '/missions', linkageType: 'INTERNAL' },
      {
        key: 'ops-link-game',
        groupName: 'w_leftmenu',
        linkage: '/seamless?nodeId=100001',
        linkageType: 'INTERNAL',
      },
      {
        key: 'ops-link-out',
        groupName: 'w_register',
        linkage: 'https://example.com/rules',
        linkageType: 'EXTERNAL',
      },
      { key: 'ops-link-none', groupName: 'w_popup1', linkage: '', linkageType: 'NONE' },
    ] as const;
    const saved: OperatorAnnouncement[] = [];
    for (const link of links) saved.push(await save({ ...link, type: 'B', title: { PT: link.key } }));
    const { banners } = await published({ types: 'B' });
    for (const [index, link] of links.entries()) {
      expect(banners.find((item) => item.id === saved[index]!.id)).toMatchObject({
        groupName: link.groupName,
        linkage: link.linkage,
        linkageType: link.linkageType,
      });
    }
  });

  it('replaces the announcement with the same key, and stores content already sanitised', async () => {
    const first = await save({ key: 'ops-replace', type: 'PL', title: { PT: 'Primeiro' } });
    const second = await save({
      key: 'ops-replace',
      type: 'PL',
      title: { PT: 'Segundo', EN: '  ' },
      content: {
        PT: '<p onclick="x()">Oi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
        EN: '<img src=x onerror=alert(1)><p>Hi</p>',
      },
      sortOrder: 3,
    });
    expect(second.id).toBe(first.id);
    expect(second.title).toEqual({ PT: 'Segundo' });
    expect(second.content).toEqual({ PT: '<p>Oi link</p>', EN: '<p>Hi</p>' });
    const [stored] = await db().select().from(announcement).where(eq(announcement.key, 'ops-replace'));
    // Sanitised on write: the hostile markup never reaches the table.
    expect(stored!.content).toEqual({ PT: '<p>Oi link</p>', EN: '<p>Hi</p>' });
    expect(stored!.sortOrder).toBe(3);
  });

  it('sanitises on read a row written by SQL, in the operators list and the site call', async () => {
    await db()
      .insert(announcement)
      .values({
        key: 'sql-hostile',
        type: 'PL',
        title: { PT: 'Escrito por SQL' },
        content: { PT: '<p>ok</p><iframe src="https://evil.example"></iframe><svg onload=alert(1)>x</svg>' },
      });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/ops/announcements',
      headers: { authorization: operator },
    });
    const row = (listed.json().value.list as OperatorAnnouncement[]).find(
      (item) => item.key === 'sql-hostile',
    );
    expect(row?.content.PT).toBe('<p>ok</p>x');
    const site = await published({ types: 'PL', pageSize: 50 });
    expect(site.player.find((item) => item.title === 'Escrito por SQL')?.content).toBe('<p>ok</p>x');
  });

  it('hides and shows with enable, ends a started one now, deletes, and says which key is unknown', async () => {
    const item = await save({
      key: 'ops-lifecycle',
      type: 'PU',
      execution: 'B',
      title: { PT: 'Ciclo' },
      startsAt: iso(-DAY_MS),
    });
    const visible = async () =>
      (await published({ types: 'PU' })).popup.some((popup) => popup.id === item.id);
    expect(await visible()).toBe(true);

    const hidden = await post('/ops/announcements/enable', { key: 'ops-lifecycle', enabled: false });
    expect(hidden.json().value).toMatchObject({ enabled: false, published: false });
    expect(await visible()).toBe(false);
    await post('/ops/announcements/enable', { key: 'ops-lifecycle', enabled: true });
    expect(await visible()).toBe(true);

    const ended = await post('/ops/announcements/end', { key: 'ops-lifecycle' });
    expect(ended.json().value.published).toBe(false);
    expect(Date.parse(ended.json().value.endsAt)).toBeLessThanOrEqual(Date.now());
    expect(await visible()).toBe(false);

    // One that has not started cannot end before it opens: disable or delete it instead.
    await save({ key: 'ops-future', type: 'PL', title: { PT: 'Futuro' }, startsAt: iso(DAY_MS) });
    const early = await post('/ops/announcements/end', { key: 'ops-future' }, operator, 'PT');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'announcement-not-started',
      message: ERROR_MESSAGES.PT['announcement-not-started'],
    });

    const deleted = await post('/ops/announcements/delete', { key: 'ops-future' });
    expect(deleted.json().value.key).toBe('ops-future');
    expect(await db().select().from(announcement).where(eq(announcement.key, 'ops-future'))).toEqual([]);
    const [deletion] = await audits('announcement.delete');
    expect((deletion!.detail.announcement as { title: unknown }).title).toEqual({ PT: 'Futuro' });

    for (const url of ['/ops/announcements/enable', '/ops/announcements/end', '/ops/announcements/delete']) {
      const missing = await post(url, { key: 'no-such-key', enabled: true });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({
        errorCode: 'announcement-not-found',
        message: ERROR_MESSAGES.EN['announcement-not-found'],
      });
    }
    expect((await audits('announcement.enable')).some((row) => row.result === 'refused')).toBe(true);
    expect((await audits('announcement.end')).filter((row) => row.result === 'refused')).toHaveLength(2);
  });

  it('refuses what the site could not show with the translated validation envelope, and stores nothing', async () => {
    const cases: [string, object][] = [
      ['groupName', { key: 'bad-1', type: 'B', title: { PT: 'Sem grupo' } }],
      ['groupName', { key: 'bad-2', type: 'PL', groupName: 'w_home', title: { PT: 'Grupo' } }],
      ['execution', { key: 'bad-3', type: 'PU', title: { PT: 'Sem público' } }],
      ['execution', { key: 'bad-4', type: 'PL', execution: 'A', title: { PT: 'Público' } }],
      [
        'linkage',
        {
          key: 'bad-5',
          type: 'B',
          groupName: 'w_home',
          title: { PT: 'x' },
          linkage: '//evil.example',
          linkageType: 'INTERNAL',
        },
      ],
      [
        'linkage',
        {
          key: 'bad-6',
          type: 'B',
          groupName: 'w_home',
          title: { PT: 'x' },
          linkage: 'javascript:alert(1)',
          linkageType: 'EXTERNAL',
        },
      ],
      [
        'imageUrl',
        {
          key: 'bad-7',
          type: 'B',
          groupName: 'w_home',
          title: { PT: 'x' },
          imageUrl: 'data:image/png;base64,AA',
        },
      ],
      ['endsAt', { key: 'bad-8', type: 'PL', title: { PT: 'x' }, startsAt: iso(0), endsAt: iso(-DAY_MS) }],
      ['title.PT', { key: 'bad-9', type: 'PL', title: { PT: '   ' } }],
      ['key', { key: 'a b', type: 'PL', title: { PT: 'x' } }],
      ['type', { key: 'bad-10', type: 'H', title: { PT: 'x' } }],
    ];
    for (const [field, payload] of cases) {
      const response = await post('/ops/announcements', payload, operator, 'PT');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.errorCode).toBe('validation-failed');
      expect(body.message).toBe(ERROR_MESSAGES.PT['validation-failed']);
      expect(JSON.stringify(body), field).toContain(field.split('.')[0]);
    }
    expect(await db().select().from(announcement).where(like(announcement.key, 'bad-%'))).toEqual([]);
  });

  it('refuses members and anonymous callers on every operator route', async () => {
    const calls: [string, string, object | undefined][] = [
      ['GET', '/ops/announcements', undefined],
      ['POST', '/ops/announcements', { key: 'member-try', type: 'PL', title: { PT: 'x' } }],
      ['POST', '/ops/announcements/enable', { key: 'ops-notice-1', enabled: false }],
      ['POST', '/ops/announcements/end', { key: 'ops-notice-1' }],
      ['POST', '/ops/announcements/delete', { key: 'ops-notice-1' }],
    ];
    for (const [method, url, payload] of calls) {
      const asMember = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: member },
      });
      expect(asMember.json().errorCode, url).toBe('operators-only');
      const anonymous = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(anonymous.json().errorCode, url).toBe('unauthorized');
    }
    const [notice] = await db().select().from(announcement).where(eq(announcement.key, 'ops-notice-1'));
    expect(notice!.enabled).toBe(true);
    expect(await db().select().from(announcement).where(eq(announcement.key, 'member-try'))).toEqual([]);
  });
});
