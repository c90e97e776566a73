import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ConfirmWithdrawalRequest,
  CreateDepositRequest,
  CreateWithdrawalRequest,
  DepositChannelsResponse,
  DepositHistoryQuery,
  DepositHistoryResponse,
  DepositOrder,
  DepositOrderQuery,
  OperatorDepositsQuery,
  OperatorDepositsResponse,
  OperatorWithdrawalAction,
  OperatorWithdrawalsQuery,
  OperatorWithdrawalsResponse,
  Payee,
  PaymentsSetting,
  PIX_SIGNATURE_HEADER,
  PROOF_MAX_BYTES,
  PROOF_MAX_IMAGES,
  SetPayeeRequest,
  Withdrawal,
  WithdrawHistoryQuery,
  WithdrawHistoryResponse,
  WithdrawOverviewResponse,
} from '@platform/contracts';
import { memberIdOf, requestMetaOf, operatorOf } from '../../plugins/route-registry.js';
import type { PaymentsService } from './payments.service.js';

/** Three images as base64 in JSON, and room for the rest of the body. */
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * PROOF_MAX_IMAGES * 4) / 3) + 64 * 1024;

export const registerPaymentsRoutes = (
  app: FastifyInstance,
  payments: PaymentsService,
  options: { webhookGateways: readonly string[] },
): void => {
  const routes = app.routeRegistry;
  const { deposits, withdrawals } = payments;
  const member = { modID: 'PAYMENT3', tags: ['payments'], token: true } as const;

  // Deposits ------------------------------------------------------------------------------------
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/deposit/channels',
    summary: 'Enabled deposit channels, and whether the member has a CPF on file',
    value: DepositChannelsResponse,
    handler: ({ principal }) => deposits.channels(memberIdOf(principal)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/deposit',
    summary: 'Opens a PIX charge (BR Code, QR and expiry); the CPF is asked once',
    body: CreateDepositRequest,
    value: DepositOrder,
    handler: ({ request, body, principal }) =>
      deposits.create(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/deposit/order',
    summary: 'One of the member’s charges, polled for its status',
    querystring: DepositOrderQuery,
    value: DepositOrder,
    handler: ({ query, principal }) => deposits.order(memberIdOf(principal), query.id),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/deposit/history',
    summary: 'The member’s charges, newest first',
    querystring: DepositHistoryQuery,
    value: DepositHistoryResponse,
    handler: ({ query, principal }) => deposits.history(memberIdOf(principal), query),
  });

  // Withdrawals ---------------------------------------------------------------------------------
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/withdraw/overview',
    summary: 'Payee, balance, limits, remaining turnover and open withdrawals',
    value: WithdrawOverviewResponse,
    handler: ({ principal }) => withdrawals.overview(memberIdOf(principal)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/withdraw/payee',
    encrypt: true,
    summary: 'Sets the member’s own-name PIX key (payment password required)',
    body: SetPayeeRequest,
    value: Payee,
    handler: ({ request, body, principal }) =>
      withdrawals.setPayee(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/withdraw',
    encrypt: true,
    summary: 'Requests a withdrawal to the payee (payment password required); the amount is held',
    body: CreateWithdrawalRequest,
    value: Withdrawal,
    handler: ({ request, body, principal }) =>
      withdrawals.request(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'GET',
    url: '/wps/member/withdraw/history',
    summary: 'The member’s withdrawals, newest first',
    querystring: WithdrawHistoryQuery,
    value: WithdrawHistoryResponse,
    handler: ({ query, principal }) => withdrawals.history(memberIdOf(principal), query),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/member/withdraw/confirm',
    bodyLimit: PROOF_BODY_LIMIT,
    summary: 'The member confirms a paid withdrawal arrived, or says it did not (with proof images)',
    body: ConfirmWithdrawalRequest,
    value: Withdrawal,
    handler: ({ request, body, principal }) =>
      withdrawals.confirm(memberIdOf(principal), body, requestMetaOf(request)),
  });

  // Operators -----------------------------------------------------------------------------------
  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/withdrawals',
    summary: 'Withdrawals by status, oldest first (the approval queue)',
    querystring: OperatorWithdrawalsQuery,
    value: OperatorWithdrawalsResponse,
    handler: ({ query }) =>
      withdrawals.list({ status: query.status, confirmation: query.confirmation }, query),
  });
  const action = (
    url: string,
    summary: string,
    run: (
      operator: { memberId: string; account: string },
      body: z.output<typeof OperatorWithdrawalAction>,
      meta: ReturnType<typeof requestMetaOf>,
    ) => Promise<z.infer<typeof Withdrawal>>,
  ) =>
    routes.add({
      ...operator,
      method: 'POST',
      url,
      summary,
      body: OperatorWithdrawalAction,
      value: Withdrawal,
      handler: ({ request, body, principal }) => run(operatorOf(principal), body, requestMetaOf(request)),
    });
  action(
    '/ops/withdrawals/approve',
    'Approves a pending withdrawal; the payout goes to the gateway',
    (who, body, meta) => withdrawals.approve(who, body.id, meta),
  );
  action(
    '/ops/withdrawals/reject',
    'Rejects a pending withdrawal; the amount returns to the balance',
    (who, body, meta) => withdrawals.reject(who, body.id, body.remark, meta),
  );
  action(
    '/ops/withdrawals/force-received',
    'Closes a “not received” dispute as received',
    (who, body, meta) => withdrawals.forceReceived(who, body.id, body.remark, meta),
  );
  action(
    '/ops/withdrawals/return',
    'Closes a “not received” dispute by returning the amount',
    (who, body, meta) => withdrawals.returnAmount(who, body.id, body.remark, meta),
  );
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/withdrawals/proof',
    summary: 'A proof image of a “not received” answer, as a data URL',
    querystring: z.object({
      id: z.uuid(),
      index: z.coerce
        .number()
        .int()
        .min(0)
        .max(PROOF_MAX_IMAGES - 1),
    }),
    value: z.object({ contentType: z.string(), dataUrl: z.string() }),
    handler: async ({ query }) => {
      const proof = await withdrawals.proof(query.id, query.index);
      return {
        contentType: proof.contentType,
        dataUrl: `data:${proof.contentType};base64,${proof.bytes.toString('base64')}`,
      };
    },
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/deposits',
    summary: 'Deposits by status; flagged=true lists payments returned to a third party',
    querystring: OperatorDepositsQuery,
    value: OperatorDepositsResponse,
    handler: ({ query }) =>
      deposits.operatorList(
        { status: query.status, flagged: query.flagged === undefined ? undefined : query.flagged === 'true' },
        query,
      ),
  });

  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/settings/payments',
    summary: 'Deposit and withdrawal rules: limits, turnover, charge expiry, confirmation minutes',
    value: PaymentsSetting,
    handler: () => payments.rules(),
  });
  routes.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/payments',
    summary: 'Changes the deposit and withdrawal rules (all instances within the settings cache time)',
    body: PaymentsSetting,
    value: PaymentsSetting,
    handler: ({ request, body, principal }) => payments.setRules(operatorOf(principal), body, request.ip),
  });

  // Gateways' webhooks --------------------------------------------------------------------------
  for (const gateway of options.webhookGateways) {
    routes.add({
      modID: 'PAYMENT3',
      tags: ['payments'],
      method: 'POST',
      url: `/wps/payments/webhook/${gateway}`,
      token: false,
      // A PSP calls from its own servers: neither maintenance nor the region gate applies.
      gated: false,
      rawBody: true,
      summary: `The ${gateway} gateway's signed notifications (charge paid, payout paid or failed)`,
      body: z.unknown(),
      value: z.object({ outcome: z.string() }),
      handler: ({ request }) => {
        const header = request.headers[PIX_SIGNATURE_HEADER];
        return payments.webhook(
          gateway,
          typeof header === 'string' ? header : undefined,
          request.rawBody ?? '',
        );
      },
    });
  }
};
