import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  FIELD_MESSAGES,
  IDENTITY_DOCUMENT_DATA_URL_MAX,
  errorMessage,
  type IdentityStatusResponse,
} from '@platform/contracts';
import {
  auditEvent,
  bannedBettor,
  member,
  memberIdentity,
  memberIdentityDocument,
  paymentChannel,
  vendorRound,
} from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { SANDBOX_TEST_CPFS } from '../src/modules/kyc/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { countMembers, cpfFrom, lastCodeTo } from './helpers/accounts.js';
import { buildTestApp } from './helpers/app.js';
import {
  IDENTITY_DETAILS as DETAILS,
  IDENTITY_DOCUMENT_PHOTO as DOCUMENT_PHOTO,
} from './helpers/identity.js';
import { dataUrlOf, jpegOf, pngOf } from './helpers/images.js';
import { fundMember } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';
import { openStudioGame, type VendorCall, vendorCaller, walletBetRefusal } from './helpers/vendor.js';

const PASSWORD = 'Teste2026';
const testCpf = (answer: string) =>
  Object.entries(SANDBOX_TEST_CPFS).find(([, fixed]) => fixed === answer)![0];
let serial = 0;
const newCpf = () => cpfFrom(String(200_000_000 + Math.floor(Math.random() * 700_000_000)));

/** A platform on a fresh database, and members made on it with a session, money and a game open. */
const platform = async (env: Record<string, string> = {}) => {
  const t = await buildTestApp({ PIX_SANDBOX_PAYOUT_DELAY_MS: '0', ...env });
  const db = t.database.handle.db;
  const call: VendorCall = await vendorCaller(t.app, db);
  const [channel] = await db.select().from(paymentChannel);

  const player = async (options: { cpf?: string | null; funds?: number } = {}) => {
    serial += 1;
    const account = `kyc${serial}${randomUUID().slice(0, 6)}`;
    const [row] = await db
      .insert(member)
      .values({
        account,
        nickname: `Identidade ${serial}`,
        birthday: '1990-05-17',
        passwordHash: await hashPassword(PASSWORD),
        idNumber: options.cpf ?? null,
      })
      .returning({ id: member.id });
    const playerId = row!.id;
    if (options.funds) await fundMember(db, playerId, options.funds);
    const token = await loginAs(t.app, account, PASSWORD);
    const send = (method: 'GET' | 'POST', url: string, body?: object, language = 'PT') =>
      t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: { authorization: token, language },
      });
    const sessionToken = await openStudioGame(db, call, playerId);
    const bet = async (amount: number) => {
      const roundId = randomUUID();
      const answer = await call('bet', {
        sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount,
      });
      const rounds = await db.select().from(vendorRound).where(eq(vendorRound.roundId, roundId));
      return { errorCode: answer.errorCode, rounds: rounds.length };
    };
    /** A bet through the wallet's own path: its error code, or null. */
    const walletBet = (amount: number) => walletBetRefusal(db, playerId, amount);
    const deposit = (amount: number, cpf?: string, language = 'PT') =>
      send(
        'POST',
        '/wps/member/deposit',
        { requestId: randomUUID(), channelId: channel!.id, amount, cpf },
        language,
      );
    const identity = async () =>
      (await send('GET', '/wps/member/identity')).json().value as IdentityStatusResponse;
    // The profile holds the birth date; the name is typed in the form (no payee name on file).
    // Where the profile asks for them (BR), the registration details come with it.
    const start = (body: object = {}, language = 'PT') =>
      send(
        'POST',
        '/wps/member/identity/start',
        { name: 'Ana Souza Lima', ...(env.JURISDICTION_PROFILE === 'OPEN' ? {} : DETAILS), ...body },
        language,
      );
    const liveness = () => send('POST', '/wps/member/identity/liveness');
    const audits = async (action: string) =>
      db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.memberId, playerId), eq(auditEvent.action, action)));
    return { playerId, account, token, send, bet, walletBet, deposit, identity, start, liveness, audits };
  };

  /** The tester on the sandbox provider's page: passes or fails a liveness session. */
  const completeLiveness = (sessionId: string, outcome: 'passed' | 'failed') =>
    t.app.inject({ method: 'POST', url: '/sandbox/api/kyc/liveness', payload: { sessionId, outcome } });

  return { t, db, player, completeLiveness };
};

