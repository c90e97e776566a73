import type { Db } from '../../db/client.js';
import { createAccountsRepository } from './accounts.repository.js';
import { hashPassword } from './password.js';

/**
 * Demo accounts listed in README.md, for trying the site locally. Never seeded in production.
 * jogador2 has the default password 123456, as an agent-created account would, so the forced
 * password change can be tried. Logins from this machine count as verified, so the demo needs no
 * second factor locally.
 */
export const DEMO_ACCOUNTS = [
  {
    account: 'agente1',
    paymentPassword: '135790',
    nickname: 'Agente Demo',
    type: 1,
    password: 'Demo2026',
    referralCode: 'SORTE001',
    mobile: '5511900000001',
    email: 'agente1@sortegrande.example',
    payeeName: 'Ana Agente Demo',
  },
  {
    account: 'jogador1',
    paymentPassword: '135790',
    nickname: 'Jogador Demo',
    type: 0,
    password: 'Demo2026',
    referralCode: 'JOGA0001',
    mobile: '5511900000002',
    email: 'jogador1@sortegrande.example',
    payeeName: 'Joao Jogador Demo',
  },
  {
    account: 'jogador2',
    paymentPassword: '135790',
    nickname: 'Jogador Senha Padrao',
    type: 0,
    password: '123456',
    referralCode: 'JOGA0002',
    mobile: '5511900000003',
    email: 'jogador2@sortegrande.example',
    payeeName: 'Maria Jogadora Demo',
  },
] as const;

const LOCAL_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export const seedDemoAccounts = async (db: Db): Promise<void> => {
  const repository = createAccountsRepository(db);
  const agent = DEMO_ACCOUNTS[0];
  for (const demo of DEMO_ACCOUNTS) {
    if (await repository.findMemberByAccount(demo.account)) continue;
    const { password, paymentPassword, ...fields } = demo;
    const parent = demo.type === 0 ? await repository.findMemberByAccount(agent.account) : null;
    await repository.insertMemberIfAbsent({
      ...fields,
      passwordHash: await hashPassword(password),
      paymentPasswordHash: await hashPassword(paymentPassword),
      parentId: parent?.id ?? null,
    });
    const member = await repository.findMemberByAccount(demo.account);
    for (const ip of LOCAL_ADDRESSES) await repository.recordLoginIp(member!.id, ip, true);
  }
};
