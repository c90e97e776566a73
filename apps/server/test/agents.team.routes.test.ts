import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorMessage } from '@platform/contracts';
import { depositOrder, member, memberLoginIp, paymentChannel } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { newReferralCode } from '../src/modules/accounts/registration-service.js';
import { countMembers, cpfFrom, lastCodeTo, patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

const PASSWORD = 'Equipe2026';

/**
 * Two sibling trees under no common agent, and a grand-child agent:
 *   alfa (1) ─┬─ alfaMember (0)
 *             └─ alfaSub (2) ── alfaGrand (0)
 *   beta (1) ─── betaMember (0)
 * (the last test adds a grand-child agent under alfaSub, with a member of its own).
 * Every agent must see its own tree only, whatever id or name it sends.
 */
describe('agent centre team: tree-scoped downlines, registerCenter and invitations', () => {
  let t: TestApp;
  const id: Record<string, string> = {};
  const account: Record<string, string> = {};
  const token: Record<string, string> = {};

  beforeAll(async () => {
    // The downline transfer exists in the OPEN profile only (BR refuses it: jurisdiction.routes.test.ts).
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' });
    const db = t.database.handle.db;
    const hashes = { login: await hashPassword(PASSWORD), payment: await hashPassword('246810') };
    const suffix = randomUUID().slice(0, 6);
    const add = async (name: string, type: number, parent: string | null, mobile: string) => {
      const [row] = await db
        .insert(member)
        .values({
          account: `${name.toLowerCase()}${suffix}`,
          nickname: name,
          type,
          mobile,
          passwordHash: hashes.login,
          paymentPasswordHash: hashes.payment,
          referralCode: type > 0 ? newReferralCode() : null,
          parentId: parent ? id[parent]! : null,
        })
        .returning();
      id[name] = row!.id;
      account[name] = row!.account;
      // Their logins from this machine need no second factor (as the demo accounts').
      await db.insert(memberLoginIp).values({ memberId: row!.id, ip: '127.0.0.1', verified: true });
    };
    await add('alfa', 1, null, '5511911110001');
    await add('alfaMember', 0, 'alfa', '5511911110002');
    await add('alfaSub', 2, 'alfa', '5511911110003');
    await add('alfaGrand', 0, 'alfaSub', '5511911110004');
    await add('beta', 1, null, '5511922220001');
    await add('betaMember', 0, 'beta', '5511922220002');
    for (const name of ['alfa', 'alfaSub', 'beta']) {
      token[name] = await loginAs(t.app, account[name]!, PASSWORD, { portal: 'agent' });
    }
    token.alfaMember = await loginAs(t.app, account.alfaMember!, PASSWORD);
    for (const name of ['alfa', 'beta']) await fundMember(db, id[name]!, 50_000, 'ADJUSTMENT');
  });
  afterAll(() => t.close());

  const get = (who: string, url: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token[who]!, language } });
  const listOf = async (who: string, query: string) => {
    const response = await get(who, `/wps/agent/downlines?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().value as { list: Array<{ account: string; level: number }>; total: number };
  };
  const create = (who: string, body: Record<string, unknown>, language = 'EN') =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/downline',
      body: { password: 'Novo2026x', confirmPassword: 'Novo2026x', ageConfirmed: true, ...body },
      headers: { authorization: token[who]!, language },
    });
  const balanceOf = (memberId: string) => testWallet(t.database.handle.db).balanceOf(memberId);

  it('lists direct and all-level downlines with their level, only within the asking agent’s tree', async () => {
    const direct = await listOf('alfa', 'scope=direct');
    expect(direct.list.map((row) => row.account).sort()).toEqual(
      [account.alfaMember, account.alfaSub].sort(),
    );
    const all = await listOf('alfa', 'scope=all');
    expect(all.total).toBe(3);
    expect(all.list.find((row) => row.account === account.alfaGrand)).toMatchObject({ level: 2 });
    expect((await listOf('alfaSub', 'scope=all')).list.map((row) => row.account)).toEqual([
      account.alfaGrand,
    ]);
    expect((await listOf('beta', 'scope=all')).list.map((row) => row.account)).toEqual([account.betaMember]);
  });

  it('counts the whole team in the summary', async () => {
    const summary = await get('alfa', '/wps/agent/team/summary');
    expect(summary.json().value).toMatchObject({ teamSize: 3, directCount: 2, subAgentCount: 1 });
    expect((await get('beta', '/wps/agent/team/summary')).json().value).toMatchObject({ teamSize: 1 });
  });

  it('searches by account or mobile within the tree only', async () => {
    const byName = await listOf(
      'alfa',
      `scope=all&search=${encodeURIComponent(account.alfaGrand!.toUpperCase())}`,
    );
    expect(byName.list.map((row) => row.account)).toEqual([account.alfaGrand]);
    expect((await listOf('alfa', 'scope=all&search=911110004')).list.map((row) => row.account)).toEqual([
      account.alfaGrand,
    ]);
    expect((await listOf('alfa', `scope=all&search=${account.betaMember}`)).total).toBe(0);
    expect((await listOf('alfa', 'scope=all&search=922220002')).total).toBe(0);
    expect((await listOf('alfa', 'scope=all&search=%25')).total).toBe(0);
    // A phone number typed with separators finds the mobile; digits inside a name do not.
    expect((await listOf('alfa', 'scope=all&search=91111-0004')).total).toBe(1);
    expect((await listOf('beta', 'scope=all&search=convite2222')).total).toBe(0);
  });

  it('opens a downline’s detail with its money figures', async () => {
    await fundMember(t.database.handle.db, id.alfaGrand!, 1_234, 'ADJUSTMENT');
    const detail = await get('alfa', `/wps/agent/downline?memberId=${id.alfaGrand}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().value).toMatchObject({
      account: account.alfaGrand,
      level: 2,
      upline: account.alfaSub,
      balance: 1_234,
      depositTotal: 0,
      withdrawalTotal: 0,
      mobile: expect.not.stringContaining('911110004'),
    });
  });

  it('refuses every id from outside the tree, translated, and changes nothing', async () => {
    const outsiders: Array<[string, string]> = [
      ['alfa', 'betaMember'],
      ['alfa', 'beta'],
      ['alfa', 'alfa'],
      ['beta', 'alfaMember'],
      ['beta', 'alfaGrand'],
      ['alfaSub', 'alfa'],
      ['alfaSub', 'alfaMember'],
    ];
    for (const [who, target] of outsiders) {
      for (const language of ['PT', 'EN', 'CN'] as const) {
        const response = await get(who, `/wps/agent/downline?memberId=${id[target]}`, language);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          errorCode: 'not-in-downline',
          message: errorMessage('not-in-downline', language),
        });
      }
    }
    const before = { alfa: await balanceOf(id.alfa!), betaMember: await balanceOf(id.betaMember!) };
    const transfer = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: {
        requestId: randomUUID(),
        amount: 1_000,
        paymentPassword: '246810',
        account: account.betaMember,
      },
      headers: { authorization: token.alfa!, language: 'PT' },
    });
    expect(transfer.json()).toMatchObject({
      errorCode: 'not-in-downline',
      message: errorMessage('not-in-downline', 'PT'),
    });
    // The sub-agent cannot send to its own upline's other members either.
    const sideways = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: {
        requestId: randomUUID(),
        amount: 1_000,
        paymentPassword: '246810',
        account: account.alfaMember,
      },
      headers: { authorization: token.alfaSub! },
    });
    expect(sideways.json().errorCode).toBe('not-in-downline');
    expect({ alfa: await balanceOf(id.alfa!), betaMember: await balanceOf(id.betaMember!) }).toEqual(before);
  });

  it('transfers to a grand-child through the tree check', async () => {
    const before = await balanceOf(id.alfaGrand!);
    const transfer = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: { requestId: randomUUID(), amount: 500, paymentPassword: '246810', account: account.alfaGrand },
      headers: { authorization: token.alfa! },
    });
    expect(transfer.json()).toMatchObject({ success: true, value: { counterpart: account.alfaGrand } });
    expect(await balanceOf(id.alfaGrand!)).toBe(before + 500);
  });

  it('refuses a bad id with a field message, and non-agents outright', async () => {
    const bad = await get('alfa', '/wps/agent/downline?memberId=nao-e-um-id', 'PT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation-failed' });
    expect(bad.json().value.fields[0]).toMatchObject({ field: 'memberId' });
    for (const url of [
      '/wps/agent/downlines',
      `/wps/agent/downline?memberId=${id.alfaGrand}`,
      '/wps/agent/policy',
    ]) {
      const refused = await get('alfaMember', url);
      expect(refused.json().errorCode).toBe('agents-only');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/agent/downlines' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers each agent its policy', async () => {
    expect((await get('alfa', '/wps/agent/policy')).json().value).toMatchObject({
      agentType: 1,
      agentLevel: 1,
      policyEnabled: true,
      subAgentTypes: [2, 41, 42],
    });
    expect((await get('alfaSub', '/wps/agent/policy')).json().value).toMatchObject({
      agentType: 2,
      agentLevel: 2,
      subAgentTypes: [2],
      contractTypes: ['dividend', 'dailySalary'],
    });
  });

  it('registers a member and a sub-agent directly under the agent; the other tree never sees them', async () => {
    const name = `direto${randomUUID().slice(0, 6)}`;
    const made = await create('alfa', { username: name });
    expect(made.json()).toMatchObject({ success: true, value: { account: name, type: 0 } });
    const sub = `subagente${randomUUID().slice(0, 4)}`;
    const agentMade = await create('alfa', { username: sub, kind: 'AGENT', agentType: 41 });
    expect(agentMade.json().value).toMatchObject({ account: sub, type: 41 });
    expect((await listOf('alfa', 'scope=direct')).list.map((row) => row.account)).toEqual(
      expect.arrayContaining([name, sub]),
    );
    expect((await listOf('beta', `scope=all&search=${name}`)).total).toBe(0);
    const detail = await get('beta', `/wps/agent/downline?memberId=${made.json().value.id}`);
    expect(detail.json().errorCode).toBe('not-in-downline');
    // The new member logs in with the password the agent gave.
    expect(await loginAs(t.app, name, 'Novo2026x')).toEqual(expect.any(String));
  });

  it('refuses what the policy does not allow, bad input and duplicates, creating nothing', async () => {
    const db = t.database.handle.db;
    const before = await countMembers(db);
    const notAllowed = await create(
      'alfaSub',
      { username: `x${randomUUID().slice(0, 6)}`, kind: 'AGENT', agentType: 41 },
      'PT',
    );
    expect(notAllowed.json()).toMatchObject({
      errorCode: 'sub-agent-not-allowed',
      message: errorMessage('sub-agent-not-allowed', 'PT'),
    });
    expect(
      (await create('alfa', { username: `y${randomUUID().slice(0, 6)}`, kind: 'AGENT' })).json().errorCode,
    ).toBe('sub-agent-not-allowed');
    const mismatch = await create('alfa', {
      username: `z${randomUUID().slice(0, 6)}`,
      confirmPassword: 'Outra2026',
    });
    expect(mismatch.json().errorCode).toBe('validation-failed');
    expect(mismatch.json().value.fields.map((field: { field: string }) => field.field)).toEqual([
      'confirmPassword',
    ]);
    const noAge = await create('alfa', { username: `w${randomUUID().slice(0, 6)}`, ageConfirmed: false });
    expect(noAge.json().value.fields.map((field: { field: string }) => field.field)).toEqual([
      'ageConfirmed',
    ]);
    expect((await create('alfa', { username: account.betaMember })).json().errorCode).toBe(
      'duplicate-username',
    );
    expect((await create('alfaMember', { username: `v${randomUUID().slice(0, 6)}` })).json().errorCode).toBe(
      'agents-only',
    );
    await patchSetting(db, 'whitelabel', { AGENTPOLICY3: false });
    try {
      const off = await create('alfa', {
        username: `u${randomUUID().slice(0, 6)}`,
        kind: 'AGENT',
        agentType: 2,
      });
      expect(off.json().errorCode).toBe('sub-agent-not-allowed');
      expect((await get('alfa', '/wps/agent/policy')).json().value).toMatchObject({
        policyEnabled: false,
        subAgentTypes: [],
        contractTypes: [],
      });
    } finally {
      await patchSetting(db, 'whitelabel', { AGENTPOLICY3: true });
    }
    expect(await countMembers(db)).toBe(before);
  });

  it('keeps labelled invitation links with QR codes, and counts registrations and first deposits per link', async () => {
    const db = t.database.handle.db;
    const created = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/invitations',
      payload: { label: 'Instagram' },
      headers: { authorization: token.alfa! },
    });
    expect(created.statusCode).toBe(200);
    const list = created.json().value.list as Array<{
      code: string;
      label: string;
      isDefault: boolean;
      link: string;
      qr: string;
      registrations: number;
      firstDeposits: number;
    }>;
    expect(list[0]).toMatchObject({ isDefault: true });
    const link = list.find((entry) => entry.label === 'Instagram')!;
    expect(link.code).toMatch(/^[A-Z2-9]{10}$/u);
    expect(link.link).toContain(`/register?referralCode=${link.code}`);
    expect(link.qr).toMatch(/^data:image\/svg\+xml;base64,/u);
    expect(Buffer.from(link.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(link).toMatchObject({ registrations: 0, firstDeposits: 0 });

    // The link's code is an affiliate code the registration form checks, then registers with.
    const check = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${link.code}&domain=x`,
    });
    expect(check.json().value).toEqual({ code: link.code, kind: 'AGENT' });
    const username = `convite${randomUUID().slice(0, 5)}`;
    const mobileNum = `1197${String(Date.now()).slice(-7)}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
    });
    const registered = await sendEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      body: {
        username,
        password: 'Senha2026',
        confirmPassword: 'Senha2026',
        payeeName: 'Carla Souza Lima',
        idNumber: cpfFrom(String(Date.now()).slice(-9)),
        email: `${username}@example.com`,
        mobileNum,
        verificationCode: await lastCodeTo(db, `55${mobileNum}`),
        referralCode: link.code,
        ageConfirmed: true,
        riskAcknowledged: true,
      },
    });
    expect(registered.json()).toMatchObject({ success: true });
    const [newcomer] = await db.select().from(member).where(eq(member.account, username));
    expect(newcomer).toMatchObject({ parentId: id.alfa });
    expect((await listOf('alfa', `scope=direct&search=${username}`)).total).toBe(1);
    expect((await listOf('beta', `scope=all&search=${username}`)).total).toBe(0);

    const [channel] = await db.select().from(paymentChannel).limit(1);
    await db.insert(depositOrder).values({
      id: randomUUID(),
      memberId: newcomer!.id,
      requestId: randomUUID(),
      reference: `T${Date.now()}`,
      channelId: channel!.id,
      amount: 5_000,
      fee: 0,
      status: 'PAID',
      expectedCpf: newcomer!.idNumber!,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const after = (await get('alfa', '/wps/agent/invitations')).json().value.list as typeof list;
    expect(after.find((entry) => entry.code === link.code)).toMatchObject({
      registrations: 1,
      firstDeposits: 1,
    });
    const detail = (await get('alfa', `/wps/agent/downline?memberId=${newcomer!.id}`)).json().value;
    expect(detail).toMatchObject({ invitationLabel: 'Instagram', depositTotal: 5_000, depositCount: 1 });
    // Beta's list holds its own default code only.
    const betaList = (await get('beta', '/wps/agent/invitations')).json().value.list as typeof list;
    expect(betaList.map((entry) => entry.code)).not.toContain(link.code);
  });

  it('refuses an invitation label that is empty, and links beyond the limit', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/invitations',
      payload: { label: '   ' },
      headers: { authorization: token.beta!, language: 'PT' },
    });
    expect(empty.json()).toMatchObject({ errorCode: 'validation-failed' });
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/agent/invitations',
          payload: { label: `Canal ${index}` },
          headers: { authorization: token.beta! },
        }),
      ),
    );
    const refused = results.filter((response) => response.json().errorCode === 'invitation-limit-reached');
    expect(refused.length).toBe(4);
    const list = (await get('beta', '/wps/agent/invitations')).json().value.list as unknown[];
    expect(list.length).toBe(21);
  });

  it('a grand-child agent sees its own team only, and both agents above it see that team at its depth', async () => {
    // alfaSub (2) registers an agent of its own type, which registers a member:
    //   alfa ── alfaSub ── grandAgent ── grandMember
    const suffix = randomUUID().slice(0, 5);
    const grandAgent = `neto${suffix}`;
    const grandMember = `bisneto${suffix}`;
    const made = await create('alfaSub', { username: grandAgent, kind: 'AGENT', agentType: 2 });
    expect(made.json().value).toMatchObject({ account: grandAgent, type: 2 });
    token.grandAgent = await loginAs(t.app, grandAgent, 'Novo2026x', { portal: 'agent' });
    const madeMember = await create('grandAgent', { username: grandMember });
    expect(madeMember.json().value).toMatchObject({ account: grandMember, type: 0 });
    id.grandAgent = made.json().value.id;
    id.grandMember = madeMember.json().value.id;
    account.grandAgent = grandAgent;
    account.grandMember = grandMember;

    expect((await get('grandAgent', '/wps/agent/policy')).json().value).toMatchObject({
      agentType: 2,
      agentLevel: 3,
    });
    const own = await listOf('grandAgent', 'scope=all');
    expect(own.list.map((row) => [row.account, row.level])).toEqual([[grandMember, 1]]);
    expect((await get('grandAgent', '/wps/agent/team/summary')).json().value).toMatchObject({
      teamSize: 1,
      directCount: 1,
      subAgentCount: 0,
    });
    // Its uplines find the new team below them, each at its own depth.
    const levelIn = async (who: string, name: string) =>
      (await listOf(who, `scope=all&search=${name}`)).list
        .filter((row) => row.account === name)
        .map((row) => row.level);
    expect(await levelIn('alfa', grandMember)).toEqual([3]);
    expect(await levelIn('alfaSub', grandMember)).toEqual([2]);
    expect(await levelIn('alfaSub', grandAgent)).toEqual([1]);
    expect((await get('alfa', `/wps/agent/downline?memberId=${id.grandMember}`)).json().value).toMatchObject({
      account: grandMember,
      level: 3,
      upline: grandAgent,
    });
    // The sibling tree sees none of it.
    expect((await listOf('beta', `scope=all&search=${suffix}`)).total).toBe(0);
    expect((await get('beta', `/wps/agent/downline?memberId=${id.grandMember}`)).json().errorCode).toBe(
      'not-in-downline',
    );

    // Nothing above it or beside it is the grand-child agent's: not its upline, not its upline's
    // other members, not the top agent, not the other tree.
    for (const target of ['alfaSub', 'alfaGrand', 'alfa', 'alfaMember', 'beta', 'betaMember']) {
      const response = await get('grandAgent', `/wps/agent/downline?memberId=${id[target]}`, 'CN');
      expect(response.json(), target).toMatchObject({
        errorCode: 'not-in-downline',
        message: errorMessage('not-in-downline', 'CN'),
      });
      expect(
        (await listOf('grandAgent', `scope=all&search=${encodeURIComponent(account[target]!)}`)).total,
        target,
      ).toBe(0);
    }
    // With money and a payment password, so only the tree can refuse the transfer.
    await t.database.handle.db
      .update(member)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(member.id, id.grandAgent!));
    await fundMember(t.database.handle.db, id.grandAgent!, 5_000, 'ADJUSTMENT');
    const before = await balanceOf(id.alfaGrand!);
    const sideways = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: { requestId: randomUUID(), amount: 100, paymentPassword: '246810', account: account.alfaGrand },
      headers: { authorization: token.grandAgent! },
    });
    expect(sideways.json().errorCode).toBe('not-in-downline');
    expect(await balanceOf(id.alfaGrand!)).toBe(before);
    // Its own member is in reach.
    const down = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body: { requestId: randomUUID(), amount: 100, paymentPassword: '246810', account: grandMember },
      headers: { authorization: token.grandAgent! },
    });
    expect(down.json()).toMatchObject({ success: true, value: { counterpart: grandMember } });
  });
});