describe('identity verification in the BR profile (the default)', () => {
  let br: Awaited<ReturnType<typeof platform>>;
  beforeAll(async () => {
    br = await platform();
  });
  afterEach(async () => {
    expect(await checkLedger(br.db)).toEqual([]);
  });
  afterAll(() => br.t.close());

  it('refuses deposits, seamless bets and the wallet’s bets until verified, then allows them', async () => {
    const p = await br.player({ funds: 10_000 });
    expect(await p.identity()).toMatchObject({
      state: 'NOT_STARTED',
      required: true,
      detailsRequired: true,
      detailsGiven: false,
      maskedCpf: null,
    });

    const refused = await p.deposit(5_000, newCpf());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'identity-not-verified',
      message: errorMessage('identity-not-verified', 'PT'),
    });
    expect(await p.bet(100)).toEqual({ errorCode: 'identity-not-verified', rounds: 0 });
    expect(await p.walletBet(100)).toBe('identity-not-verified');
    const [refusedAudit] = await p.audits('deposit.create');
    expect(refusedAudit).toMatchObject({ result: 'refused', detail: { reason: 'identity-not-verified' } });

    // The deposit above gave the account its CPF (set once); the check takes it and the birth
    // date from the profile.
    const started = await p.start();
    expect(started.statusCode).toBe(200);
    const pending = started.json().value as IdentityStatusResponse;
    expect(pending).toMatchObject({
      state: 'PENDING_LIVENESS',
      name: 'Ana Souza Lima',
      birthDate: '1990-05-17',
    });
    expect(pending.livenessSessionId).toMatch(/^lv_/u);
    // Still waiting for the person in front of the camera: nothing changes, money stays shut.
    expect((await p.liveness()).json().value.state).toBe('PENDING_LIVENESS');
    expect(await p.walletBet(100)).toBe('identity-not-verified');

    expect((await br.completeLiveness(pending.livenessSessionId!, 'passed')).json().value).toEqual({
      completed: true,
    });
    const verified = await p.liveness();
    expect(verified.json().value).toMatchObject({ state: 'VERIFIED', livenessSessionId: null });

    expect((await p.deposit(5_000)).statusCode).toBe(200);
    expect(await p.bet(100)).toEqual({ errorCode: null, rounds: 1 });
    expect(await p.walletBet(100)).toBeNull();
    expect((await p.audits('identity.start')).map((row) => row.result)).toEqual(['ok']);
    expect((await p.audits('identity.liveness')).map((row) => row.result)).toEqual(['ok']);
  });

  it('refuses steps the state does not take', async () => {
    const p = await br.player({ cpf: newCpf() });
    const early = await p.liveness();
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('identity-state-conflict');
    const pending = (await p.start()).json().value as IdentityStatusResponse;
    const again = await p.start({}, 'EN');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errorMessage('identity-state-conflict', 'EN'));
    await br.completeLiveness(pending.livenessSessionId!, 'failed');
    expect((await p.liveness()).json().value).toMatchObject({ state: 'REJECTED', reason: 'liveness-failed' });
    // REJECTED is final: neither a new check nor liveness moves it, and money stays shut.
    expect((await p.start()).statusCode).toBe(409);
    expect((await p.liveness()).statusCode).toBe(409);
    expect(await p.walletBet(100)).toBe('identity-not-verified');
  });

  it('rejects a mismatch and an under-age person; an unknown answer changes nothing', async () => {
    const mismatch = await br.player();
    const rejected = await mismatch.start({ cpf: testCpf('mismatch') });
    expect(rejected.json().value).toMatchObject({ state: 'REJECTED', reason: 'mismatch' });

    const young = await br.player();
    const underAge = await young.start({ cpf: newCpf(), birthDate: '2015-01-01' });
    expect(underAge.json().value).toMatchObject({ state: 'REJECTED', reason: 'under-age' });

    const unsure = await br.player();
    const unknown = await unsure.start({ cpf: testCpf('unknown') }, 'CN');
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json()).toMatchObject({
      errorCode: 'identity-check-unavailable',
      message: errorMessage('identity-check-unavailable', 'CN'),
    });
    expect((await unsure.identity()).state).toBe('NOT_STARTED');
  });

  it('answers bad input with translated field messages and changes nothing', async () => {
    const p = await br.player();
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const response = await p.start({ cpf: '12345678900', birthDate: '17/05/1990' }, language);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errorCode).toBe('validation-failed');
      expect(body.value.fields.map((field: { field: string }) => field.field).sort()).toEqual(['birthDate']);
      expect(body.value.fields[0].message).toBeTruthy();
    }
    const badCpf = await p.start({ cpf: '12345678900' }, 'EN');
    expect(badCpf.statusCode).toBe(400);
    expect(badCpf.json().value.fields).toEqual([
      expect.objectContaining({ field: 'cpf', messageKey: 'invalid' }),
    ]);
    // A CPF other than the account's own.
    const owner = await br.player({ cpf: newCpf() });
    const other = await owner.start({ cpf: newCpf() });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorCode).toBe('identity-cpf-not-own');
    expect((await p.identity()).state).toBe('NOT_STARTED');
    expect((await owner.identity()).state).toBe('NOT_STARTED');
  });

  it('leaves one consistent state when starts and liveness calls race', async () => {
    const p = await br.player({ cpf: newCpf() });
    const starts = await Promise.all(Array.from({ length: 5 }, () => p.start()));
    expect(starts.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = starts.find((response) => response.statusCode === 200)!.json()
      .value as IdentityStatusResponse;
    const [row] = await br.db.select().from(memberIdentity).where(eq(memberIdentity.memberId, p.playerId));
    expect(row).toMatchObject({ state: 'PENDING_LIVENESS', livenessSession: winner.livenessSessionId });
    // Only the request that moved the state stored its document photo.
    expect(
      await br.db
        .select({ memberId: memberIdentityDocument.memberId })
        .from(memberIdentityDocument)
        .where(eq(memberIdentityDocument.memberId, p.playerId)),
    ).toHaveLength(1);

    await br.completeLiveness(winner.livenessSessionId!, 'passed');
    const checks = await Promise.all(Array.from({ length: 5 }, () => p.liveness()));
    for (const response of checks) {
      expect(response.statusCode).toBe(200);
      expect(response.json().value.state).toBe('VERIFIED');
    }
    expect(await p.audits('identity.liveness')).toHaveLength(1);
  });
});

