import type { AgentContractType } from './agents.js';

/*
 * The agent contracts' fixed lists, kept apart from the zod schemas in agent-contracts.ts so code
 * the site's entry reaches (the router's record pages) can use them without zod.
 */

/** The four kinds, one relay action each: MCS2_processDividendReq, processDailySalContract, … */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
type ContractKind = (typeof CONTRACT_TYPES)[number];

/** The relay action that carries each kind's requests (spec section 7). */
export const CONTRACT_ACTIONS = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'processDailySalContract',
  HOURLY_SALARY: 'processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

/** The agent policy's name of each type (GET /wps/agent/policy lists what an agent may offer by these). */
export const CONTRACT_POLICY_NAMES = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourSalary',
  REALTIME_SALARY: 'realtimeSalary',
} as const satisfies Record<ContractKind, AgentContractType>;
