import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mission, missionCursor } from './missions.tables.js';

/**
 * Three missions on first start, and the progress job's cursors at the seed's time: rounds and
 * deposits before missions existed count for nothing. Added only where no mission exists yet, so
 * an operator's removal or changes are never undone.
 */
export const seedMissions = async (db: Db): Promise<void> => {
  await db
    .insert(missionCursor)
    .values([
      { source: 'rounds', until: sql`now()` },
      { source: 'deposits', until: sql`now()` },
    ])
    .onConflictDoNothing();
  const [existing] = await db.select({ id: mission.id }).from(mission).limit(1);
  if (existing) return;
  const startsAt = new Date('2026-01-01T03:00:00Z');
  await db.insert(mission).values([
    {
      code: 'DAILY-SLOTS-50',
      kind: 'WAGER',
      category: 'RNG',
      target: 5_000,
      period: 'DAILY',
      rewardKind: 'POINTS',
      rewardAmount: 50,
      names: {
        PT: 'Apostar R$ 50 em slots hoje',
        EN: 'Wager R$ 50 on slots today',
        CN: '今天在老虎机投注 R$ 50',
      },
      startsAt,
      sort: 0,
    },
    {
      code: 'WEEKLY-DEPOSIT',
      kind: 'DEPOSIT',
      target: 1,
      period: 'WEEKLY',
      rewardKind: 'POINTS',
      rewardAmount: 100,
      names: {
        PT: 'Fazer um depósito esta semana',
        EN: 'Make a deposit this week',
        CN: '本周存款一次',
      },
      startsAt,
      sort: 1,
    },
    {
      code: 'WEEKLY-ROUNDS-100',
      kind: 'ROUNDS',
      target: 100,
      period: 'WEEKLY',
      rewardKind: 'POINTS',
      rewardAmount: 200,
      names: {
        PT: 'Jogar 100 rodadas esta semana',
        EN: 'Play 100 rounds this week',
        CN: '本周玩 100 局',
      },
      startsAt,
      sort: 2,
    },
  ]);
};