describe('registration details in the BR check (Portaria 1.231/2024 as amended by 2.579/2025)', () => {
  let br: Awaited<ReturnType<typeof platform>>;
  let operator: string;
  beforeAll(async () => {
    br = await platform();
    operator = await loginAs(br.t.app, 'operador', 'Demo2026', { portal: 'operator' });
  });
  afterAll(() => br.t.close());

  /** What a refused start must have left: the check not made, no photo, nothing audited. */
  const nothingChanged = async (p: Awaited<ReturnType<typeof br.player>>) => {
    expect((await p.identity()).state).toBe('NOT_STARTED');
    const photos = await br.db
      .select({ memberId: memberIdentityDocument.memberId })
      .from(memberIdentityDocument)
      .where(eq(memberIdentityDocument.memberId, p.playerId));
    expect(photos).toHaveLength(0);
  };
  const documentMessage = (language: 'PT' | 'EN' | 'CN') =>
    FIELD_MESSAGES[language].identityDocument!.replace('{{megabytes}}', '5').replace('{{pixels}}', '300');

  it('asks for gender, the full address, the income and a document photo, in three languages', async () => {
    const p = await br.player({ cpf: newCpf() });
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const response = await p.start(
        { gender: undefined, address: undefined, monthlyIncome: undefined, document: undefined },
        language,
      );
      expect(response.statusCode).toBe(400);
      const fields = response.json().value.fields as Array<{ field: string; message: string }>;
      expect(fields.map((field) => field.field).sort()).toEqual([
        'address',
        'document',
        'gender',
        'monthlyIncome',
      ]);
      for (const field of fields) expect(field.message).toBe(FIELD_MESSAGES[language].required);
    }
    // An address without its street or state is refused by the schema, translated too.
    const partial = await p.start({ address: { postalCode: '01310100', city: 'São Paulo' } }, 'EN');
    expect(partial.statusCode).toBe(400);
    expect(
      (partial.json().value.fields as Array<{ field: string }>).map((field) => field.field).sort(),
    ).toEqual(['address.district', 'address.number', 'address.state', 'address.street']);
    await nothingChanged(p);
    expect(await p.audits('identity.start')).toHaveLength(0);
  });

  it('refuses a photo that is not a whole png or jpg of at most 5 MB and 300 pixels a side', async () => {
    const p = await br.player({ cpf: newCpf() });
    const png = pngOf(640, 400);
    const cases = {
      'a GIF labelled png': dataUrlOf('image/png', Buffer.from('GIF89a not a png at all')),
      'a png labelled jpeg': dataUrlOf('image/jpeg', png),
      'a png cut short': dataUrlOf('image/png', png.subarray(0, png.length - 20)),
      'a signature and nothing else': dataUrlOf('image/png', png.subarray(0, 8)),
      'too small a picture': dataUrlOf('image/png', pngOf(200, 400)),
      'not a data URL': 'https://example.com/rg.png',
      'over 5 MB': dataUrlOf('image/png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    };
    for (const [label, dataUrl] of Object.entries(cases)) {
      const language = (['PT', 'EN', 'CN'] as const)[label.length % 3]!;
      const response = await p.start({ document: { type: 'RG', dataUrl } }, language);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().value.fields, label).toEqual([
        { field: 'document.dataUrl', messageKey: 'identityDocument', message: documentMessage(language) },
      ]);
    }
    const badCep = await p.start({ address: { ...DETAILS.address, postalCode: 'CEP 0131' } }, 'PT');
    expect(badCep.json().value.fields).toEqual([
      { field: 'address.postalCode', messageKey: 'postalCode', message: FIELD_MESSAGES.PT.postalCode },
    ]);
    const badType = await p.start({ document: { type: 'LIBRARY_CARD', dataUrl: DOCUMENT_PHOTO } }, 'EN');
    expect(badType.json().value.fields).toEqual([
      expect.objectContaining({ field: 'document.type', message: FIELD_MESSAGES.EN.invalid_value }),
    ]);
    // A body far beyond any photo is refused before it is read, translated too.
    const huge = await p.start(
      {
        document: {
          type: 'RG',
          dataUrl: `data:image/png;base64,${'A'.repeat(IDENTITY_DOCUMENT_DATA_URL_MAX + 70_000)}`,
        },
      },
      'CN',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      errorCode: 'payload-too-large',
      message: errorMessage('payload-too-large', 'CN'),
    });
    await nothingChanged(p);
  });

  it('stores the details and the photo sealed; an operator sees the photo, every look audited', async () => {
    const cpf = newCpf();
    const p = await br.player({ cpf });
    const jpeg = jpegOf(1280, 800);
    const started = await p.start({ document: { type: 'RG', dataUrl: dataUrlOf('image/jpeg', jpeg) } });
    expect(started.statusCode).toBe(200);
    expect(started.json().value).toMatchObject({
      state: 'PENDING_LIVENESS',
      detailsRequired: true,
      detailsGiven: true,
    });
    const [row] = await br.db.select().from(memberIdentity).where(eq(memberIdentity.memberId, p.playerId));
    expect(row).toMatchObject({
      gender: 'FEMALE',
      monthlyIncome: 450_000,
      // The CEP as its 8 digits, whatever the typing.
      address: { ...DETAILS.address, postalCode: '01310100' },
    });
    const [photo] = await br.db
      .select()
      .from(memberIdentityDocument)
      .where(eq(memberIdentityDocument.memberId, p.playerId));
    expect(photo).toMatchObject({
      documentType: 'RG',
      contentType: 'image/jpeg',
      byteSize: jpeg.length,
      width: 1280,
      height: 800,
    });
    expect(photo!.data.startsWith('sealed:v1:')).toBe(true);
    expect(photo!.data).not.toContain(jpeg.toString('base64'));
    const [audit] = await p.audits('identity.start');
    expect(audit).toMatchObject({ result: 'ok', detail: { document: 'RG', documentSha256: photo!.sha256 } });

    const look = (account: string, auth = operator) =>
      br.t.app.inject({
        method: 'GET',
        url: `/ops/identity/document?account=${account}`,
        headers: { authorization: auth, language: 'EN' },
      });
    const seen = await look(p.account);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().value).toMatchObject({
      account: p.account,
      type: 'RG',
      contentType: 'image/jpeg',
      width: 1280,
      height: 800,
      dataUrl: dataUrlOf('image/jpeg', jpeg),
    });
    expect((await look(p.account, p.token)).json().errorCode).toBe('operators-only');
    expect((await look('nobody-here')).statusCode).toBe(404);
    const views = await br.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'identity.document-view'));
    expect(views.map((view) => [view.result, (view.detail as { of: string }).of])).toEqual([
      ['ok', p.account],
      ['refused', 'nobody-here'],
    ]);
  });

  it('changes nothing when the provider cannot read the document; another photo may follow', async () => {
    const p = await br.player();
    const unreadable = await p.start({ cpf: testCpf('document-unreadable') }, 'CN');
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({
      errorCode: 'identity-document-unreadable',
      message: errorMessage('identity-document-unreadable', 'CN'),
    });
    await nothingChanged(p);
    const [audit] = await p.audits('identity.start');
    expect(audit).toMatchObject({ result: 'refused', detail: { reason: 'identity-document-unreadable' } });
    // The member is not stuck: a check whose photo the provider reads goes on.
    const next = await p.start({ cpf: newCpf() });
    expect(next.json().value).toMatchObject({ state: 'PENDING_LIVENESS', detailsGiven: true });
  });
});

