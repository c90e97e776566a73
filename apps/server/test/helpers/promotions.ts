import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

const DAY_MS = 86_400_000;

const text = (title: string) => ({ title, summary: `${title}: resumo`, terms: '<p>Regras</p>' });

/** Saves a promotion through the operator route and returns its id; in force for a day around now unless told. */
export const savePromotion = async (
  app: FastifyInstance,
  operator: string,
  overrides: Record<string, unknown> = {},
): Promise<string> => {
  const now = Date.now();
  const response = await app.inject({
    method: 'POST',
    url: '/ops/promotions',
    headers: { authorization: operator, language: 'PT' },
    payload: {
      code: `T-${randomUUID().slice(0, 12).toUpperCase()}`,
      kind: 'ADVANCE_BONUS',
      entry: 'MANUAL',
      period: 'ONCE',
      rewardAmount: 2_500,
      startsAt: new Date(now - DAY_MS).toISOString(),
      endsAt: new Date(now + DAY_MS).toISOString(),
      image: '',
      texts: { 'pt-BR': text('Promoção'), en: text('Promotion'), zh: text('活动') },
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`promotion not saved: ${response.body}`);
  return response.json().value.id as string;
};

/** How many ledger entries credited this application's bonus. */
export const bonusEntriesOf = async (db: Db, applicationId: string): Promise<number> => {
  const result = (await db.execute(
    sql`select count(*)::int as n from journal_entry where kind = 'BONUS' and reference->>'applicationId' = ${applicationId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
};

/** The member's applications to a promotion (id and status). */
export const applicationsOf = async (db: Db, promotionId: string, memberId: string) => {
  const result = (await db.execute(
    sql`select id, status from promotion_application where promotion_id = ${promotionId} and member_id = ${memberId}`,
  )) as unknown as { rows: Array<{ id: string; status: string }> };
  return result.rows;
};
