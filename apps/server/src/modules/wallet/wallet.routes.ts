import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccountRecord,
  AccountRecordsQuery,
  BonusDetailsResponse,
  CURRENCY,
  MemberWalletsResponse,
  MerchantWalletResponse,
  Paged,
  TransactionRecord,
  TransactionRecordsQuery,
  WalletBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
  type SupportedLanguage,
} from '@platform/contracts';
import { memberIdOf } from '../../plugins/route-registry.js';
import type { LedgerProblem } from './ledger-check.js';
import { BONUS_WALLET, type WalletService } from './wallet.service.js';

export const registerWalletRoutes = (
  app: FastifyInstance,
  service: WalletService,
  options: {
    checkLedger: () => Promise<LedgerProblem[]>;
    /** Vendor wallets' names by vendor code (the seamless vendors, wired in wallet.module.ts). */
    vendorNames: (codes: readonly string[]) => Promise<Map<string, string>>;
    /** Games' catalogue nodes and names by game code (the games module, wired in wallet.module.ts). */
    gameLinks?: (
      codes: readonly string[],
      language: SupportedLanguage,
    ) => Promise<Map<string, { nodeId: string; gameName: string }>>;
  },
): void => {
  const common = { modID: 'WALLET3', tags: ['wallet'], token: true } as const;
  /** Each line with its wallet's name, so no list shows a vendor code where a name belongs. */
  const named = async <T extends { wallet: string }>(lines: T[]) => {
    const names = await options.vendorNames(
      lines.map((line) => line.wallet).filter((code) => code !== 'MAIN'),
    );
    return lines.map((line) => ({
      ...line,
      walletName: line.wallet === 'MAIN' ? '' : (names.get(line.wallet) ?? line.wallet),
    }));
  };

  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/records/transactions',
    summary: 'Main-wallet movements in a date range (kind=BONUS for bonus details), newest first',
    querystring: TransactionRecordsQuery,
    value: Paged(TransactionRecord),
    handler: ({ principal, query }) => service.transactionsOf(memberIdOf(principal), query),
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/records/account',
    summary: 'The account record: movements of every wallet (main and vendor) in a date range, newest first',
    querystring: AccountRecordsQuery,
    value: Paged(AccountRecord),
    handler: async ({ principal, query }) => {
      const page = await service.accountRecordOf(memberIdOf(principal), query);
      return { ...page, content: await named(page.content) };
    },
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/wallets',
    summary: "The member's main wallet and each vendor wallet, balances in centavos",
    value: MemberWalletsResponse,
    handler: async ({ principal }) => named(await service.walletsOf(memberIdOf(principal))),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/relay/GCS_merchantWallet',
    summary: 'Wallet mode: one wallet for every game, or main plus vendor wallets',
    value: MerchantWalletResponse,
    handler: () => service.merchantWallet(),
  });
  app.routeRegistry.add({
    ...common,
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    summary: 'Move money between the main wallet and a vendor wallet (not in single-wallet mode)',
    body: WalletTransferRequest,
    value: WalletTransferResponse,
    handler: ({ principal, body }) => service.transferBetweenWallets(memberIdOf(principal), body),
  });
  app.routeRegistry.add({
    modID: 'WALLET3',
    tags: ['wallet'],
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    token: true,
    summary: "The member's main (cash) balance and, apart, their bonus balance, in centavos",
    value: WalletBalanceResponse,
    handler: async ({ principal }) => {
      const [balance, bonus] = await Promise.all([
        service.balanceOf(memberIdOf(principal)),
        service.balanceOf(memberIdOf(principal), BONUS_WALLET),
      ]);
      return { balance, bonus, currency: CURRENCY };
    },
  });
  app.routeRegistry.add({
    ...common,
    method: 'GET',
    url: '/wps/member/bonus',
    summary:
      'The bonus balance, the active bonus grant with its wagering progress, past grants and active free spins',
    value: BonusDetailsResponse,
    handler: async ({ principal, request }) => {
      const details = await service.bonusDetailsOf(memberIdOf(principal));
      if (details.freeSpins.length === 0 || !options.gameLinks) return details;
      // Each free-spin grant with its game's page and name, so the member can open it.
      const links = await options.gameLinks(
        details.freeSpins.map((grant) => grant.gameCode),
        request.language,
      );
      return {
        ...details,
        freeSpins: details.freeSpins.map((grant) => ({ ...grant, ...links.get(grant.gameCode) })),
      };
    },
  });

  // The same check as `npm run ledger:check`, for operators on a running deployment (whose
  // embedded database another process cannot open).
  app.routeRegistry.add({
    modID: 'OPS',
    tags: ['operators'],
    method: 'GET',
    url: '/ops/ledger/check',
    token: true,
    operator: 'only',
    summary: 'Checks the ledger: balanced entries, cached balances, no negative member balance',
    value: z.object({ clean: z.boolean(), problems: z.array(z.record(z.string(), z.unknown())) }),
    handler: async () => {
      const problems = await options.checkLedger();
      return { clean: problems.length === 0, problems };
    },
  });
};
