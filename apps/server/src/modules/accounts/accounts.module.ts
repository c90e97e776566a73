import type { PlatformModule } from '../../platform-module.js';
import { createAccountsRepository } from './accounts.repository.js';
import { registerAccountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';

/** Members, sessions, registration, login and passwords. */
export const accountsModule: PlatformModule<'accounts'> = {
  name: 'accounts',
  async start({ app, config, db, use }) {
    const { settings, secrets } = use('system');
    const accounts = createAccountsService({
      repository: createAccountsRepository(db),
      settings,
      verification: use('verification'),
      audit: use('audit'),
      secrets,
      // The profile's idle timeout is the longest a deployment may configure (read at start).
      sessionIdleMinutes: Math.min(
        config.SESSION_IDLE_MINUTES,
        (await use('jurisdiction').current()).idleSessionMinutes,
      ),
      balanceOf: (memberId) => use('wallet').balanceOf(memberId),
      bonusOf: (memberId) => use('wallet').balanceOf(memberId, 'BONUS'),
      unreadOf: (memberId) => use('inbox').unreadOf(memberId),
      vipOf: (memberId, language) => use('loyalty').vipBadgeOf(memberId, language),
      selfExclusionOf: (memberId) => use('responsibleGaming').breaks.selfExclusionOf(memberId),
      sessionTimeRefusalOf: (memberId, options) =>
        use('responsibleGaming').sessionTimeRefusalOf(memberId, options),
      isCpfSelfExcluded: (cpf) => use('responsibleGaming').breaks.isCpfSelfExcluded(cpf),
      registrationProfile: () => use('jurisdiction').current(),
      setRegistrationLimits: async (memberId, limits, meta) => {
        for (const limit of limits) await use('responsibleGaming').setLimit(memberId, limit, meta);
      },
      assertCpfNotBanned: (cpf, context) => use('kyc').assertNotBanned(cpf, context),
    });
    // Authenticator keys stored before sealing existed are sealed once (see verification's).
    const sealed = await accounts.member.sealStoredSecrets();
    if (sealed > 0) app.log.info({ totpSecrets: sealed }, 'stored secrets sealed');
    registerAccountsRoutes(app, accounts);
    return accounts;
  },
};
