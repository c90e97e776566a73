import { describe, expect, it } from 'vitest';
import { AccountRecord, DownlineTransaction, MOVEMENT_KINDS, TransactionRecord } from './index.js';

const line = { entryId: 1, time: '2026-01-01T00:00:00.000Z', amount: -500, balanceAfter: 1_000 };

describe('movement kinds', () => {
  it('are what the records and the downline report accept as a movement, and nothing else', () => {
    for (const kind of [...MOVEMENT_KINDS, 'PAYOUT', 'deposit', '']) {
      const known = (MOVEMENT_KINDS as readonly string[]).includes(kind);
      expect(TransactionRecord.safeParse({ ...line, kind, reference: {} }).success).toBe(known);
      expect(AccountRecord.safeParse({ ...line, kind, wallet: 'MAIN', walletName: '' }).success).toBe(known);
      const downline = { ...line, account: 'ana', level: 1, kind: 'DEPOSIT', movement: kind };
      expect(DownlineTransaction.safeParse(downline).success).toBe(known);
    }
  });
});