describe('identity verification in the OPEN profile', () => {
  let open: Awaited<ReturnType<typeof platform>>;
  beforeAll(async () => {
    open = await platform({ JURISDICTION_PROFILE: 'OPEN' });
  });
  afterAll(() => open.t.close());

  it('is not asked: an unverified member deposits and bets', async () => {
    const p = await open.player({ funds: 10_000, cpf: newCpf() });
    expect(await p.identity()).toMatchObject({
      state: 'NOT_STARTED',
      required: false,
      detailsRequired: false,
    });
    expect((await p.deposit(5_000)).statusCode).toBe(200);
    expect(await p.bet(100)).toEqual({ errorCode: null, rounds: 1 });
    expect(await p.walletBet(100)).toBeNull();
    expect(await checkLedger(open.db)).toEqual([]);
  });

  it('checks without the registration details, and checks those given', async () => {
    const p = await open.player({ cpf: newCpf() });
    const badCep = await p.start({ address: { ...DETAILS.address, postalCode: '0131' } }, 'EN');
    expect(badCep.statusCode).toBe(400);
    expect(badCep.json().value.fields).toEqual([
      { field: 'address.postalCode', messageKey: 'postalCode', message: FIELD_MESSAGES.EN.postalCode },
    ]);
    const started = await p.start();
    expect(started.json().value).toMatchObject({ state: 'PENDING_LIVENESS', detailsGiven: false });
  });
});

