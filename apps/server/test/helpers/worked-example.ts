import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ContractType } from '@platform/contracts';
import type { Db } from '../../src/db/client.js';
import { agentContract, member, memberLoginIp, vendorRound, vendorTransaction } from '../../src/tables.js';
import { createAuditService } from '../../src/modules/audit/index.js';
import { createInboxRepository, createInboxService } from '../../src/modules/inbox/index.js';
import { createContractsRepository, createContractsService } from '../../src/modules/agents/index.js';
import {
  EXAMPLE_BETS,
  EXAMPLE_CONTRACTS,
  EXAMPLE_TREE,
} from '../../src/modules/agents/contracts/worked-example.fixture.js';
import { STUDIO_VENDOR } from '../../src/modules/seamless/seamless.seed.js';
import { memberIdOf } from './money.js';

export const EXAMPLE_TYPES: ContractType[] = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'];
/** Just after the worked example's week (Brasília): every period of it has closed. */
export const AFTER_THE_WEEK = new Date('2026-11-30T00:10:00-03:00');
const WEEK_START = '2026-11-23T00:00:00-03:00';

export type WorkedExample = {
  /** Member id and account name of A, B, a1, b1 and b2. */
  id: Record<string, string>;
  account: Record<string, string>;
  contractOf: { A: Record<ContractType, string>; B: Record<ContractType, string> };
  contracts: ReturnType<typeof createContractsService>;
  principal: (name: 'A' | 'B') => { sessionId: string; memberId: string; account: string; type: number };
};

/**
 * The worked example of docs/agents.md in a database: the tree (accounts `ex<name><suffix>`, able
 * to log in with `passwordHash` when one is given), every contract offered and accepted through
 * the contracts service and in force from the week's start, and the week's bets as settled rounds.
 * Nothing is settled yet: the caller runs the settlement it tests.
 */
export const seedWorkedExample = async (
  db: Db,
  options: { passwordHash?: string; suffix?: string } = {},
): Promise<WorkedExample> => {
  const suffix = options.suffix ?? randomUUID().slice(0, 6);
  const id: Record<string, string> = {};
  const account: Record<string, string> = {};
  for (const [name, parent] of EXAMPLE_TREE) {
    const type = name === 'A' ? 1 : name === 'B' ? 2 : 0;
    const [row] = await db
      .insert(member)
      .values({
        account: `ex${name.toLowerCase()}${suffix}`,
        nickname: name,
        type,
        passwordHash: options.passwordHash ?? 'x',
        parentId: parent ? id[parent]! : null,
      })
      .returning();
    id[name] = row!.id;
    account[name] = row!.account;
    if (options.passwordHash) {
      await db.insert(memberLoginIp).values({ memberId: row!.id, ip: '127.0.0.1', verified: true });
    }
  }
  const contracts = createContractsService({
    repository: createContractsRepository(db),
    settings: { getSetting: async () => ({ AGENTPOLICY3: true }) },
    audit: createAuditService({ db }),
    inbox: createInboxService({ repository: createInboxRepository(db) }),
  });
  const operator = { memberId: await memberIdOf(db, 'operador'), account: 'operador' };
  const meta = { ip: '127.0.0.1', userAgent: 'test' };
  const principal = (name: 'A' | 'B') => ({
    sessionId: 's',
    memberId: id[name]!,
    account: account[name]!,
    type: name === 'A' ? 1 : 2,
  });
  const contractOf = { A: {} as Record<ContractType, string>, B: {} as Record<ContractType, string> };
  for (const type of EXAMPLE_TYPES) {
    const offeredA = await contracts.operatorOffer(
      operator,
      { requestId: randomUUID(), account: account.A!, terms: EXAMPLE_CONTRACTS[type].A },
      meta,
    );
    await contracts.relay(type, principal('A'), { contractId: offeredA.contract.id, action: 'ACCEPT' }, meta);
    const offeredB = await contracts.relay(
      type,
      principal('A'),
      { action: 'OFFER', requestId: randomUUID(), account: account.B!, terms: EXAMPLE_CONTRACTS[type].B },
      meta,
    );
    await contracts.relay(type, principal('B'), { contractId: offeredB.contract.id, action: 'ACCEPT' }, meta);
    contractOf.A[type] = offeredA.contract.id;
    contractOf.B[type] = offeredB.contract.id;
  }
  // The contracts came into force just now; the example has them in force all week.
  await db
    .update(agentContract)
    .set({ activatedAt: new Date(WEEK_START) })
    .where(inArray(agentContract.id, [...Object.values(contractOf.A), ...Object.values(contractOf.B)]));
  for (const bet of EXAMPLE_BETS) {
    const settledAt = new Date(bet.settledAt);
    await db.insert(vendorRound).values({
      vendorCode: STUDIO_VENDOR,
      roundId: bet.betId,
      memberId: id[bet.memberId]!,
      gameCode: 'example',
      status: 'settled',
      createdAt: new Date(settledAt.getTime() - 30_000),
      closedAt: settledAt,
    });
    const leg = (type: 'bet' | 'win', amount: number) => ({
      vendorCode: STUDIO_VENDOR,
      transactionId: `${bet.betId}-${type}`,
      type,
      memberId: id[bet.memberId]!,
      roundId: bet.betId,
      gameCode: 'example',
      amount,
      fingerprint: 'example',
    });
    await db.insert(vendorTransaction).values(leg('bet', bet.stake));
    if (bet.payout > 0) await db.insert(vendorTransaction).values(leg('win', bet.payout));
  }
  return { id, account, contractOf, contracts, principal };
};
