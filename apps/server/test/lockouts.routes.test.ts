import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { authThrottle, loginChallenge, member, memberSession } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { solveCaptcha } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf, testWallet } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

/**
 * Every check of a password (login, payment password) goes through this stand-in, so a test can
 * count the checks a burst was granted and hold them all in flight, as argon2's slowness does on
 * a busy server. It also hashes at a low argon2id cost: the rules under test do not depend on the
 * cost, and production's (19 MiB, 2 passes) would make 50 trials take minutes. verify() reads the
 * cost from each hash, so the production code path is unchanged.
 */
const argon = vi.hoisted(() => ({
  checked: [] as string[],
  waiting: 0,
  hold: null as Promise<void> | null,
}));
vi.mock('../src/modules/accounts/password.js', async () => {
  const { hash, verify } = await import('@node-rs/argon2');
  const cheap = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
  return {
    hashPassword: (password: string) => hash(password, cheap),
    verifyPassword: async (passwordHash: string, password: string) => {
      argon.checked.push(password);
      argon.waiting += 1;
      await argon.hold;
      argon.waiting -= 1;
      return verify(passwordHash, password).catch(() => false);
    },
  };
});

type Injected = Awaited<ReturnType<typeof sendEncrypted>>;
type Outcome = { status: number; code: string | null };
const TRIALS = 50;
const RIGHT = 'Right2026';

const outcomeOf = (response: Injected): Outcome => ({
  status: response.statusCode,
  code: response.statusCode === 200 ? null : (response.json().errorCode as string),
});
const countOf = (outcomes: Outcome[], code: string | null) =>
  outcomes.filter((outcome) => outcome.code === code).length;

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the burst never settled');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

/**
 * Fires `wrong` requests together and, once each is either answered or held inside its password
 * check, the request with the right secret; then lets every check finish. This is the attack as
 * it happens on a real server: the right password arrives while the wrong ones are being hashed.
 * The right secret is the last element of the answer.
 */
const heldBurst = async (wrong: Array<() => Promise<Injected>>, right: () => Promise<Injected>) => {
  let open!: () => void;
  argon.hold = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answered = 0;
  const fire = (send: () => Promise<Injected>) =>
    send().finally(() => {
      answered += 1;
    });
  try {
    const first = wrong.map(fire);
    await until(() => answered + argon.waiting === wrong.length);
    const last = fire(right);
    await until(() => answered + argon.waiting === wrong.length + 1);
    open();
    return (await Promise.all([...first, last])).map(outcomeOf);
  } finally {
    open();
    argon.hold = null;
  }
};

/** Fires every request at once, the right secret at `position`; answers in the same order. */
const togetherBurst = async (requests: Array<() => Promise<Injected>>) =>
  (await Promise.all(requests.map((send) => send()))).map(outcomeOf);

