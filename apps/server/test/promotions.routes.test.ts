import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../src/tables.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { dataUrlOf, jpegOf, pngOf } from './helpers/images.js';
import { memberIdOf } from './helpers/money.js';
import { applicationsOf, bonusEntriesOf, savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';

const DAY_MS = 86_400_000;
const PNG = { name: 'recibo.png', dataUrl: dataUrlOf('image/png', pngOf(4, 4)) };
const JPEG = { name: 'recibo.jpg', dataUrl: dataUrlOf('image/jpeg', jpegOf(4, 4)) };

describe('promotions: configuration, applications, claims and decisions', () => {
  let t: TestApp;
  let member: string;
  let operator: string;
  let memberId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    // The profile comes from the stored setting, so a test can switch it as an operator would.
    t = await buildTestApp();
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    member = await loginAs(t.app, 'jogador1');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    memberId = await memberIdOf(db(), 'jogador1');
  });
  afterEach(async () => {
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const headers = (auth?: string, language = 'PT') => ({
    ...(auth ? { authorization: auth } : {}),
    language,
  });
  const get = (url: string, auth?: string, language?: string) =>
    t.app.inject({ method: 'GET', url, headers: headers(auth, language) });
  const post = (url: string, payload: object, auth: string | undefined = member) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers(auth) });
  const list = async (auth?: string) =>
    (await get('/wps/promotions', auth)).json().value.list as Array<{
      id: string;
      status: string;
      rejectReason: string | null;
    }>;
  const statusOf = async (id: string, auth = member) =>
    (await list(auth)).find((item) => item.id === id)?.status;
  const balance = async (auth = member) =>
    (await get('/wps/v2/wallets/balance', auth)).json().value.balance as number;
  const apply = (id: string, body: object = {}, auth = member) =>
    post('/wps/promotions/apply', { id, remark: 'Meu primeiro depósito', ...body }, auth);
  const applicationIdOf = async (promotionId: string) =>
    (await applicationsOf(db(), promotionId, memberId))[0]!.id;

  it('lists a saved promotion to visitors and members, in their language, with sanitised terms', async () => {
    const id = await savePromotion(t.app, operator, {
      texts: {
        'pt-BR': {
          title: 'Bônus',
          summary: 'Resumo',
          terms: '<p onclick="x()">Regras<script>alert(1)</script></p>',
        },
        en: { title: 'Bonus', summary: 'Summary', terms: '<p>Rules</p>' },
        zh: { title: '奖金', summary: '摘要', terms: '<p>规则</p>' },
      },
    });
    expect(await statusOf(id, undefined)).toBe('JOIN');
    expect(await statusOf(id)).toBe('JOIN');
    const detail = (await get(`/wps/promotions/detail?id=${id}`, member)).json().value;
    expect(detail).toMatchObject({
      title: 'Bônus',
      remarkMax: 140,
      proofMaxImages: 3,
      proofMaxBytes: 5 * 1024 * 1024,
    });
    expect(detail.terms).toContain('Regras');
    expect(detail.terms).not.toMatch(/script|onclick/u);
    expect((await get(`/wps/promotions/detail?id=${id}`, undefined, 'EN')).json().value.title).toBe('Bonus');
    expect((await get(`/wps/promotions/detail?id=${id}`, undefined, 'CN')).json().value.title).toBe('奖金');
  });

  it('takes an application with a remark and proofs once; the approval pays the bonus once', async () => {
    const id = await savePromotion(t.app, operator, { rewardAmount: 3_000 });
    const before = await balance();
    const applied = await apply(id, { proofs: [PNG, JPEG] });
    expect(applied.json()).toMatchObject({ success: true, value: { status: 'APPLYING' } });
    expect((await apply(id)).json().errorCode).toBe('promotion-already-joined');
    expect(await statusOf(id)).toBe('APPLYING');

    const applying = (await get('/ops/promotions/applications?status=APPLYING&pageSize=100', operator)).json()
      .value;
    const mine = applying.list.find((item: { promotionId: string }) => item.promotionId === id);
    expect(mine).toMatchObject({
      account: 'jogador1',
      proofCount: 2,
      remark: 'Meu primeiro depósito',
      rewardAmount: 3_000,
    });
    const proof = (await get(`/ops/promotions/applications/proof?id=${mine.id}&index=1`, operator)).json()
      .value;
    expect(proof).toEqual({ contentType: 'image/jpeg', dataUrl: JPEG.dataUrl });

    const approved = await post('/ops/promotions/applications/approve', { id: mine.id }, operator);
    expect(approved.json()).toMatchObject({
      success: true,
      value: { status: 'ISSUED', decidedBy: 'operador' },
    });
    expect(await balance()).toBe(before + 3_000);
    expect(await bonusEntriesOf(db(), mine.id)).toBe(1);
    expect(await statusOf(id)).toBe('ISSUED');

    const again = await post('/ops/promotions/applications/approve', { id: mine.id }, operator);
    expect(again.json().errorCode).toBe('promotion-application-state-changed');
    const rejectLate = await post(
      '/ops/promotions/applications/reject',
      { id: mine.id, reason: 'x' },
      operator,
    );
    expect(rejectLate.json().errorCode).toBe('promotion-application-state-changed');
    expect(await balance()).toBe(before + 3_000);

    const actions = (await db().select().from(auditEvent))
      .filter((event) => (event.detail as { applicationId?: string }).applicationId === mine.id)
      .map((event) => `${event.action}:${event.result}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'promotion.apply:ok',
        'promotion.approve:ok',
        'promotion.payout:ok',
        'promotion.approve:refused',
      ]),
    );
  });

  it('rejects with a reason the member sees, paying nothing', async () => {
    const id = await savePromotion(t.app, operator);
    const before = await balance();
    await apply(id);
    const applicationId = await applicationIdOf(id);
    const rejected = await post(
      '/ops/promotions/applications/reject',
      { id: applicationId, reason: 'Sem comprovante' },
      operator,
    );
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', rejectReason: 'Sem comprovante' });
    expect((await list(member)).find((item) => item.id === id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Sem comprovante',
    });
    const approveLate = await post('/ops/promotions/applications/approve', { id: applicationId }, operator);
    expect(approveLate.json().errorCode).toBe('promotion-application-state-changed');
    expect(
      (await post('/ops/promotions/applications/reject', { id: applicationId, reason: '' }, operator)).json()
        .errorCode,
    ).toBe('validation-failed');
    expect(await balance()).toBe(before);
    expect(await bonusEntriesOf(db(), applicationId)).toBe(0);
  });

  it('refuses a bad application with a clear message, changing nothing', async () => {
    const id = await savePromotion(t.app, operator);
    const refusals: Array<[string, object, string]> = [
      ['a remark of 141 characters', { remark: 'x'.repeat(141) }, 'validation-failed'],
      ['four images', { proofs: [PNG, PNG, JPEG, JPEG] }, 'validation-failed'],
      [
        'a gif',
        {
          proofs: [
            {
              name: 'a.gif',
              dataUrl: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`,
            },
          ],
        },
        'invalid-proof-image',
      ],
      [
        'a png labelled jpeg',
        { proofs: [{ name: 'a.jpg', dataUrl: dataUrlOf('image/jpeg', pngOf(4, 4)) }] },
        'invalid-proof-image',
      ],
      [
        'text labelled png',
        { proofs: [{ name: 'a.png', dataUrl: dataUrlOf('image/png', Buffer.from('not an image')) }] },
        'invalid-proof-image',
      ],
      [
        'a 6 MB file',
        {
          proofs: [
            {
              name: 'big.png',
              dataUrl: dataUrlOf('image/png', Buffer.concat([pngOf(4, 4), Buffer.alloc(6 * 1024 * 1024)])),
            },
          ],
        },
        'validation-failed',
      ],
    ];
    for (const [, body, code] of refusals) {
      const response = await apply(id, body);
      expect(response.json().errorCode).toBe(code);
      expect(response.json().message).toBeTruthy();
    }
    // Just over 5 MB once decoded, its data URL within the schema's length: the bytes decide.
    const png = pngOf(4, 4);
    const justOver = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    expect(
      (await apply(id, { proofs: [{ name: 'b.png', dataUrl: dataUrlOf('image/png', justOver) }] })).json()
        .errorCode,
    ).toBe('invalid-proof-image');
    expect(await applicationsOf(db(), id, memberId)).toEqual([]);
    expect(await statusOf(id)).toBe('JOIN');
  });

  it('refuses trial accounts, operators on member routes, members on operator routes, and anonymous calls', async () => {
    const id = await savePromotion(t.app, operator);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token;
    expect((await apply(id, {}, trial)).json().errorCode).toBe('in-need-true-account');
    expect((await post('/wps/promotions/claim', { id }, trial)).json().errorCode).toBe(
      'in-need-true-account',
    );
    expect((await apply(id, {}, operator)).json().errorCode).toBe('members-only');
    expect((await get('/ops/promotions/applications', member)).json().errorCode).toBe('operators-only');
    expect((await post('/ops/promotions', {}, member)).json().errorCode).toBe('operators-only');
    expect((await post('/wps/promotions/apply', { id })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/promotions/apply', payload: { id } })).json()
        .errorCode,
    ).toBe('unauthorized');
  });

  it('refuses a promotion outside its window and shows coming soon and close', async () => {
    const now = Date.now();
    const coming = await savePromotion(t.app, operator, {
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now + 2 * DAY_MS).toISOString(),
    });
    const ended = await savePromotion(t.app, operator, {
      startsAt: new Date(now - 3 * DAY_MS).toISOString(),
      endsAt: new Date(now - DAY_MS).toISOString(),
    });
    expect(await statusOf(coming)).toBe('COMING_SOON');
    expect(await statusOf(ended)).toBe('CLOSE');
    expect((await apply(coming)).json().errorCode).toBe('promotion-not-started');
    expect((await apply(ended)).json().errorCode).toBe('promotion-closed');
    const badWindow = await post(
      '/ops/promotions',
      {
        code: 'BAD',
        kind: 'ADVANCE_BONUS',
        entry: 'CLAIM',
        period: 'ONCE',
        rewardAmount: 1,
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now - 1).toISOString(),
        texts: {},
      },
      operator,
    );
    expect(badWindow.json().errorCode).toBe('validation-failed');
  });

  it('pays a claim at once, once a period, and keeps each promotion to its way of taking part', async () => {
    const claim = await savePromotion(t.app, operator, { entry: 'CLAIM', period: 'DAY', rewardAmount: 150 });
    const manual = await savePromotion(t.app, operator);
    const before = await balance();
    expect(await statusOf(claim)).toBe('CLAIM');
    const claimed = await post('/wps/promotions/claim', { id: claim });
    expect(claimed.json().value.status).toBe('CLAIMED');
    expect(await balance()).toBe(before + 150);
    expect((await post('/wps/promotions/claim', { id: claim })).json().errorCode).toBe(
      'promotion-already-joined',
    );
    expect(await balance()).toBe(before + 150);
    expect(await statusOf(claim)).toBe('CLAIMED');
    expect((await apply(claim)).json().errorCode).toBe('promotion-wrong-entry');
    expect((await post('/wps/promotions/claim', { id: manual })).json().errorCode).toBe(
      'promotion-wrong-entry',
    );
    const claimedRow = (await applicationsOf(db(), claim, memberId))[0]!;
    expect(await bonusEntriesOf(db(), claimedRow.id)).toBe(1);
  });

  it("shows and pays a targeted promotion only to the members it targets: a VIP level, agents' teams", async () => {
    // jogador1 is in agente1's team and holds the first VIP level (0).
    const team = await savePromotion(t.app, operator, { entry: 'CLAIM', agentLines: ['AGENTE1'] });
    const otherTeam = await savePromotion(t.app, operator, { entry: 'CLAIM', agentLines: ['agente9'] });
    const vip = await savePromotion(t.app, operator, { entry: 'CLAIM', minVipLevel: 3 });
    const listed = (await list(member)).map((item) => item.id);
    expect(listed).toContain(team);
    expect(listed).not.toContain(otherTeam);
    expect(listed).not.toContain(vip);
    // A visitor sees no targeted promotion: it would vanish at login for most of them.
    const seen = (await list(undefined)).map((item) => item.id);
    expect(seen).not.toContain(team);
    expect(seen).not.toContain(vip);

    const before = await balance();
    for (const id of [otherTeam, vip]) {
      const refused = await post('/wps/promotions/claim', { id });
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'promotion-not-eligible' });
      expect((await get(`/wps/promotions/detail?id=${id}`, member)).json().errorCode).toBe(
        'promotion-not-found',
      );
    }
    expect(await balance()).toBe(before);
    expect(await applicationsOf(db(), otherTeam, memberId)).toEqual([]);

    expect((await post('/wps/promotions/claim', { id: team })).json()).toMatchObject({
      success: true,
      value: { status: 'CLAIMED' },
    });
    expect(await balance()).toBe(before + 2_500);
    const saved = (await get('/ops/promotions', operator)).json().value.list as Array<{
      id: string;
      agentLines: string[];
      minVipLevel: number;
    }>;
    expect(saved.find((item) => item.id === team)?.agentLines).toEqual(['agente1']);
    expect(saved.find((item) => item.id === vip)?.minVipLevel).toBe(3);
  });

  it('hides and refuses every promotion of a kind the profile keeps off (BR), and pays nothing', async () => {
    const manual = await savePromotion(t.app, operator);
    const claim = await savePromotion(t.app, operator, { entry: 'CLAIM' });
    await apply(manual);
    const applicationId = await applicationIdOf(manual);
    const before = await balance();

    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    expect(await list(member)).toEqual([]);
    expect(await list()).toEqual([]);
    expect((await get(`/wps/promotions/detail?id=${manual}`, member)).json().errorCode).toBe(
      'promotion-not-found',
    );
    expect((await apply(manual)).json().errorCode).toBe('promotion-not-found');
    expect((await post('/wps/promotions/claim', { id: claim })).json().errorCode).toBe('promotion-not-found');
    const approve = await post('/ops/promotions/applications/approve', { id: applicationId }, operator);
    expect(approve.json().errorCode).toBe('feature-unavailable');
    const listed = (await get('/ops/promotions', operator)).json().value.list;
    expect(listed.find((item: { id: string }) => item.id === manual)).toMatchObject({ allowed: false });
    expect(await balance()).toBe(before);
    expect(await applicationsOf(db(), manual, memberId)).toEqual([{ id: applicationId, status: 'APPLYING' }]);
    expect(await applicationsOf(db(), claim, memberId)).toEqual([]);

    // Back under a profile that allows it, the same application is approved and paid.
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    expect(
      (await post('/ops/promotions/applications/approve', { id: applicationId }, operator)).json().value
        .status,
    ).toBe('ISSUED');
    expect(await balance()).toBe(before + 2_500);
  });

  it('answers unknown promotions and applications with a clear not-found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/wps/promotions/detail?id=${unknown}`)).json().errorCode).toBe('promotion-not-found');
    expect((await apply(unknown)).json().errorCode).toBe('promotion-not-found');
    expect(
      (await post('/ops/promotions/applications/approve', { id: unknown }, operator)).json().errorCode,
    ).toBe('promotion-application-not-found');
    expect(
      (await get(`/ops/promotions/applications/proof?id=${unknown}&index=0`, operator)).json().errorCode,
    ).toBe('promotion-application-not-found');
  });
});
