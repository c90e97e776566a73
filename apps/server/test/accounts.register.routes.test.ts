import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvent, member, memberLoginIp } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { countMembers, cpfFrom, lastCodeTo, patchSetting } from './helpers/accounts.js';
import { sendEncrypted } from './helpers/session.js';

describe('registration: PUT /wps/member/register and /register/mobile', () => {
  let t: TestApp;
  let serial = 100;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A complete, valid username-mode form with fresh identities. */
  const form = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      username: `novo${serial}x`,
      password: 'Senha2026',
      confirmPassword: 'Senha2026',
      payeeName: 'Carla Souza Lima',
      idNumber: cpfFrom(`123456${serial}`),
      email: `novo${serial}@example.com`,
      mobileNum: `11987${String(serial).padStart(6, '0')}`,
      ageConfirmed: true,
      riskAcknowledged: true,
      ...overrides,
    };
  };

  const register = (body: unknown, mode: 'username' | 'mobile' = 'username', language = 'EN') =>
    sendEncrypted(t.app, {
      method: 'PUT',
      url: mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
      body,
      headers: { language },
    });

  const sendRegisterCode = (mobileNum: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
      headers: { language: 'EN' },
    });

  /** In username mode the SMS code is required too (REGMOBVERF3), so fetch one for the form's number. */
  const withCode = async (body: ReturnType<typeof form>) => {
    const sent = await sendRegisterCode(body.mobileNum);
    expect(sent.statusCode).toBe(200);
    return { ...body, verificationCode: await lastCodeTo(t.database.handle.db, `55${body.mobileNum}`) };
  };

  it('registers a member, logs them in and keeps the registration IP', async () => {
    const body = await withCode(form());
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, rememberToken: null });
    expect(value.userInfo).toMatchObject({
      account: body.username,
      type: 0,
      balance: 0,
      currencySymbol: 'R$',
    });

    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: value.token },
    });
    expect(info.json().value.account).toBe(body.username);

    const db = t.database.handle.db;
    const [row] = await db.select().from(member).where(eq(member.account, body.username));
    expect(row).toMatchObject({
      registrationIp: '127.0.0.1',
      idNumber: body.idNumber,
      mobile: `55${body.mobileNum}`,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const ips = await db.select().from(memberLoginIp).where(eq(memberLoginIp.memberId, row!.id));
    expect(ips).toEqual([expect.objectContaining({ ip: '127.0.0.1', verified: true })]);
  });

  it('refuses a plain (unencrypted) registration', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: form(),
      headers: { language: 'EN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('encrypted-payload-required');
  });

  // One failing input per rule: each answers its own message on its own field, and creates nothing.
  const failingInputs: Array<[string, Record<string, unknown>, string, string, RegExp]> = [
    ['missing username', { username: '' }, 'username', 'required', /cannot be empty/],
    [
      'username not starting with a letter',
      { username: '1abcdefg' },
      'username',
      'pattern.LETTER_FIRST_ALNUM',
      /letter/i,
    ],
    [
      'password too short',
      { password: 'abc12', confirmPassword: 'abc12' },
      'password',
      'pattern.LETTERS_AND_DIGITS',
      /8/,
    ],
    [
      'password without digits',
      { password: 'abcdefghij', confirmPassword: 'abcdefghij' },
      'password',
      'pattern.LETTERS_AND_DIGITS',
      /letters and digits/i,
    ],
    [
      'confirmation differs',
      { confirmPassword: 'Outra2026' },
      'confirmPassword',
      'mismatch',
      /Confirmation password is not correct/,
    ],
    ['CPF with a wrong check digit', { idNumber: '12345678900' }, 'idNumber', 'pattern.CPF', /CPF/],
    ['missing CPF', { idNumber: '' }, 'idNumber', 'required', /cannot be empty/],
    ['malformed e-mail', { email: 'carla@' }, 'email', 'pattern.EMAIL', /mail/i],
    ['real name without a surname', { payeeName: 'Carla' }, 'payeeName', 'pattern.FULL_NAME', /name/i],
    ['mobile with too few digits', { mobileNum: '1198765' }, 'mobileNum', 'mobile', /valid mobile number/],
    ['legal age not confirmed', { ageConfirmed: false }, 'ageConfirmed', 'age', /18 years old/],
    [
      'risk warning not ticked (BR)',
      { riskAcknowledged: false },
      'riskAcknowledged',
      'risk',
      /warning about the risks of betting/,
    ],
    [
      'a limit the profile does not ask at registration',
      { limits: [{ kind: 'WAGER', period: 'DAY', amount: 10_000 }] },
      'limits.0',
      'invalid',
      /not valid/,
    ],
    [
      'the same limit twice',
      {
        limits: [
          { kind: 'DEPOSIT', period: 'DAY', amount: 10_000 },
          { kind: 'DEPOSIT', period: 'DAY', amount: 20_000 },
        ],
      },
      'limits.1',
      'invalid',
      /not valid/,
    ],
    [
      'a time limit longer than its day',
      { limits: [{ kind: 'SESSION_TIME', period: 'DAY', amount: 1_441 }] },
      'limits.0.amount',
      'sessionMinutes',
      /1 minute to 24 hours \(1440 minutes\)/,
    ],
    ['SMS code missing', {}, 'verificationCode', 'code', /valid verification code/],
  ];

  it.each(failingInputs)(
    'refuses %s with its own message',
    async (_name, change, field, messageKey, message) => {
      const before = await countMembers(t.database.handle.db);
      const response = await register(form(change));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errorCode).toBe('validation-failed');
      const issue = body.value.fields.find((entry: { field: string }) => entry.field === field);
      expect(issue).toMatchObject({ field, messageKey });
      expect(issue.message).toMatch(message);
      expect(await countMembers(t.database.handle.db)).toBe(before);
    },
  );

  it('sets the limits asked at registration, in force at once and audited, and records the risk warning', async () => {
    const asked = [
      { kind: 'DEPOSIT', period: 'DAY', amount: 20_000 },
      { kind: 'DEPOSIT', period: 'MONTH', amount: 300_000 },
      { kind: 'LOSS', period: 'WEEK', amount: 50_000 },
      // Minutes: an hour and a half a day.
      { kind: 'SESSION_TIME', period: 'DAY', amount: 90 },
    ];
    const body = await withCode(form({ limits: asked }));
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    const token = response.json().value.token as string;
    const limits = await t.app.inject({
      method: 'GET',
      url: '/wps/member/limits',
      headers: { authorization: token },
    });
    const set = (
      limits.json().value.limits as {
        kind: string;
        period: string;
        amount: number | null;
        pending: unknown;
      }[]
    )
      .filter((limit) => limit.amount !== null)
      .map(({ kind, period, amount, pending }) => ({ kind, period, amount, pending }));
    expect(set).toEqual([
      { kind: 'DEPOSIT', period: 'DAY', amount: 20_000, pending: null },
      { kind: 'DEPOSIT', period: 'MONTH', amount: 300_000, pending: null },
      { kind: 'LOSS', period: 'WEEK', amount: 50_000, pending: null },
      { kind: 'SESSION_TIME', period: 'DAY', amount: 90, pending: null },
    ]);
    const db = t.database.handle.db;
    const [row] = await db.select().from(member).where(eq(member.account, body.username));
    const audits = await db
      .select({ action: auditEvent.action, detail: auditEvent.detail })
      .from(auditEvent)
      .where(eq(auditEvent.memberId, row!.id));
    expect(audits.find((audit) => audit.action === 'register')?.detail).toMatchObject({
      riskAcknowledged: true,
      limits: asked,
    });
    expect(audits.filter((audit) => audit.action === 'limit.set')).toHaveLength(4);
  });

  it('registers with no limit ("sem limite": none sent)', async () => {
    const response = await register(await withCode(form({ limits: [] })));
    expect(response.statusCode).toBe(200);
    const token = response.json().value.token as string;
    const limits = await t.app.inject({
      method: 'GET',
      url: '/wps/member/limits',
      headers: { authorization: token },
    });
    expect(
      (limits.json().value.limits as { amount: number | null }[]).every((limit) => limit.amount === null),
    ).toBe(true);
  });

  it('asks for the risk warning in the member language', async () => {
    for (const [language, text] of [
      ['PT', 'Confirme que leu o aviso sobre os riscos das apostas'],
      ['CN', '请确认您已阅读投注风险提示'],
    ] as const) {
      const response = await register(form({ riskAcknowledged: false }), 'username', language);
      const issue = response
        .json()
        .value.fields.find((entry: { field: string }) => entry.field === 'riskAcknowledged');
      expect(issue.message).toBe(text);
    }
  });

  it('translates field messages (Portuguese by default)', async () => {
    const response = await register(form({ confirmPassword: 'x' }), 'username', 'PT');
    const issue = response
      .json()
      .value.fields.find((entry: { field: string }) => entry.field === 'confirmPassword');
    expect(issue.message).toBe('A confirmação da senha não confere.');
  });

  it('checks the birthday against the configured minimum age when the field is shown', async () => {
    const db = t.database.handle.db;
    const { DEFAULT_SETTINGS } = await import('../src/modules/system/system.defaults.js');
    await patchSetting(db, 'register', {
      fields: [
        ...DEFAULT_SETTINGS.register.fields,
        { field: 'birthday', shown: true, required: true, pattern: 'DATE_YMD', min: 10, max: 10 },
      ],
    });
    try {
      const thisYear = new Date().getUTCFullYear();
      const young = await register(form({ birthday: `${thisYear - 17}-01-01` }));
      expect(young.json().value.fields).toContainEqual(
        expect.objectContaining({ field: 'birthday', messageKey: 'underage' }),
      );
      const invalid = await register(form({ birthday: '1990-02-30' }));
      expect(invalid.json().value.fields).toContainEqual(
        expect.objectContaining({ field: 'birthday', messageKey: 'pattern.DATE_YMD' }),
      );
    } finally {
      await patchSetting(db, 'register', { fields: DEFAULT_SETTINGS.register.fields });
    }
  });

  it.each([
    [
      'username',
      (taken: ReturnType<typeof form>) => ({ username: taken.username.toUpperCase() }),
      'duplicate-username',
    ],
    [
      'mobile',
      (taken: ReturnType<typeof form>) => ({
        mobileNum: `(${taken.mobileNum.slice(0, 2)}) ${taken.mobileNum.slice(2)}`,
      }),
      'duplicate-mobile',
    ],
    ['e-mail', (taken: ReturnType<typeof form>) => ({ email: taken.email.toUpperCase() }), 'duplicate-email'],
    [
      'CPF',
      (taken: ReturnType<typeof form>) => ({
        idNumber: taken.idNumber.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      }),
      'duplicate-id-number',
    ],
  ] as const)('refuses a second account with the same %s, however it is typed', async (_name, same, code) => {
    const first = await withCode(form());
    expect((await register(first)).statusCode).toBe(200);
    const second = form(same(first));
    // No code can be sent to a taken number; the duplicate is refused before any code is checked.
    const response = await register(
      code === 'duplicate-mobile' ? { ...second, verificationCode: '123456' } : await withCode(second),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(code);
  });

  it('refuses to send a registration code to a registered number', async () => {
    const response = await sendRegisterCode('11900000002');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('duplicate-mobile');
  });

  it('refuses a wrong SMS code and creates nothing', async () => {
    const body = await withCode(form());
    const before = await countMembers(t.database.handle.db);
    const wrong = body.verificationCode === '000000' ? '000001' : '000000';
    const response = await register({ ...body, verificationCode: wrong });
    expect(response.json().errorCode).toBe('invalid-verification-code');
    expect(await countMembers(t.database.handle.db)).toBe(before);
  });

  it('places the member under the agent whose affiliate code they used', async () => {
    const check = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=sorte001&domain=x' });
    expect(check.json()).toMatchObject({ success: true, value: { code: 'SORTE001', kind: 'AGENT' } });

    const body = await withCode(form({ affiliateCode: 'SORTE001' }));
    expect((await register(body)).statusCode).toBe(200);
    const db = t.database.handle.db;
    const [agent] = await db.select().from(member).where(eq(member.account, 'agente1'));
    const [created] = await db.select().from(member).where(eq(member.account, body.username));
    expect(created).toMatchObject({ parentId: agent!.id, referredBy: agent!.id });
  });

  it("records a member's referral and places the new member under the referrer's agent", async () => {
    const body = await withCode(form({ referralCode: 'JOGA0001' }));
    expect((await register(body)).statusCode).toBe(200);
    const db = t.database.handle.db;
    const [referrer] = await db.select().from(member).where(eq(member.account, 'jogador1'));
    const [created] = await db.select().from(member).where(eq(member.account, body.username));
    expect(created).toMatchObject({ referredBy: referrer!.id, parentId: referrer!.parentId });
  });

  it('refuses an unknown invitation code, and creates nothing', async () => {
    const check = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=NOPE1234',
      headers: { language: 'EN' },
    });
    expect(check.json()).toMatchObject({
      success: false,
      errorCode: 'invalid-invitation-code',
      message: 'Invalid invitation code',
    });
    const before = await countMembers(t.database.handle.db);
    const response = await register(await withCode(form({ affiliateCode: 'NOPE1234' })));
    expect(response.json().errorCode).toBe('invalid-invitation-code');
    expect(await countMembers(t.database.handle.db)).toBe(before);
  });

  it('registers in mobile mode with the SMS code, naming the account after the number', async () => {
    serial += 1;
    const mobileNum = `21988${String(serial).padStart(6, '0')}`;
    expect((await sendRegisterCode(mobileNum)).json().value).toEqual({ expiredMinutes: 5 });
    const code = await lastCodeTo(t.database.handle.db, `55${mobileNum}`);
    const body = form({ username: undefined, mobileNum, verificationCode: code });
    const response = await register(body, 'mobile');
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userInfo.account).toBe(`m55${mobileNum}`);

    // The code is single use.
    const again = await register(
      form({
        username: undefined,
        mobileNum: `21977${String(serial).padStart(6, '0')}`,
        verificationCode: code,
      }),
      'mobile',
    );
    expect(again.json().errorCode).toBe('invalid-verification-code');
  });

  it('requires the mobile number and code in mobile mode', async () => {
    const response = await register(form({ username: undefined, mobileNum: '' }), 'mobile');
    const fields = response.json().value.fields.map((entry: { field: string }) => entry.field);
    expect(fields).toContain('mobileNum');
  });
});
