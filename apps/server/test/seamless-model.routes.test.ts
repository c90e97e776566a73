import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  ledgerOf,
  newPlayer,
  roundStatusOf,
  vendorCaller,
  type VendorAnswer,
  type VendorCall,
} from './helpers/vendor.js';

/**
 * Random bets, wins, rollbacks and repeats on one round, some fired together, checked against a
 * reference model of the round's state machine (docs/seamless-wallet.md, "Rounds"). Calls fired
 * together must answer as if they had run one after another in some order (linearisable): for
 * each group, some order of the model gives exactly the answers seen and the balance and round
 * state the database holds afterwards.
 */
const DEPOSIT = 1_000_000;
const GAME = 'SLOT1';
const IDS = ['a', 'b', 'c', 'd', 'e'] as const;

type Op =
  | { kind: 'bet'; id: string; amount: number }
  | { kind: 'win'; id: string; amount: number; close: boolean }
  | { kind: 'rollback'; id: string; bet: string };
type RoundState = 'none' | 'open' | 'paying' | 'settled' | 'rolled-back';
type Answer = { code: string | null; balance: number | null; duplicate: boolean | null };
type Recorded = { type: 'bet' | 'win' | 'rollback' | 'tombstone'; op: Op | null; answer: Answer | null };

type Model = {
  balance: number;
  round: RoundState;
  records: Map<string, Recorded>;
  /** Bets refunded. */
  refunded: Set<string>;
  /** The kinds of the ledger entries the round made, in order. */
  moves: string[];
};

const newModel = (): Model => ({
  balance: DEPOSIT,
  round: 'none',
  records: new Map(),
  refunded: new Set(),
  moves: [],
});
const copy = (model: Model): Model => ({
  ...model,
  records: new Map(model.records),
  refunded: new Set(model.refunded),
  moves: [...model.moves],
});

const refusal = (code: string): Answer => ({ code, balance: null, duplicate: null });
const sameRequest = (a: Op, b: Op) => JSON.stringify(a) === JSON.stringify(b);

/** What the round's state refuses for an operation (the platform's seamless_round_refusal). */
const roundRefusal = (state: RoundState, operation: Op['kind']): string | null => {
  switch (state) {
    case 'none':
    case 'open':
      return null;
    case 'paying':
      return operation === 'rollback' ? 'round-has-wins' : null;
    case 'settled':
      return 'round-closed';
    case 'rolled-back':
      return 'already-rolled-back';
    default: {
      const unknown: never = state;
      throw new Error(`unknown state ${String(unknown)}`);
    }
  }
};

/** Applies one call to the model and answers as the platform must. */
const apply = (model: Model, op: Op): Answer => {
  const done = (): Answer => {
    const answer = { code: null, balance: model.balance, duplicate: false };
    model.records.set(op.id, { type: op.kind, op, answer });
    return answer;
  };
  const earlier = model.records.get(op.id);
  if (earlier) {
    if (earlier.type === 'tombstone') return refusal('already-rolled-back');
    if (!earlier.op || !sameRequest(earlier.op, op)) return refusal('duplicate-conflict');
    return { ...earlier.answer!, duplicate: true };
  }
  switch (op.kind) {
    case 'bet': {
      const refused = roundRefusal(model.round, 'bet');
      if (refused) return refusal(refused);
      if (model.round === 'none') model.round = 'open';
      model.balance -= op.amount;
      model.moves.push('BET');
      return done();
    }
    case 'win': {
      if (model.round === 'none') return refusal('bet-not-found');
      const refused = roundRefusal(model.round, 'win');
      if (refused) return refusal(refused);
      model.round = op.close ? 'settled' : 'paying';
      model.balance += op.amount;
      if (op.amount > 0) model.moves.push('WIN');
      return done();
    }
    case 'rollback': {
      if (op.bet === op.id) return refusal('duplicate-conflict');
      const bet = model.records.get(op.bet);
      if (!bet) {
        model.records.set(op.bet, { type: 'tombstone', op: null, answer: null });
        return done();
      }
      if (bet.type === 'tombstone') return refusal('already-rolled-back');
      if (bet.type !== 'bet') return refusal('bet-not-found');
      const refused = roundRefusal(model.round, 'rollback');
      if (refused) return refusal(refused);
      if (model.refunded.has(op.bet)) return refusal('already-rolled-back');
      model.refunded.add(op.bet);
      model.balance += (bet.op as Extract<Op, { kind: 'bet' }>).amount;
      model.moves.push('ROLLBACK');
      const live = [...model.records.entries()].some(
        ([id, record]) => record.type === 'bet' && !model.refunded.has(id),
      );
      if (!live) model.round = 'rolled-back';
      return done();
    }
    default: {
      const unknown: never = op;
      throw new Error(`unknown op ${JSON.stringify(unknown)}`);
    }
  }
};

