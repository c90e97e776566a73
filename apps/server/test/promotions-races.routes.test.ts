import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { memberIdOf } from './helpers/money.js';
import { applicationsOf, bonusEntriesOf, savePromotion } from './helpers/promotions.js';
import { loginAs } from './helpers/session.js';

/**
 * Requests racing on one application (docs/promotions.md, "Races"): every move is one conditional
 * statement, so of approve ‖ approve or approve ‖ reject exactly one passes and the bonus is paid
 * at most once; two applications (or claims) sent together make one. On PostgreSQL they really
 * run side by side; on PGlite one after another, and the same must hold.
 */
const TRIALS = 30;
const REWARD = 1_234;

describe('promotion applications under concurrent requests', () => {
  let t: TestApp;
  let member: string;
  let operator: string;
  let memberId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' });
    member = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    memberId = await memberIdOf(db(), 'jogador3');
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, auth: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth, language: 'PT' } });
  const balance = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: { authorization: member },
      })
    ).json().value.balance as number;
  const codes = (responses: Array<{ json(): { errorCode: string | null } }>) =>
    responses.map((response) => response.json().errorCode).sort((a, b) => String(a).localeCompare(String(b)));

  it('two applications at once make one; approve ‖ approve and approve ‖ reject have one outcome', async () => {
    let expected = await balance();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const promotionId = await savePromotion(t.app, operator, { rewardAmount: REWARD });
      const applied = await Promise.all(
        [1, 2].map(() => post('/wps/promotions/apply', { id: promotionId, remark: `t${trial}` }, member)),
      );
      expect(codes(applied)).toEqual([null, 'promotion-already-joined']);
      const [application] = await applicationsOf(db(), promotionId, memberId);
      expect(await applicationsOf(db(), promotionId, memberId)).toHaveLength(1);

      const withReject = trial % 2 === 1;
      const decisions = await Promise.all([
        post('/ops/promotions/applications/approve', { id: application!.id }, operator),
        withReject
          ? post('/ops/promotions/applications/reject', { id: application!.id, reason: 'corrida' }, operator)
          : post('/ops/promotions/applications/approve', { id: application!.id }, operator),
      ]);
      expect(codes(decisions)).toEqual([null, 'promotion-application-state-changed']);
      const winner = decisions.find((response) => response.json().success)!.json().value.status as string;
      const [final] = await applicationsOf(db(), promotionId, memberId);
      expect(final!.status).toBe(winner);
      const paid = winner === 'ISSUED' ? 1 : 0;
      if (!withReject) expect(winner).toBe('ISSUED');
      expect(await bonusEntriesOf(db(), application!.id)).toBe(paid);
      expected += paid * REWARD;
      expect(await balance()).toBe(expected);
    }
  });

  it('two claims at once pay once', async () => {
    let expected = await balance();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const promotionId = await savePromotion(t.app, operator, { entry: 'CLAIM', rewardAmount: REWARD });
      const claims = await Promise.all(
        [1, 2, 3].map(() => post('/wps/promotions/claim', { id: promotionId }, member)),
      );
      expect(codes(claims)).toEqual([null, 'promotion-already-joined', 'promotion-already-joined']);
      const rows = await applicationsOf(db(), promotionId, memberId);
      expect(rows).toEqual([{ id: rows[0]!.id, status: 'CLAIMED' }]);
      expect(await bonusEntriesOf(db(), rows[0]!.id)).toBe(1);
      expected += REWARD;
      expect(await balance()).toBe(expected);
    }
  });
});
