import type { Every } from '@platform/server-kit';
import type { PlatformModule } from '../../platform-module.js';
import { renderQrSvg } from '../../lib/pix/qr-svg.js';
import { registerAgentsRoutes } from './agents.routes.js';
import { createAgentsService, type AgentsService } from './agents.service.js';
import type { PeriodKind } from './contracts/index.js';
import { createContractsRepository } from './contracts.repository.js';
import { registerContractsRoutes } from './contracts.routes.js';
import { createContractsService, type ContractsService } from './contracts.service.js';
import { createReportsRepository, createReportsService, registerReportsRoutes } from './reports/index.js';
import type { ReportsService } from './reports/index.js';
import { createSettlementRepository } from './settlement.repository.js';
import { createSettlementService, SETTLE_GRACE_MS } from './settlement.service.js';
import { createValidTurnoverPolicy } from './valid-turnover.js';
import { registerValidTurnoverRoutes } from './valid-turnover.routes.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How often the agent centre's team days catch up with the member days (docs/agents.md). */
const TEAM_ROLLUP_EVERY_MS = 60_000;

export type AgentsModuleServices = {
  team: AgentsService;
  contracts: ContractsService;
  reports: ReportsService;
};

/** The agent centre: its team, its contracts and their settlement, its reports (docs/agents.md). */
export const agentsModule: PlatformModule<'agents'> = {
  name: 'agents',
  start({ app, db, jobs, use }) {
    const { settings } = use('system');
    // Which closed rounds count as valid bets, read at each use (docs/decisions/0017).
    const turnoverPolicy = createValidTurnoverPolicy({ settings, audit: use('audit') });
    const validTurnover = turnoverPolicy.current;
    const wallet = use('wallet');
    const audit = use('audit');
    // The team: the tree and invitations from accounts, balances from the wallet, deposit and
    // withdrawal figures from payments.
    const team = createAgentsService({
      accounts: use('accounts'),
      settings,
      balanceOf: (memberId) => wallet.balanceOf(memberId),
      memberTotals: use('payments').memberTotals,
      qrSvg: renderQrSvg,
    });
    registerAgentsRoutes(app, team);

    // Contracts: offers and actions under the contract locks, settled by the jobs below.
    const contracts = createContractsService({
      repository: createContractsRepository(db),
      settings,
      audit,
      inbox: use('inbox'),
    });
    registerContractsRoutes(app, contracts);
    registerValidTurnoverRoutes(app, turnoverPolicy);
    // Each closed period is settled once across instances; a run also catches up periods missed
    // while no instance ran ("Settlement").
    const settlement = createSettlementService({
      repository: createSettlementRepository(db, { validTurnover }),
      wallet,
      audit,
    });
    const settleEvery = (name: string, every: Every, kinds: readonly PeriodKind[]) =>
      jobs.every(
        name,
        every,
        async () => {
          for (const kind of kinds) {
            const counts = await settlement.settleDue(kind, new Date());
            if (counts.paid > 0) app.log.info({ kind, ...counts }, 'agent contracts settled');
          }
        },
        { retryLimit: 3, timeoutSeconds: 240 },
      );
    // Each job runs SETTLE_GRACE_MS after its periods start, the grace settlement leaves a period.
    settleEvery('agents.settle-realtime', { everyMs: 5 * MINUTE_MS, offsetMs: SETTLE_GRACE_MS }, [
      'FIVE_MINUTES',
    ]);
    settleEvery('agents.settle-hourly', { everyMs: HOUR_MS, offsetMs: SETTLE_GRACE_MS }, ['HOUR']);
    // Brasília's midnight is 03:00 UTC: daily salaries and every dividend period end on one.
    settleEvery('agents.settle-daily', { everyMs: 24 * HOUR_MS, offsetMs: 3 * HOUR_MS + SETTLE_GRACE_MS }, [
      'D',
      'W',
      'H',
      'M',
    ]);

    // The overview and reports: member_day rows kept by triggers in the writing transaction
    // (migration 0022), teams' days rolled up from them by a job off the bet's transaction (so no
    // bet waits on its agents' rows), the ledger and the rounds ("Reports").
    const reports = createReportsService({ repository: createReportsRepository(db, { validTurnover }) });
    registerReportsRoutes(app, reports);
    jobs.every(
      'agents.team-rollup',
      { everyMs: TEAM_ROLLUP_EVERY_MS },
      async () => {
        const done = await reports.rollUp();
        if (done && done.memberDays > 0) app.log.debug(done, 'agent teams rolled up');
      },
      { retryLimit: 2, timeoutSeconds: 300 },
    );
    return { team, contracts, reports };
  },
};
