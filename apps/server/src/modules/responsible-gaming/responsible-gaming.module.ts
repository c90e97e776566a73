import type { PlatformModule } from '../../platform-module.js';
import { createResponsibleGamingRepository } from './responsible-gaming.repository.js';
import { registerResponsibleGamingRoutes } from './responsible-gaming.routes.js';
import { createResponsibleGamingService } from './responsible-gaming.service.js';
import { createPlayBreakService } from './play-breaks.service.js';
import { createRealityCheckService } from './reality-check.js';

/**
 * Player limits, pauses, self-exclusions and the reality check: bets are checked where the wallet posts them,
 * deposits where payments opens a charge, logins, sessions and new accounts by accounts; usage comes from
 * the wallet's day rows, payments' charges and accounts' sessions (docs/responsible-gaming.md).
 */
export const responsibleGamingModule: PlatformModule<'responsibleGaming'> = {
  name: 'responsibleGaming',
  start({ app, db, use }) {
    const repository = createResponsibleGamingRepository(db);
    const responsibleGaming = createResponsibleGamingService({
      repository,
      usage: {
        playOf: (memberId, fromDay, toDay) => use('wallet').playOf(memberId, fromDay, toDay),
        depositsOf: (memberId, from) => use('payments').depositedSince(memberId, from),
        sessionSecondsOf: (memberId, from, until) =>
          use('accounts').sessions.secondsLoggedIn(memberId, from, until),
      },
      audit: use('audit'),
      timeZone: async () => (await use('jurisdiction').current()).timeZone,
    });
    const breaks = createPlayBreakService({
      repository,
      audit: use('audit'),
      balanceOf: (memberId) => use('wallet').totalBalanceOf(memberId),
      accounts: {
        confirmPassword: (memberId, password, ip) =>
          use('accounts').passwords.confirmPassword(memberId, password, ip),
        cpfOf: async (memberId) => (await use('accounts').member.payerOf(memberId)).cpf,
        endSessions: (memberId) => use('accounts').sessions.endAll(memberId),
      },
    });
    const realityCheck = createRealityCheckService({
      sessionStart: (principal) => use('accounts').sessions.startedAt(principal),
      playSince: (memberId, since) => use('wallet').playSince(memberId, since),
      intervalMinutes: async () => (await use('jurisdiction').current()).realityCheckMinutes,
    });
    registerResponsibleGamingRoutes(app, responsibleGaming, breaks, realityCheck);
    return Object.assign(responsibleGaming, { breaks });
  },
};
