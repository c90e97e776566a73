import { OPERATOR_TYPE } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { createAccountsRepository } from './accounts.repository.js';
import { hashPassword } from './password.js';

/**
 * Demo accounts listed in README.md, for trying the site locally. Never seeded in production.
 * jogador2 has the default password 123456, as an agent-created account would, so the forced
 * password change can be tried. jogador3 starts with money (`openingBalance`, centavos, posted by
 * the wallet at seeding) so real-money play can be tried without a deposit. Logins from this
 * machine count as verified, so the demo needs no second factor locally. jogador1 and jogador3
 * have a CPF on file, so they can deposit and withdraw by PIX at once; operador is the back
 * office's operator (withdrawal approvals).
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
    idNumber: '11144477735',
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
  {
    account: 'jogador3',
    paymentPassword: '135790',
    nickname: 'Jogador com Saldo',
    type: 0,
    password: 'Demo2026',
    referralCode: 'JOGA0003',
    mobile: '5511900000004',
    email: 'jogador3@sortegrande.example',
    payeeName: 'Pedro Jogador Demo',
    idNumber: '52998224725',
    openingBalance: 100_000,
  },
  {
    account: 'operador',
    paymentPassword: '135790',
    nickname: 'Operador Demo',
    type: OPERATOR_TYPE,
    password: 'Demo2026',
    referralCode: 'OPER0001',
    email: 'operador@sortegrande.example',
    payeeName: 'Olga Operadora Demo',
  },
] as const;

const LOCAL_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Seeds the demo accounts; answers the members that start with money, for the wallet to fund. */
export const seedDemoAccounts = async (
  db: Db,
): Promise<Array<{ memberId: string; openingBalance: number }>> => {
  const repository = createAccountsRepository(db);
  const agent = DEMO_ACCOUNTS[0];
  const funded: Array<{ memberId: string; openingBalance: number }> = [];
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await repository.findMemberByAccount(demo.account);
    if (existing) {
      if ('openingBalance' in demo)
        funded.push({ memberId: existing.id, openingBalance: demo.openingBalance });
      continue;
    }
    const { password, paymentPassword, ...rest } = demo;
    const { openingBalance, ...fields } = { openingBalance: 0, ...rest };
    const parent = demo.type === 0 ? await repository.findMemberByAccount(agent.account) : null;
    await repository.insertMemberIfAbsent({
      ...fields,
      passwordHash: await hashPassword(password),
      paymentPasswordHash: await hashPassword(paymentPassword),
      parentId: parent?.id ?? null,
    });
    const member = await repository.findMemberByAccount(demo.account);
    for (const ip of LOCAL_ADDRESSES) await repository.recordLoginIp(member!.id, ip, true);
    if (openingBalance > 0) funded.push({ memberId: member!.id, openingBalance });
  }
  return funded;
};

/** The ids of the demo accounts that exist (for the modules that seed their demo state). */
export const demoMemberIds = async (db: Db): Promise<string[]> => {
  const repository = createAccountsRepository(db);
  const ids: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const member = await repository.findMemberByAccount(demo.account);
    if (member) ids.push(member.id);
  }
  return ids;
};
