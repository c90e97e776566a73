import type { Db } from '../../db/client.js';
import { createAccountsRepository } from './accounts.repository.js';
import { hashPassword } from './password.js';

/** Demo accounts listed in README.md, for trying the site locally. Never seeded in production. */
export const DEMO_ACCOUNTS = [
  { account: 'jogador1', nickname: 'Jogador Demo', type: 0, password: 'Demo2026' },
  { account: 'agente1', nickname: 'Agente Demo', type: 1, password: 'Demo2026' },
] as const;

export const seedDemoAccounts = async (db: Db): Promise<void> => {
  const repository = createAccountsRepository(db);
  for (const demo of DEMO_ACCOUNTS) {
    if (await repository.findMemberByAccount(demo.account)) continue;
    await repository.insertMemberIfAbsent({
      account: demo.account,
      nickname: demo.nickname,
      type: demo.type,
      passwordHash: await hashPassword(demo.password),
    });
  }
};