const permutations = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, index) =>
        permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
      );

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      id: fc.constantFrom(...IDS),
      amount: fc.constantFrom(100, 250),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      id: fc.constantFrom(...IDS),
      amount: fc.constantFrom(0, 400),
      close: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      id: fc.constantFrom(...IDS),
      bet: fc.constantFrom(...IDS),
    }),
  },
);
/** Groups of one to three calls fired together; a group may repeat an earlier call exactly. */
const scenarioArbitrary = fc.array(
  fc.array(
    fc.oneof(
      { weight: 4, arbitrary: opArbitrary },
      { weight: 1, arbitrary: fc.nat().map((index) => ({ repeat: index })) },
    ),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  { minLength: 2, maxLength: 6 },
);

describe('seamless rounds against the reference model', () => {
  let t: TestApp;
  let call: VendorCall;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, t.database.handle.db);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  it('answers every interleaving of bet, win, rollback and repeat as some order of the model would', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        const db = t.database.handle.db;
        const player = await newPlayer(db, call, DEPOSIT);
        const roundId = randomUUID();
        // Ids of this run only: the model's 'a' is this run's `${prefix}a`.
        const prefix = randomUUID();
        const send = (op: Op): Promise<VendorAnswer> => {
          const id = prefix + op.id;
          switch (op.kind) {
            case 'bet':
              return call('bet', {
                sessionToken: player.sessionToken,
                transactionId: id,
                roundId,
                gameCode: GAME,
                amount: op.amount,
              });
            case 'win':
              return call('win', {
                playerId: player.playerId,
                transactionId: id,
                roundId,
                gameCode: GAME,
                amount: op.amount,
                closeRound: op.close,
              });
            case 'rollback':
              return call('rollback', {
                playerId: player.playerId,
                transactionId: id,
                betTransactionId: prefix + op.bet,
                roundId,
              });
            default: {
              const unknown: never = op;
              throw new Error(`unknown op ${JSON.stringify(unknown)}`);
            }
          }
        };
        let model = newModel();
        const history: Op[] = [];
        for (const group of scenario) {
          const ops = group.flatMap((item) => {
            if (!('repeat' in item)) return [item];
            return history.length > 0 ? [history[item.repeat % history.length]!] : [];
          });
          if (ops.length === 0) continue;
          history.push(...ops);
          const seen = (await Promise.all(ops.map(send))).map((answer): Answer =>
            answer.errorCode === null
              ? { code: null, balance: answer.value!.balance!, duplicate: answer.value!.duplicate! }
              : refusal(answer.errorCode),
          );
          const held = {
            balance: (await ledgerOf(db, player.playerId)).balance,
            round: (await roundStatusOf(db, roundId)) ?? 'none',
          };
          const order = permutations(ops.map((_, index) => index)).find((indices) => {
            const trial = copy(model);
            const answers = new Map(indices.map((index) => [index, apply(trial, ops[index]!)]));
            const same = ops.every(
              (_, index) => JSON.stringify(answers.get(index)) === JSON.stringify(seen[index]),
            );
            return same && trial.balance === held.balance && trial.round === held.round;
          });
          expect(
            order,
            `no order of ${JSON.stringify(ops)} answers ${JSON.stringify(seen)} with ${JSON.stringify(held)}`,
          ).toBeDefined();
          const next = copy(model);
          for (const index of order!) apply(next, ops[index]!);
          model = next;
        }
        const ledger = await ledgerOf(db, player.playerId);
        expect(ledger).toEqual({ balance: model.balance, kinds: ['DEPOSIT', ...model.moves] });
      }),
      { numRuns: 40 },
    );
  });
});
