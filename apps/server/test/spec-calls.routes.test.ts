import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  CODE_EXPIRY_MINUTES,
  ERROR_MESSAGES_EN,
  ERROR_MESSAGES_PT,
  FAVORITES_LIMIT,
  type Game,
} from '@platform/contracts';
import { catalogueGame, favoriteGame, member, outboxMessage, systemSetting } from '../src/tables.js';
import { DEFAULT_SETTINGS } from '../src/modules/system/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { cpfFrom, lastCodeTo, lastMessageTo } from './helpers/accounts.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

/**
 * The spec's calls and lists of issue 24: the country list with flags and per-country digit
 * counts, the free-play launch GCS_gameLaunchFB and the language update (decision 0023).
 */
describe('spec calls: countries, GCS_gameLaunchFB, language update', () => {
  let t: TestApp;
  let token = '';
  let trialToken = '';
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'jogador1');
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trialToken = trial.json().value.token as string;
  });
  afterAll(() => t.close());

  const call = (input: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: object;
    token?: string;
    language?: string;
  }) =>
    t.app.inject({
      method: input.method,
      url: input.url,
      ...(input.body ? { payload: input.body } : {}),
      headers: {
        language: input.language ?? 'EN',
        ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      },
    });
  const sendRegisterCode = (mobileNum: string, countryDialingCode: string, language = 'EN') =>
    call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      body: { mobileNum, countryDialingCode },
      language,
    });
  const messagesTo = async (destination: string) =>
    (await db().select().from(outboxMessage).where(eq(outboxMessage.destination, destination))).length;

  describe('countries', () => {
    it('lists the countries Brazil first, each with its digit count and a flag the server serves', async () => {
      const response = await call({ method: 'GET', url: '/wps/system/countries' });
      expect(response.statusCode).toBe(200);
      const list = response.json().value as {
        countryCode: string;
        countryDialingCode: string;
        phoneDigits: { min: number; max: number };
        flagUrl: string;
      }[];
      expect(list[0]).toEqual({
        countryCode: 'BR',
        countryDialingCode: '55',
        phoneDigits: DEFAULT_SETTINGS.register.phoneDigits,
        flagUrl: '/TCG_PROD_IMAGES/COUNTRY_FLAG/BR.png',
      });
      expect(list.find((country) => country.countryCode === 'PT')).toMatchObject({
        countryDialingCode: '351',
        phoneDigits: { min: 9, max: 9 },
      });
      // No country the region restriction blocks is offered.
      const blocked = DEFAULT_SETTINGS.regionRestriction.blockedCountries;
      expect(list.filter((country) => blocked.includes(country.countryCode))).toEqual([]);
      for (const country of list) {
        const flag = await call({ method: 'GET', url: country.flagUrl });
        expect(flag.statusCode, country.countryCode).toBe(200);
        expect(flag.headers['content-type']).toBe('image/png');
        expect(flag.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
        // Small: a flag is a few hundred bytes, never more than a kilobyte.
        expect(flag.rawPayload.length).toBeLessThan(1024);
      }
    });

    it('answers an unknown flag with a translated not-found, never a 500', async () => {
      for (const code of ['ZZ', 'br', 'constructor', '..%2F..%2Fetc']) {
        const response = await call({
          method: 'GET',
          url: `/TCG_PROD_IMAGES/COUNTRY_FLAG/${code}.png`,
          language: 'PT',
        });
        expect(response.statusCode, code).toBe(404);
        expect(response.json()).toMatchObject({
          errorCode: 'not-found',
          message: ERROR_MESSAGES_PT['not-found'],
        });
      }
    });

    it("checks a number against its own country's digit count, and refuses a country not offered", async () => {
      // Portugal: nine digits.
      expect((await sendRegisterCode('912345678', '351')).json().value).toEqual({
        expiredMinutes: CODE_EXPIRY_MINUTES,
      });
      expect(await messagesTo('351912345678')).toBe(1);
      const tooLong = await sendRegisterCode('9123456789', '351', 'PT');
      expect(tooLong.json()).toMatchObject({
        errorCode: 'invalid-phone-number',
        message: ERROR_MESSAGES_PT['invalid-phone-number'],
      });
      expect(await messagesTo('3519123456789')).toBe(0);
      // Brazil keeps the register setting's count (10 or 11).
      expect((await sendRegisterCode('912345678', '55')).json().errorCode).toBe('invalid-phone-number');
      // A dialing code the operator does not offer.
      const unlisted = await sendRegisterCode('912345678', '999');
      expect(unlisted.statusCode).toBe(400);
      expect(unlisted.json()).toMatchObject({
        errorCode: 'invalid-phone-number',
        message: ERROR_MESSAGES_EN['invalid-phone-number'],
      });
      expect(await messagesTo('999912345678')).toBe(0);
      // Not a dialing code at all: the validation envelope, translated.
      const malformed = await sendRegisterCode('912345678', 'BR', 'PT');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({
        errorCode: 'validation-failed',
        message: ERROR_MESSAGES_PT['validation-failed'],
      });
    });

    it('follows the operator: a digit count changed in the countries setting applies at once', async () => {
      const countries = DEFAULT_SETTINGS.countries.map((country) =>
        country.countryCode === 'UY' ? { ...country, phoneDigits: { min: 9, max: 9 } } : country,
      );
      await db().update(systemSetting).set({ value: countries }).where(eq(systemSetting.key, 'countries'));
      try {
        expect((await sendRegisterCode('94123456', '598')).json().errorCode).toBe('invalid-phone-number');
        expect((await sendRegisterCode('941234567', '598')).statusCode).toBe(200);
      } finally {
        await db()
          .update(systemSetting)
          .set({ value: DEFAULT_SETTINGS.countries })
          .where(eq(systemSetting.key, 'countries'));
      }
    });

    it('registers by mobile with a Portuguese number, stored with its dialing code', async () => {
      expect((await sendRegisterCode('934567890', '351')).statusCode).toBe(200);
      const verificationCode = await lastCodeTo(db(), '351934567890');
      const response = await sendEncrypted(t.app, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        body: {
          mobileNum: '934567890',
          countryDialingCode: '351',
          verificationCode,
          password: 'Senha2026',
          confirmPassword: 'Senha2026',
          payeeName: 'Rita Alves Costa',
          idNumber: cpfFrom('987654001'),
          ageConfirmed: true,
          riskAcknowledged: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value.userInfo.account).toBe('m351934567890');
      const [row] = await db().select().from(member).where(eq(member.account, 'm351934567890'));
      expect(row?.mobile).toBe('351934567890');
    });
  });

  describe('GCS_gameLaunchFB', () => {
    const firstGame = async (gameType: string) => {
      const response = await call({
        method: 'POST',
        url: '/wps/relay/GCSGAME_gameList',
        body: { gameType, pageSize: 1 },
      });
      return (response.json().value.games as Game[])[0]!;
    };
    const launchFb = (nodeId: string, options: { token?: string; language?: string } = {}) =>
      call({ method: 'POST', url: '/wps/relay/GCS_gameLaunchFB', body: { nodeId }, ...options });
    const urlOf = (response: Awaited<ReturnType<typeof launchFb>>) =>
      new URL(response.json().value.url as string, 'http://site.local');

    it('needs a token', async () => {
      const slot = await firstGame('RNG');
      const response = await launchFb(slot.nodeId, { language: 'PT' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        errorCode: 'unauthorized',
        message: ERROR_MESSAGES_PT.unauthorized,
      });
    });

    it('opens play money for a trial account and for a member, never with a wallet token', async () => {
      const slot = await firstGame('RNG');
      for (const caller of [trialToken, token]) {
        const response = await launchFb(slot.nodeId, { token: caller });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().value).toMatchObject({ nodeId: slot.nodeId, demo: true });
        expect(urlOf(response).searchParams.get('mode')).toBe('demo');
        expect(urlOf(response).searchParams.has('token')).toBe(false);
      }
      // The real-money launch keeps working beside it.
      const real = await call({
        method: 'POST',
        url: '/wps/game/launchGame',
        body: { nodeId: slot.nodeId },
        token,
      });
      expect(real.json().value.demo).toBe(false);
      expect(new URL(real.json().value.url as string, 'http://site.local').searchParams.has('token')).toBe(
        true,
      );
    });

    it('refuses a game without free play, and bad input, with translated errors', async () => {
      const fish = await firstGame('FISH');
      await db()
        .update(catalogueGame)
        .set({ freePlay: false })
        .where(eq(catalogueGame.nodeId, Number(fish.nodeId)));
      try {
        const trial = await launchFb(fish.nodeId, { token: trialToken });
        expect(trial.json()).toMatchObject({
          errorCode: 'in-need-true-account',
          message: ERROR_MESSAGES_EN['in-need-true-account'],
        });
        const memberTry = await launchFb(fish.nodeId, { token, language: 'PT' });
        expect(memberTry.json()).toMatchObject({
          errorCode: 'operation-not-allowed',
          message: ERROR_MESSAGES_PT['operation-not-allowed'],
        });
      } finally {
        await db()
          .update(catalogueGame)
          .set({ freePlay: true })
          .where(eq(catalogueGame.nodeId, Number(fish.nodeId)));
      }
      for (const body of [{}, { nodeId: '' }, { nodeId: 'x'.repeat(40) }, { nodeId: 12 }]) {
        const response = await call({
          method: 'POST',
          url: '/wps/relay/GCS_gameLaunchFB',
          body,
          token,
          language: 'PT',
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: 'validation-failed',
          message: ERROR_MESSAGES_PT['validation-failed'],
        });
      }
      const unknown = await launchFb('99999999', { token });
      expect(unknown.statusCode).toBeLessThan(500);
      expect(unknown.json().success).toBe(false);
    });
  });

  describe('language update: PUT /wps/member/language', () => {
    const setLanguage = (body: object, options: { token?: string; language?: string } = {}) =>
      call({ method: 'PUT', url: '/wps/member/language', body, ...options });
    const languageOf = async (account: string) =>
      (await db().select({ language: member.language }).from(member).where(eq(member.account, account)))[0]
        ?.language;

    it('needs a token', async () => {
      const response = await setLanguage({ language: 'EN' }, { language: 'PT' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(ERROR_MESSAGES_PT.unauthorized);
    });

    it('refuses a language the site does not speak, translated, and changes nothing', async () => {
      const before = await languageOf('jogador1');
      for (const body of [{ language: 'XX' }, { language: 'pt' }, {}, { language: 7 }]) {
        const response = await setLanguage(body, { token, language: 'PT' });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: 'validation-failed',
          message: ERROR_MESSAGES_PT['validation-failed'],
        });
      }
      expect(await languageOf('jogador1')).toBe(before);
    });

    it("stores the member's language, and the SMS sent to them later is written in it", async () => {
      const jogador2 = await loginAs(t.app, 'jogador2', '123456');
      const response = await setLanguage({ language: 'CN' }, { token: jogador2 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value).toEqual({ language: 'CN' });
      expect(await languageOf('jogador2')).toBe('CN');
      // The page asking is in Portuguese; the member chose Chinese, so the SMS is in Chinese.
      await call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        body: { mobileNum: '11900000003', countryDialingCode: '55' },
        language: 'PT',
      });
      expect((await lastMessageTo(db(), '5511900000003')).body).toContain('您的验证码是');
      await setLanguage({ language: 'PT' }, { token: jogador2 });
      expect(await languageOf('jogador2')).toBe('PT');
    });

    it('lets a trial account say its language too', async () => {
      expect((await setLanguage({ language: 'EN' }, { token: trialToken })).statusCode).toBe(200);
    });
  });
  describe('favourites up to 999 (spec section 9)', () => {
    const toggle = (action: 'add' | 'remove', nodeId: number, language = 'EN') =>
      call({
        method: 'POST',
        url: `/wps/relay/${action === 'add' ? 'addFavoriteGameV2' : 'removeFavoriteGameV2'}`,
        body: { nodeId: String(nodeId) },
        token,
        language,
      });
    const held = async (memberId: string) =>
      (
        await db().select({ total: count() }).from(favoriteGame).where(eq(favoriteGame.memberId, memberId))
      )[0]!.total;

    it('refuses the 1000th with a translated error, keeps re-adding idempotent, and serialises adds at the edge', async () => {
      expect(FAVORITES_LIMIT).toBe(999);
      const [owner] = await db().select({ id: member.id }).from(member).where(eq(member.account, 'jogador1'));
      const memberId = owner!.id;
      const games = await db()
        .select({ nodeId: catalogueGame.nodeId })
        .from(catalogueGame)
        .where(and(eq(catalogueGame.isGame, 'GAME'), eq(catalogueGame.gameType, 'RNG')))
        .limit(FAVORITES_LIMIT + 3);
      expect(games).toHaveLength(FAVORITES_LIMIT + 3);
      await db().delete(favoriteGame).where(eq(favoriteGame.memberId, memberId));
      await db()
        .insert(favoriteGame)
        .values(games.slice(0, FAVORITES_LIMIT).map(({ nodeId }) => ({ memberId, nodeId })));
      const next = games[FAVORITES_LIMIT]!.nodeId;

      const refused = await toggle('add', next, 'PT');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 'favorites-limit-reached',
        message: ERROR_MESSAGES_PT['favorites-limit-reached'],
      });
      expect(await held(memberId)).toBe(FAVORITES_LIMIT);
      // A game already a favourite stays one, at the limit too.
      expect((await toggle('add', games[0]!.nodeId)).json().value).toEqual({
        nodeId: String(games[0]!.nodeId),
        favorite: true,
      });

      // Two places free, three adds at once: exactly two pass.
      await toggle('remove', games[0]!.nodeId);
      await toggle('remove', games[1]!.nodeId);
      const answers = await Promise.all(
        [next, games[FAVORITES_LIMIT + 1]!.nodeId, games[FAVORITES_LIMIT + 2]!.nodeId].map((nodeId) =>
          toggle('add', nodeId),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.json().errorCode === 'favorites-limit-reached')).toHaveLength(
        1,
      );
      expect(await held(memberId)).toBe(FAVORITES_LIMIT);
      await db().delete(favoriteGame).where(eq(favoriteGame.memberId, memberId));
    });
  });
});
