// Public surface of the wallet module: the double-entry ledger. Only this module writes ledger
// tables; every other module moves money by calling the wallet service.
export { createWalletRepository, ledgerPostArguments, postPlannedWith } from './wallet.repository.js';
export {
  BONUS_WALLET,
  createWalletService,
  HOUSE_ACCOUNTS,
  type BonusTerms,
  type AccountRef,
  type BetEligibility,
  type HouseAccount,
  type LockedWallet,
  type MovementInput,
  type MovementResult,
  type PlannedMovement,
  type TurnoverSums,
  type WalletService,
} from './wallet.service.js';
export { checkLedger, type LedgerProblem } from './ledger-check.js';
export { seedOpeningBalance } from './wallet.seed.js';
export { registerWalletRoutes } from './wallet.routes.js';
export { walletModule } from './wallet.module.js';
