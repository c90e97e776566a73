import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createPaymentsRepository } from './payments.repository.js';

/**
 * The PIX channel on the built-in sandbox gateway: R$ 10,00 to R$ 50.000,00, no fee. Its webhook
 * secret is made here, at first start, so none is ever in the repository. An operator adds real
 * gateways' channels (and may disable this one) in the database.
 */
export const seedPaymentChannels = async (db: Db): Promise<void> => {
  await createPaymentsRepository(db).insertChannelIfAbsent({
    code: 'PIX',
    name: 'PIX',
    method: 'PIX',
    gateway: 'sandbox',
    minAmount: 1_000,
    maxAmount: 5_000_000,
    feeBp: 0,
    feeFixed: 0,
    presets: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    sortOrder: 1,
    webhookSecret: randomBytes(32).toString('hex'),
  });
};