describe('banned-bettor list (Lei 14.790 art. 26)', () => {
  let br: Awaited<ReturnType<typeof platform>>;
  let operator: string;
  const banned = [newCpf(), newCpf(), newCpf()];
  beforeAll(async () => {
    br = await platform();
    operator = await loginAs(br.t.app, 'operador', 'Demo2026', { portal: 'operator' });
  });
  afterAll(() => br.t.close());

  const upload = (body: object, auth = operator, language = 'EN') =>
    br.t.app.inject({
      method: 'POST',
      url: '/ops/banned-bettors',
      payload: body,
      headers: { authorization: auth, language },
    });

  it('is uploaded by operators only, as keyed digests', async () => {
    const member = await loginAs(br.t.app, 'jogador1');
    const refused = await upload({ csv: banned.join('\n') }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('operators-only');

    const csv = [
      'cpf',
      `${banned[0]!.slice(0, 3)}.${banned[0]!.slice(3, 6)}.${banned[0]!.slice(6, 9)}-${banned[0]!.slice(9)}`,
      '123',
      banned[1],
      `"${banned[2]}";x`,
      '',
    ].join('\n');
    const stored = await upload({ csv });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().value).toEqual({ total: 3, accepted: 3, invalidLines: [3] });
    const rows = await br.db.select().from(bannedBettor);
    expect(rows).toHaveLength(3);
    for (const row of rows) for (const cpf of banned) expect(row.cpfDigest).not.toContain(cpf);
    const [audit] = await br.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'banned-bettors.upload'));
    expect(audit).toMatchObject({ result: 'ok', detail: { accepted: 3, invalid: 1, total: 3 } });
  });

  it('answers bad input with a translated 400 and keeps the list', async () => {
    for (const language of ['PT', 'EN', 'CN']) {
      const empty = await upload({ csv: '' }, operator, language);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errorCode).toBe('validation-failed');
      const nothingValid = await upload({ csv: 'cpf\n123\nabc' }, operator, language);
      expect(nothingValid.statusCode).toBe(400);
      expect(nothingValid.json().value.fields[0]).toMatchObject({ field: 'csv' });
    }
    expect(await br.db.select().from(bannedBettor)).toHaveLength(3);
  });

  it('refuses registration with a banned CPF without revealing the list', async () => {
    const mobileNum = `11986${String(Date.now()).slice(-6)}`;
    await br.t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
      headers: { language: 'EN' },
    });
    const before = await countMembers(br.db);
    const response = await sendEncrypted(br.t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      body: {
        username: `barrado${serial}x`,
        password: 'Senha2026',
        confirmPassword: 'Senha2026',
        payeeName: 'Carla Souza Lima',
        idNumber: banned[0],
        email: `barrado${serial}@example.com`,
        mobileNum,
        ageConfirmed: true,
        riskAcknowledged: true,
        verificationCode: await lastCodeTo(br.db, `55${mobileNum}`),
      },
      headers: { language: 'PT' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errorCode: 'registration-not-possible',
      message: errorMessage('registration-not-possible', 'PT'),
    });
    expect(await countMembers(br.db)).toBe(before);
    const audits = await br.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'banned-bettor.refused'));
    expect(audits.some((row) => (row.detail as { step: string }).step === 'register')).toBe(true);
  });

  it('refuses a banned CPF as a first CPF (deposit and identity check)', async () => {
    const p = await br.player();
    const deposit = await p.deposit(5_000, banned[1], 'EN');
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().errorCode).toBe('registration-not-possible');
    const check = await p.start({ cpf: banned[2] });
    expect(check.statusCode).toBe(403);
    expect(check.json().errorCode).toBe('registration-not-possible');
    const [row] = await br.db.select().from(member).where(eq(member.id, p.playerId));
    expect(row!.idNumber).toBeNull();
    expect((await p.identity()).state).toBe('NOT_STARTED');
    const refusals = await p.audits('banned-bettor.refused');
    expect(refusals.map((audit) => (audit.detail as { step: string }).step)).toEqual([
      'first-cpf',
      'first-cpf',
    ]);
  });
});
