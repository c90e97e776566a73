import type { ContractType } from '@platform/contracts';

/** Lottery launch addresses, including the misspelt and lower-case ones found in the wild. */
export const LOTTERY_PATHS = [
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/lottert',
  '/vnlottery',
  '/sealottery',
];

/** The agent centre's settlement records of each contract type (spec section 2 page names). */
export const SETTLEMENT_RECORD_PATHS = {
  DIVIDEND: '/agentHome/agentDividendRecordCopy2',
  DAILY_SALARY: '/agentHome/agentDailyWages2',
  HOURLY_SALARY: '/agentHome/agentHourSalary',
  REALTIME_SALARY: '/agentHome/agentRealtimeSalary',
} as const satisfies Record<ContractType, string>;

/** Routes that need a session token (spec sections 2 and 6). */
export const PROTECTED_PATHS = [
  '/member',
  '/agentHome',
  '/agentHome/transfer',
  '/agentHome/registerCenter',
  '/agentHome/downlineManagmentView',
  '/agentHome/agentTeamOverview',
  '/agentHome/palStatementsAgentCopy',
  '/agentHome/agentRevenueReport',
  '/agentHome/agentDownlineTransactionDetailsCopy',
  '/agentHome/personalHistoryCopy',
  '/agentHome/contracts',
  ...Object.values(SETTLEMENT_RECORD_PATHS),
  '/agentHome/agentAnnouncement',
  '/favorite',
  '/recent',
  '/pointMall',
  '/feedback',
  '/missions',
  '/seamless',
  ...LOTTERY_PATHS,
];

/** Game pages take the whole width: no side menu, no bottom bar (spec section 2, Layout). */
export const GAME_PAGE_PATHS = ['/seamless', ...LOTTERY_PATHS];

const normalise = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

export const isGamePage = (pathname: string) =>
  GAME_PAGE_PATHS.some((path) => path.toLowerCase() === normalise(pathname));

export const isProtectedPath = (pathname: string) =>
  PROTECTED_PATHS.some((path) => path.toLowerCase() === normalise(pathname));
