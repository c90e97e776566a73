import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CONTRACT_ACTIONS, errorMessage, type ContractTerms, type ContractType } from '@platform/contracts';
import { agentContract, agentContractEvent, auditEvent, member, memberLoginIp } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { newReferralCode } from '../src/modules/accounts/registration-service.js';
import { EXAMPLE_CONTRACTS } from '../src/modules/agents/contracts/worked-example.fixture.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

const PASSWORD = 'Contrato2026';
const ROUNDS = 25;

const daily = (rate: number): ContractTerms => ({
  type: 'DAILY_SALARY',
  dailySalary: { tiers: [{ betAmount: 10_000, activeMembers: 1, rate }] },
});

/**
 *   alfa (1, top) ─── alfaSub (2) ─┬─ alfaMember (0)
 *                  └─ alfaPlain (0)  └─ alfaSub2 (2) ── deep (0)
 *   beta (1, top) ─── betaMember (0)
 * alfa holds every contract type from the operator; everyone else starts with none.
 */
describe('agent contracts: relay calls, consolidated flags, races', () => {
  let t: TestApp;
  const id: Record<string, string> = {};
  const account: Record<string, string> = {};
  const token: Record<string, string> = {};

  const post = (who: string, url: string, body: unknown, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: token[who]!, language },
    });
  const relay = (who: string, type: ContractType, body: Record<string, unknown>, language = 'EN') =>
    post(who, `/wps/relay/${CONTRACT_ACTIONS[type]}`, body, language);
  const offer = (who: string, holder: string, terms: ContractTerms) =>
    relay(who, terms.type, { action: 'OFFER', requestId: randomUUID(), account: account[holder], terms });
  const act = (who: string, type: ContractType, contractId: string, action: string) =>
    relay(who, type, { contractId, action });
  const flagsOf = async (who: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: { authorization: token[who]! },
    });
    expect(response.statusCode).toBe(200);
    return response.json().value as Record<string, boolean>;
  };
  const db = () => t.database.handle.db;
  const contractsOf = (holder: string, type: ContractType) =>
    db()
      .select()
      .from(agentContract)
      .where(and(eq(agentContract.holderId, id[holder]!), eq(agentContract.type, type)));
  const eventsOf = (contractId: string) =>
    db()
      .select()
      .from(agentContractEvent)
      .where(eq(agentContractEvent.contractId, contractId))
      .orderBy(agentContractEvent.id);

  beforeAll(async () => {
    t = await buildTestApp();
    await patchSetting(db(), 'whitelabel', { AGENTPOLICY3: true });
    const hash = await hashPassword(PASSWORD);
    const suffix = randomUUID().slice(0, 6);
    const add = async (name: string, type: number, parent: string | null) => {
      const [row] = await db()
        .insert(member)
        .values({
          account: `${name.toLowerCase()}${suffix}`,
          nickname: name,
          type,
          passwordHash: hash,
          referralCode: type > 0 ? newReferralCode() : null,
          parentId: parent ? id[parent]! : null,
        })
        .returning();
      id[name] = row!.id;
      account[name] = row!.account;
      await db().insert(memberLoginIp).values({ memberId: row!.id, ip: '127.0.0.1', verified: true });
    };
    await add('alfa', 1, null);
    await add('alfaSub', 2, 'alfa');
    await add('alfaPlain', 0, 'alfa');
    await add('alfaMember', 0, 'alfaSub');
    await add('alfaSub2', 2, 'alfaSub');
    await add('deep', 0, 'alfaSub2');
    await add('beta', 1, null);
    await add('betaMember', 0, 'beta');
    for (const name of ['alfa', 'alfaSub', 'alfaSub2', 'beta']) {
      token[name] = await loginAs(t.app, account[name]!, PASSWORD, { portal: 'agent' });
    }
    for (const name of ['alfaPlain', 'alfaMember', 'deep', 'betaMember']) {
      token[name] = await loginAs(t.app, account[name]!, PASSWORD);
    }
    token.operador = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    // The operator starts alfa's chains: one contract of each type, accepted.
    for (const type of Object.keys(EXAMPLE_CONTRACTS) as ContractType[]) {
      const offered = await post('operador', '/ops/agent/contracts/offer', {
        requestId: randomUUID(),
        account: account.alfa,
        terms: EXAMPLE_CONTRACTS[type].A,
      });
      expect(offered.statusCode, offered.body).toBe(200);
      const accepted = await act('alfa', type, offered.json().value.contract.id, 'ACCEPT');
      expect(accepted.json().value.contract.status).toBe('ACTIVE');
    }
  }, 120_000);
  afterAll(() => t.close());

  it('offers to a direct downline, shows the flags, and accepts; every command audited', async () => {
    expect(await flagsOf('alfaSub')).toMatchObject({ divtypereq: false, enableCt: false });
    const offered = await offer('alfa', 'alfaSub', EXAMPLE_CONTRACTS.DIVIDEND.B);
    expect(offered.statusCode, offered.body).toBe(200);
    const contract = offered.json().value.contract;
    expect(contract).toMatchObject({
      type: 'DIVIDEND',
      status: 'OFFERED',
      holder: account.alfaSub,
      upline: account.alfa,
      activatedAt: null,
      endedAt: null,
    });
    expect(await flagsOf('alfaSub')).toMatchObject({ divtypereq: true, enableCt: false });
    // The upline sees it in its list; the holder may not withdraw, the upline may not accept.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/wps/member/contracts',
      headers: { authorization: token.alfa! },
    });
    const inList = (response: typeof listed) =>
      (response.json().value.contracts as Array<{ id: string; awaitsYou: boolean }>).find(
        (c) => c.id === contract.id,
      );
    expect(inList(listed)).toMatchObject({ awaitsYou: false });
    const holderList = await t.app.inject({
      method: 'GET',
      url: '/wps/member/contracts',
      headers: { authorization: token.alfaSub! },
    });
    expect(inList(holderList)).toMatchObject({ awaitsYou: true, status: 'OFFERED' });
    const wrongParty = await act('alfa', 'DIVIDEND', contract.id, 'ACCEPT');
    expect(wrongParty.statusCode).toBe(403);
    expect(wrongParty.json().errorCode).toBe('contract-party-not-allowed');
    // Another tree's agent finds nothing, and the relay of another type neither.
    expect((await act('beta', 'DIVIDEND', contract.id, 'REJECT')).json().errorCode).toBe(
      'contract-not-found',
    );
    expect((await act('alfaSub', 'DAILY_SALARY', contract.id, 'ACCEPT')).json().errorCode).toBe(
      'contract-not-found',
    );
    const accepted = await act('alfaSub', 'DIVIDEND', contract.id, 'ACCEPT');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value.contract.status).toBe('ACTIVE');
    // In force since the acceptance: the holder's list says so, still with no end.
    const since = accepted.json().value.contract.activatedAt as string;
    expect(Date.parse(since)).toBeGreaterThanOrEqual(Date.parse(contract.offeredAt));
    const afterAccept = await t.app.inject({
      method: 'GET',
      url: '/wps/member/contracts',
      headers: { authorization: token.alfaSub! },
    });
    expect(inList(afterAccept)).toMatchObject({ status: 'ACTIVE', activatedAt: since, endedAt: null });
    expect(await flagsOf('alfaSub')).toMatchObject({ divtypereq: false, enableCt: true });
    const audits = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.memberId, id.alfaSub!), inArray(auditEvent.action, ['contract.action'])));
    expect(audits.map((a) => [a.result, a.detail.errorCode ?? null]).sort()).toEqual([
      ['ok', null],
      ['refused', 'contract-not-found'],
    ]);
    const byUpline = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.memberId, id.alfa!), eq(auditEvent.action, 'contract.action')));
    expect(byUpline.map((a) => a.detail.errorCode)).toContain('contract-party-not-allowed');
    const offers = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.memberId, id.alfa!), eq(auditEvent.action, 'contract.offer')));
    expect(offers.some((a) => a.result === 'ok' && a.detail.holder === account.alfaSub)).toBe(true);
  });

  it('refuses what the rules refuse, translated, and changes nothing', async () => {
    // Above the upline's own rate.
    const above = await offer('alfa', 'alfaPlain', daily(200));
    expect(above.statusCode).toBe(400);
    expect(above.json().errorCode).toBe('contract-rate-above-upline');
    const inPortuguese = await relay(
      'alfa',
      'DAILY_SALARY',
      { action: 'OFFER', requestId: randomUUID(), account: account.alfaPlain, terms: daily(200) },
      'PT',
    );
    expect(inPortuguese.json().message).toBe(errorMessage('contract-rate-above-upline', 'PT'));
    // Not a direct downline; another tree; a type the agent's policy does not allow (agent 2: no hourly).
    expect((await offer('alfa', 'alfaMember', daily(50))).json().errorCode).toBe(
      'contract-direct-downline-only',
    );
    expect((await offer('alfa', 'betaMember', daily(50))).json().errorCode).toBe('not-in-downline');
    expect((await offer('alfaSub', 'alfaMember', EXAMPLE_CONTRACTS.HOURLY_SALARY.B)).json().errorCode).toBe(
      'contract-type-not-allowed',
    );
    // An upline with no contract of the type cannot offer it.
    expect((await offer('alfaSub', 'alfaMember', daily(50))).json().errorCode).toBe(
      'contract-upline-has-none',
    );
    // Terms of another type than the relay's.
    const mismatch = await relay('alfa', 'DIVIDEND', {
      action: 'OFFER',
      requestId: randomUUID(),
      account: account.alfaPlain,
      terms: daily(50),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await contractsOf('alfaPlain', 'DAILY_SALARY')).toEqual([]);
    // A member is not an agent: it offers nothing.
    expect((await offer('alfaMember', 'deep', daily(10))).json().errorCode).toBe('agents-only');
  });

  it('a retried offer (same requestId) is the same contract', async () => {
    const requestId = randomUUID();
    const body = { action: 'OFFER', requestId, account: account.alfaPlain, terms: daily(60) };
    const [first, second] = await Promise.all([
      relay('alfa', 'DAILY_SALARY', body),
      relay('alfa', 'DAILY_SALARY', body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().value.contract.id).toBe(second.json().value.contract.id);
    expect((await contractsOf('alfaPlain', 'DAILY_SALARY')).length).toBe(1);
    // The holder is told once, in its own language.
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/wps/member/messages',
      headers: { authorization: token.alfaPlain!, language: 'EN' },
    });
    const offers = inbox
      .json()
      .value.list.filter((message: { kind: string }) => message.kind === 'contract-offered');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      title: 'New contract offer',
      body: `Agent ${account.alfa} offered you a daily salary contract. See its terms and accept or reject it under Contracts.`,
    });
    const withdrawn = await act('alfa', 'DAILY_SALARY', first.json().value.contract.id, 'WITHDRAW');
    expect(withdrawn.json().value.contract.status).toBe('WITHDRAWN');
  });

  it('accept, reject, withdraw and terminate fired together: exactly one decision wins each time', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const offered = await offer('alfa', 'alfaPlain', daily(70));
      expect(offered.statusCode, offered.body).toBe(200);
      const contractId = offered.json().value.contract.id as string;
      const responses = await Promise.all([
        act('alfaPlain', 'DAILY_SALARY', contractId, 'ACCEPT'),
        act('alfaPlain', 'DAILY_SALARY', contractId, 'REJECT'),
        act('alfa', 'DAILY_SALARY', contractId, 'WITHDRAW'),
        act('alfa', 'DAILY_SALARY', contractId, 'REQUEST_TERMINATION'),
      ]);
      for (const response of responses) expect([200, 409]).toContain(response.statusCode);
      const deciders = responses.slice(0, 3).filter((response) => response.statusCode === 200);
      expect(deciders).toHaveLength(1);
      const [row] = await db().select().from(agentContract).where(eq(agentContract.id, contractId));
      const events = await eventsOf(contractId);
      // The events are the contract's history: they chain from OFFERED to its status now.
      expect(events[0]).toMatchObject({ kind: 'OFFER', fromStatus: null, toStatus: 'OFFERED' });
      for (let index = 1; index < events.length; index += 1) {
        expect(events[index]!.fromStatus).toBe(events[index - 1]!.toStatus);
      }
      expect(events.at(-1)!.toStatus).toBe(row!.status);
      expect(events).toHaveLength(1 + responses.filter((response) => response.statusCode === 200).length);
      const terminationWon = responses[3]!.statusCode === 200;
      if (terminationWon) expect(responses[0]!.statusCode).toBe(200);
      // Back to no contract in force for the next round.
      if (row!.status === 'ACTIVE') {
        await act('alfa', 'DAILY_SALARY', contractId, 'REQUEST_TERMINATION');
      }
      if (row!.status === 'ACTIVE' || row!.status === 'TERMINATION_REQUESTED') {
        const ended = await act('alfaPlain', 'DAILY_SALARY', contractId, 'ACCEPT_TERMINATION');
        expect(ended.json().value.contract.status).toBe('TERMINATED');
      }
    }
    const open = (await contractsOf('alfaPlain', 'DAILY_SALARY')).filter((row) =>
      ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'].includes(row.status),
    );
    expect(open).toEqual([]);
  }, 120_000);

  it('two offers at once: one is made; two acceptances at once: one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await Promise.all([
        offer('alfa', 'alfaPlain', daily(70)),
        offer('alfa', 'alfaPlain', daily(80)),
      ]);
      const made = [a, b].filter((response) => response.statusCode === 200);
      expect(made).toHaveLength(1);
      expect([a, b].find((response) => response.statusCode !== 200)!.json().errorCode).toBe(
        'contract-offer-pending',
      );
      const contractId = made[0]!.json().value.contract.id as string;
      const accepts = await Promise.all([
        act('alfaPlain', 'DAILY_SALARY', contractId, 'ACCEPT'),
        act('alfaPlain', 'DAILY_SALARY', contractId, 'ACCEPT'),
      ]);
      expect(accepts.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect((await eventsOf(contractId)).map((event) => event.toStatus)).toEqual(['OFFERED', 'ACTIVE']);
      await act('alfaPlain', 'DAILY_SALARY', contractId, 'REQUEST_TERMINATION');
      const ended = await act('alfa', 'DAILY_SALARY', contractId, 'ACCEPT_TERMINATION');
      expect(ended.json().value.contract.status).toBe('TERMINATED');
      expect(ended.json().value.contract.endedAt).toEqual(expect.any(String));
    }
  }, 120_000);

  it('accepting a higher rate supersedes the lower one, even while its termination races', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const low = (await offer('alfa', 'alfaPlain', daily(40))).json().value.contract.id as string;
      await act('alfaPlain', 'DAILY_SALARY', low, 'ACCEPT');
      const high = await offer('alfa', 'alfaPlain', daily(90));
      expect(high.statusCode, high.body).toBe(200);
      const highId = high.json().value.contract.id as string;
      const [accepted] = await Promise.all([
        act('alfaPlain', 'DAILY_SALARY', highId, 'ACCEPT'),
        act('alfa', 'DAILY_SALARY', low, 'REQUEST_TERMINATION'),
      ]);
      expect(accepted.statusCode).toBe(200);
      const rows = await contractsOf('alfaPlain', 'DAILY_SALARY');
      const inForce = rows.filter((row) => ['ACTIVE', 'TERMINATION_REQUESTED'].includes(row.status));
      expect(inForce.map((row) => row.id)).toEqual([highId]);
      const lowEvents = await eventsOf(low);
      expect(lowEvents.at(-1)).toMatchObject({ kind: 'SUPERSEDE', actor: 'SYSTEM', toStatus: 'SUPERSEDED' });
      // A lower or equal offer is refused while the higher one is in force.
      expect((await offer('alfa', 'alfaPlain', daily(90))).json().errorCode).toBe('contract-rate-not-higher');
      await act('alfa', 'DAILY_SALARY', highId, 'REQUEST_TERMINATION');
      await act('alfaPlain', 'DAILY_SALARY', highId, 'ACCEPT_TERMINATION');
    }
  }, 120_000);

  it('keeps a downline under its upline: an offer above it is refused, a holder below its downline too', async () => {
    // alfaSub holds alfa's 80 bp daily salary; it offers alfaSub2 70 bp, which accepts.
    const subDaily = (await offer('alfa', 'alfaSub', daily(80))).json().value.contract.id as string;
    await act('alfaSub', 'DAILY_SALARY', subDaily, 'ACCEPT');
    expect((await offer('alfaSub', 'alfaSub2', daily(90))).json().errorCode).toBe(
      'contract-rate-above-upline',
    );
    const sub2 = (await offer('alfaSub', 'alfaSub2', daily(70))).json().value.contract.id as string;
    expect((await act('alfaSub2', 'DAILY_SALARY', sub2, 'ACCEPT')).json().value.contract.status).toBe(
      'ACTIVE',
    );
    expect(await flagsOf('alfaSub2')).toMatchObject({ dailySalary: true, dailysalreq: false });
    // The sub-agent's downline 'deep' is not alfa's direct downline, and not beta's at all.
    expect((await offer('beta', 'deep', daily(10))).json().errorCode).toBe('not-in-downline');
  });

  it("lists the caller's settlement records, refusing a bad page size in words", async () => {
    const get = (url: string, language = 'EN') =>
      t.app.inject({ method: 'GET', url, headers: { authorization: token.alfa!, language } });
    const empty = await get('/wps/agent/contracts/settlements?type=DIVIDEND');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().value).toMatchObject({ list: [], total: 0, page: 1 });
    const bad = await get('/wps/agent/contracts/settlements?pageSize=1000', 'PT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation-failed');
    expect(bad.json().message).toBe(errorMessage('validation-failed', 'PT'));
  });

  it('lets each agent type offer its own contract types only, and no agent offer any while AGENTPOLICY3 is off', async () => {
    // A dividend partner (41) and a salary partner (42) under alfa, each with a member.
    const hash = await hashPassword(PASSWORD);
    const suffix = randomUUID().slice(0, 6);
    for (const [name, type, parent] of [
      ['partner41', 41, 'alfa'],
      ['partner42', 42, 'alfa'],
      ['member41', 0, 'partner41'],
      ['member42', 0, 'partner42'],
    ] as const) {
      const [row] = await db()
        .insert(member)
        .values({
          account: `${name}${suffix}`,
          nickname: name,
          type,
          passwordHash: hash,
          referralCode: type > 0 ? newReferralCode() : null,
          parentId: id[parent]!,
        })
        .returning();
      id[name] = row!.id;
      account[name] = row!.account;
      await db().insert(memberLoginIp).values({ memberId: row!.id, ip: '127.0.0.1', verified: true });
      if (type > 0) token[name] = await loginAs(t.app, account[name]!, PASSWORD, { portal: 'agent' });
    }
    const accepted = async (holder: string, terms: ContractTerms) => {
      const offered = await offer('alfa', holder, terms);
      expect(offered.statusCode, offered.body).toBe(200);
      const done = await act(holder, terms.type, offered.json().value.contract.id, 'ACCEPT');
      expect(done.json().value.contract.status).toBe('ACTIVE');
    };
    // Each holds what its upline gave it, whatever it may offer on.
    await accepted('partner41', EXAMPLE_CONTRACTS.DIVIDEND.B);
    await accepted('partner41', EXAMPLE_CONTRACTS.DAILY_SALARY.B);
    await accepted('partner42', EXAMPLE_CONTRACTS.DIVIDEND.B);
    await accepted('partner42', EXAMPLE_CONTRACTS.REALTIME_SALARY.B);

    const smallDividend: ContractTerms = {
      type: 'DIVIDEND',
      dividend: {
        period: 'W',
        tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 500 }],
      },
    };
    const smallRealtime: ContractTerms = {
      type: 'REALTIME_SALARY',
      realtimeSalary: { profitRate: 10, lossRate: 10, minimumSingleBet: 10_000 },
    };
    // 41 offers dividends only; 42 salaries only (docs/agents.md, "Agent types").
    expect((await offer('partner41', 'member41', smallDividend)).statusCode).toBe(200);
    const notDaily = await relay(
      'partner41',
      'DAILY_SALARY',
      { action: 'OFFER', requestId: randomUUID(), account: account.member41, terms: daily(10) },
      'CN',
    );
    expect(notDaily.json()).toMatchObject({
      errorCode: 'contract-type-not-allowed',
      message: errorMessage('contract-type-not-allowed', 'CN'),
    });
    expect((await offer('partner42', 'member42', smallRealtime)).statusCode).toBe(200);
    expect((await offer('partner42', 'member42', smallDividend)).json().errorCode).toBe(
      'contract-type-not-allowed',
    );
    expect(await contractsOf('member41', 'DAILY_SALARY')).toEqual([]);
    expect(await contractsOf('member42', 'DIVIDEND')).toEqual([]);

    // With the whitelabel's agent policy off, no agent offers anything, a master agent included.
    const plainBefore = (await contractsOf('alfaPlain', 'DAILY_SALARY')).length;
    await patchSetting(db(), 'whitelabel', { AGENTPOLICY3: false });
    try {
      for (const [who, holder, terms] of [
        ['alfa', 'alfaPlain', daily(50)],
        ['partner42', 'member42', { ...smallRealtime }],
      ] as const) {
        const refused = await offer(who, holder, terms);
        expect(refused.json().errorCode, who).toBe('contract-type-not-allowed');
      }
      expect(await contractsOf('alfaPlain', 'DAILY_SALARY')).toHaveLength(plainBefore);
      expect((await contractsOf('member42', 'REALTIME_SALARY')).map((row) => row.status)).toEqual([
        'OFFERED',
      ]);
    } finally {
      await patchSetting(db(), 'whitelabel', { AGENTPOLICY3: true });
    }
  });
});
