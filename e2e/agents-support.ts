import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, apiLogin } from './accounts-support';
import { operatorApi, operatorToken } from './payments-support';

/** The holder's answer call of each contract type (spec section 4). */
const ANSWER_CALL = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'processDailySalContract',
  HOURLY_SALARY: 'processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
} as const;

/**
 * Starts agente1's chain: the operator offers agente1 a contract with these terms and agente1
 * accepts it. Answers agente1's token and its API (the envelope's value of each call).
 */
export const agente1Holds = async (
  request: APIRequestContext,
  terms: { type: keyof typeof ANSWER_CALL } & Record<string, unknown>,
) => {
  const ops = operatorApi(request, await operatorToken(request));
  const agentToken = await apiLogin(request, DEMO.agent.username, DEMO.agent.password, 'agent');
  const agent = operatorApi(request, agentToken);
  const offered = await ops.post('/ops/agent/contracts/offer', {
    requestId: randomUUID(),
    account: DEMO.agent.username,
    terms,
  });
  await agent.post(`/wps/relay/${ANSWER_CALL[terms.type]}`, {
    contractId: offered.contract.id,
    action: 'ACCEPT',
  });
  return { agentToken, agent };
};
