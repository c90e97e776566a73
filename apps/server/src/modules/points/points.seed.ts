import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createPointsRepository } from './points.repository.js';
import { pointConfig, pointReward } from './points.tables.js';

/**
 * The rules and a demo catalogue on first start. 1 point per R$ 10 of valid bets, 1 centavo per
 * point (100 points = R$ 1), at least 100 points per conversion. Earning starts now: rounds closed
 * before the mall opened earn nothing.
 */
export const seedPoints = async (db: Db): Promise<void> => {
  await db
    .insert(pointConfig)
    .values({
      id: 1,
      turnoverPerPoint: 1_000,
      cashPerPoint: 1,
      minConvertPoints: 100,
      earnedUntil: sql`now()`,
    })
    .onConflictDoNothing();
  const [existing] = await db.select({ id: pointReward.id }).from(pointReward).limit(1);
  if (existing) return;
  await db.insert(pointReward).values([
    {
      kind: 'CASH',
      names: { PT: 'Saldo em dinheiro', EN: 'Cash balance', CN: '现金余额' },
      points: 100,
      cash: 100,
      sortOrder: 0,
    },
    {
      kind: 'GOODS',
      names: { PT: 'Camiseta Sorte Grande', EN: 'Sorte Grande T-shirt', CN: 'Sorte Grande T恤' },
      points: 5_000,
      available: 50,
      sortOrder: 1,
    },
    {
      kind: 'GOODS',
      names: { PT: 'Fone de ouvido sem fio', EN: 'Wireless earbuds', CN: '无线耳机' },
      points: 20_000,
      available: 10,
      sortOrder: 2,
    },
  ]);
};

/** Demo points for the demo members with an opening balance (SEED_DEMO), once per member. */
export const DEMO_OPENING_POINTS = 5_000;

export const seedDemoPoints = async (db: Db, memberIds: readonly string[]): Promise<void> => {
  await createPointsRepository(db).earn(
    memberIds.map((memberId) => ({
      memberId,
      sourceKey: `demo-opening:${memberId}`,
      points: DEMO_OPENING_POINTS,
    })),
    null,
  );
};
