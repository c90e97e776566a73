import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import { depositOrder, member, paymentChannel, withdrawal } from '../../src/tables.js';

/**
 * Rows of other modules' records written as they would be found after the fact (a past day, a
 * deposit paid hours ago), for the read-only reports: the statement and the AML flags.
 */

export const insertMember = async (
  db: Db,
  account: string,
  extra: Partial<typeof member.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(member)
    .values({ account, nickname: account, passwordHash: 'not-a-login', ...extra })
    .returning({ id: member.id });
  return row!.id;
};

export const insertPaidDeposit = async (
  db: Db,
  input: { memberId: string; amount: number; paidAt: Date; payerCpf?: string },
) => {
  const [channel] = await db.select({ id: paymentChannel.id }).from(paymentChannel).limit(1);
  const id = randomUUID();
  await db.insert(depositOrder).values({
    id,
    memberId: input.memberId,
    requestId: randomUUID(),
    reference: `D${id.slice(0, 12)}`,
    channelId: channel!.id,
    amount: input.amount,
    fee: 0,
    status: 'PAID',
    expectedCpf: input.payerCpf ?? '00000000000',
    payerCpf: input.payerCpf ?? null,
    expiresAt: new Date(input.paidAt.getTime() + 30 * 60_000),
    createdAt: new Date(input.paidAt.getTime() - 60_000),
    paidAt: input.paidAt,
  });
  return id;
};

export const insertWithdrawal = async (
  db: Db,
  input: {
    memberId: string;
    amount: number;
    createdAt?: Date;
    status?: 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED';
    confirmation?: 'RETURNED' | 'RECEIVED';
    pixKey?: string;
    holderCpf?: string;
  },
) => {
  const id = randomUUID();
  await db.insert(withdrawal).values({
    id,
    memberId: input.memberId,
    requestId: randomUUID(),
    reference: `W${id.slice(0, 12)}`,
    amount: input.amount,
    keyType: 'EMAIL',
    pixKey: input.pixKey ?? `${id}@example.com`,
    holderCpf: input.holderCpf ?? id.replace(/\D/gu, '').padEnd(11, '7').slice(0, 11),
    holderName: 'Titular',
    status: input.status ?? 'PAID',
    confirmation: input.confirmation ?? null,
    ledgerDone: true,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  });
  return id;
};