describe('lockouts hold a burst: the attempt is taken before the secret is checked', () => {
  let t: TestApp;
  let agentId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    // The payment-password burst goes through the upline transfer, which the OPEN profile has.
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' });
    agentId = await memberIdOf(db(), 'agente1');
  });
  afterAll(() => t.close());

  const newMember = async (account: string, extra: Partial<typeof member.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: account, passwordHash: await hashPassword(RIGHT), ...extra })
      .returning();
    return row!;
  };

  const throttleRow = async (key: string) => {
    const [row] = await db().select().from(authThrottle).where(eq(authThrottle.key, key));
    return row;
  };

  const sessionsOf = async (memberId: string) =>
    (await db().select().from(memberSession).where(eq(memberSession.memberId, memberId))).length;

  const login = (
    username: string,
    password: string,
    ip: string,
    captcha?: { cookie: string; answer: string },
  ) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username, password, ...(captcha ? { captcha: captcha.answer } : {}) },
      headers: captcha ? { cookie: captcha.cookie } : {},
      remoteAddress: ip,
    });

  /** A solved captcha: once a try has failed, the next ones need one, and an attacker solves them. */
  const solvedCaptcha = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    return { cookie, answer: await solveCaptcha(db(), cookie.split('=')[1]!) };
  };

  // Fifty trials each: on a busy 2-core machine they need more than the default 30 s.
  it('password login: 6 wrong passwords and the right one get 5 checks, and the right one past them fails', async () => {
    const WRONG = 6;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const account = `burstpw${trial}`;
      const target = await newMember(account);
      const ip = `10.61.${trial}.1`;
      const held = trial % 2 === 0;
      // Sent all at once, some tries start after another has failed: those need a captcha.
      const captchas = held ? [] : await Promise.all(Array.from({ length: WRONG + 1 }, solvedCaptcha));
      const wrong = Array.from(
        { length: WRONG },
        (_, n) => () => login(account, `Wrong${n}x`, ip, captchas[n]),
      );
      const right = () => login(account, RIGHT, ip, captchas[WRONG]);
      argon.checked = [];
      const position = (trial * 7) % (WRONG + 1);
      const outcomes = held
        ? await heldBurst(wrong, right)
        : await togetherBurst([...wrong.slice(0, position), right, ...wrong.slice(position)]);
      const rightOutcome = held ? outcomes[WRONG]! : outcomes[position]!;

      const rightChecked = argon.checked.includes(RIGHT);
      const wrongChecked = argon.checked.filter((password) => password !== RIGHT).length;
      const accountRow = await throttleRow(`account:${account}`);
      const ipRow = await throttleRow(`ip:${ip}`);
      // At most five wrong passwords were ever checked; every slot went to someone.
      expect(wrongChecked).toBeLessThanOrEqual(5);
      expect(wrongChecked + (rightChecked ? 1 : 0)).toBeGreaterThanOrEqual(5);
      expect(accountRow).toMatchObject({ failures: wrongChecked, pending: 0 });
      expect(ipRow).toMatchObject({ failures: wrongChecked, pending: 0, lockedUntil: null });
      if (held) {
        // The right password arrived with all five tries already taken: refused unchecked.
        expect(rightChecked).toBe(false);
        expect(wrongChecked).toBe(5);
      }
      if (rightChecked) {
        expect(rightOutcome).toEqual({ status: 200, code: null });
        expect(await sessionsOf(target.id)).toBe(1);
      } else {
        expect(rightOutcome).toEqual({ status: 429, code: 'too-many-requests' });
        expect(await sessionsOf(target.id)).toBe(0);
      }
      // The failure that reached five locked the account; anything less left it open.
      expect(accountRow!.lockedUntil !== null).toBe(wrongChecked === 5);
      expect(countOf(outcomes, 'incorrect-credentials')).toBe(Math.min(wrongChecked, 4));
      expect(countOf(outcomes, 'too-many-requests')).toBe(
        WRONG + 1 - Math.min(wrongChecked, 4) - (rightChecked ? 1 : 0),
      );
      if (wrongChecked === 5) {
        // Locked: even the right password with a solved captcha is refused now, and unchecked.
        argon.checked = [];
        expect(outcomeOf(await login(account, RIGHT, ip))).toEqual({
          status: 429,
          code: 'too-many-requests',
        });
        expect(argon.checked).toEqual([]);
      }
    }
  }, 120_000);

  it('IP limit: failures from one address get 20 checks between them, however many arrive at once', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // The first two trials send 59 failures and the right password at once; the others start
      // from an address with 15 failures already counted and send 6 more and the right one.
      const full = trial < 2;
      const earlier = full ? 0 : 15;
      const WRONG = full ? 59 : 6;
      const slots = 20 - earlier;
      const account = `burstip${trial}`;
      const target = await newMember(account);
      const ip = `10.62.${trial}.1`;
      if (earlier > 0)
        await db()
          .insert(authThrottle)
          .values({ key: `ip:${ip}`, failures: earlier });
      // Each wrong try names another account, so only the address's limit can stop them.
      const wrong = Array.from(
        { length: WRONG },
        (_, n) => () => login(`nobody${trial}x${n}`, 'Wrong1x', ip),
      );
      const right = () => login(account, RIGHT, ip);
      argon.checked = [];
      const held = trial % 2 === 0;
      const position = (trial * 11) % (WRONG + 1);
      const outcomes = held
        ? await heldBurst(wrong, right)
        : await togetherBurst([...wrong.slice(0, position), right, ...wrong.slice(position)]);
      const rightOutcome = held ? outcomes[WRONG]! : outcomes[position]!;

      const rightChecked = argon.checked.includes(RIGHT);
      const wrongChecked = argon.checked.length - (rightChecked ? 1 : 0);
      const ipRow = await throttleRow(`ip:${ip}`);
      expect(wrongChecked).toBeLessThanOrEqual(slots);
      expect(wrongChecked + (rightChecked ? 1 : 0)).toBeGreaterThanOrEqual(slots);
      expect(ipRow).toMatchObject({ failures: earlier + wrongChecked, pending: 0 });
      expect(ipRow!.lockedUntil !== null).toBe(wrongChecked === slots);
      // A refused try left no trace on its account: all or none of the keys are taken.
      const accountRows = await db()
        .select()
        .from(authThrottle)
        .where(like(authThrottle.key, `account:nobody${trial}x%`));
      expect(accountRows).toHaveLength(wrongChecked);
      expect(accountRows.every((row) => row.pending === 0 && row.failures === 1)).toBe(true);
      if (held) {
        expect(rightChecked).toBe(false);
        expect(wrongChecked).toBe(slots);
      }
      expect(rightOutcome).toEqual(
        rightChecked ? { status: 200, code: null } : { status: 429, code: 'too-many-requests' },
      );
      expect(await sessionsOf(target.id)).toBe(rightChecked ? 1 : 0);
      expect(countOf(outcomes, 'incorrect-credentials')).toBe(Math.min(wrongChecked, slots - 1));
    }
  }, 120_000);

  it('second factor: 6 wrong answers and the right one get 5 checks on one ticket', async () => {
    const WRONG = 6;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const account = `burst2f${trial}`;
      const target = await newMember(account, { payeeName: `Pessoa Certa ${trial}` });
      const ip = `10.63.${trial}.1`;
      const first = await login(account, RIGHT, ip);
      expect(first.json().errorCode).toBe('verification-required');
      const ticket = first.json().value.ticket as string;
      const answer = (code: string) => () =>
        sendEncrypted(t.app, {
          method: 'POST',
          url: '/wps/session/login/verify',
          body: { ticket, method: 'bankName', code },
          remoteAddress: ip,
        });
      const wrong = Array.from({ length: WRONG }, (_, n) => answer(`Pessoa Errada ${n}`));
      const position = (trial * 3 + WRONG) % (WRONG + 1);
      const outcomes = await togetherBurst([
        ...wrong.slice(0, position),
        answer(`Pessoa Certa ${trial}`),
        ...wrong.slice(position),
      ]);
      const rightOutcome = outcomes[position]!;

      const succeeded = rightOutcome.status === 200;
      const wrongChecked = countOf(outcomes, 'invalid-verification-code');
      const [challenge] = await db()
        .select()
        .from(loginChallenge)
        .where(eq(loginChallenge.memberId, target.id));
      const memberRow = await throttleRow(`second-factor:${target.id}`);
      // The ticket gave five checks at most, the right answer among them or none.
      expect(wrongChecked + (succeeded ? 1 : 0)).toBeLessThanOrEqual(5);
      expect(memberRow).toMatchObject({ failures: wrongChecked, pending: 0 });
      expect(await sessionsOf(target.id)).toBe(succeeded ? 1 : 0);
      if (succeeded) {
        expect(challenge!.consumedAt).not.toBeNull();
        expect(memberRow!.lockedUntil).toBeNull();
      } else {
        // Five wrong answers used the ticket's tries and locked the member's second factor.
        expect(rightOutcome).toEqual({ status: 429, code: 'too-many-requests' });
        expect(wrongChecked).toBe(5);
        expect(challenge).toMatchObject({ attempts: 5, consumedAt: null });
        expect(memberRow!.lockedUntil).not.toBeNull();
        expect(outcomeOf(await answer(`Pessoa Certa ${trial}`)())).toEqual({
          status: 429,
          code: 'too-many-requests',
        });
      }
      expect(countOf(outcomes, 'too-many-requests') + countOf(outcomes, 'verification-required')).toBe(
        WRONG + 1 - wrongChecked - (succeeded ? 1 : 0),
      );
    }
  }, 120_000);

  it('payment password: 6 wrong and the right one in simultaneous transfers get 5 checks, and move money only when right', async () => {
    const WRONG = 6;
    const AMOUNT = 1_000;
    const payer = await newMember('burstpay', {
      parentId: agentId,
      paymentPasswordHash: await hashPassword('246810'),
    });
    // Money with no turnover to bet: a transfer may carry it (docs/payments.md).
    await fundMember(db(), payer.id, 100_000, 'ADJUSTMENT');
    let expected = 100_000;
    const token = await loginAs(t.app, 'burstpay', RIGHT);
    const transfer = (paymentPassword: string) => () =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/transfer/upline',
        body: { requestId: randomUUID(), amount: AMOUNT, paymentPassword },
        headers: { authorization: token },
      });
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // Each trial starts as five minutes later would: the last one's failures and lock are gone.
      await db()
        .delete(authThrottle)
        .where(eq(authThrottle.key, `payment:${payer.id}`));
      const wrong = Array.from({ length: WRONG }, (_, n) => transfer(String(100_000 + n)));
      argon.checked = [];
      const held = trial % 2 === 0;
      const position = (trial * 5) % (WRONG + 1);
      const outcomes = held
        ? await heldBurst(wrong, transfer('246810'))
        : await togetherBurst([...wrong.slice(0, position), transfer('246810'), ...wrong.slice(position)]);
      const rightOutcome = held ? outcomes[WRONG]! : outcomes[position]!;

      const rightChecked = argon.checked.includes('246810');
      const wrongChecked = argon.checked.length - (rightChecked ? 1 : 0);
      const row = await throttleRow(`payment:${payer.id}`);
      expect(wrongChecked).toBeLessThanOrEqual(5);
      expect(wrongChecked + (rightChecked ? 1 : 0)).toBeGreaterThanOrEqual(5);
      expect(row).toMatchObject({ failures: wrongChecked, pending: 0 });
      expect(row!.lockedUntil !== null).toBe(wrongChecked === 5);
      if (held) {
        expect(rightChecked).toBe(false);
        expect(wrongChecked).toBe(5);
      }
      expect(rightOutcome.status).toBe(rightChecked ? 200 : 429);
      expected -= rightChecked ? AMOUNT : 0;
      expect(await testWallet(db()).balanceOf(payer.id)).toBe(expected);
      expect(countOf(outcomes, 'incorrect-payment-password')).toBe(Math.min(wrongChecked, 4));
    }
    expect(await checkLedger(db())).toEqual([]);
  }, 120_000);
});
