import type { PlatformModule } from '../../platform-module.js';
import { PROFILES } from '../jurisdiction/index.js';
import { createKycSandbox } from './kyc-sandbox.js';
import { createKycRepository } from './kyc.repository.js';
import { registerKycRoutes, registerKycSandboxRoutes } from './kyc.routes.js';
import { createKycService } from './kyc.service.js';
import type { KycProvider } from './provider.js';

/** With no provider configured, every identity check is unknown: nothing changes, nothing passes. */
const noProvider: KycProvider = {
  code: 'none',
  checkIdentity: async () => 'unknown',
  startLiveness: async () => {
    throw new Error('no identity provider');
  },
  liveness: async () => 'started',
};

/**
 * Identity verification before money moves (BR) and the banned-bettor list (docs/kyc.md). The
 * provider is reached only through KycProvider; the built-in sandbox is one (KYC_SANDBOX).
 */
export const kycModule: PlatformModule<'kyc'> = {
  name: 'kyc',
  async start({ app, config, db, use }) {
    const repository = createKycRepository(db);
    // What identity_refusal() needs to decide in SQL, kept in step with this deployment.
    await repository.writePolicy(
      config.JURISDICTION_PROFILE ?? null,
      Object.values(PROFILES)
        .filter((profile) => profile.identityVerification)
        .map((profile) => profile.code),
    );
    const jurisdiction = use('jurisdiction');
    const minimumAge = (await jurisdiction.current()).minimumAge;
    const sandbox = config.KYC_SANDBOX ? createKycSandbox({ db, minimumAge }) : null;
    const accounts = use('accounts');
    const kyc = createKycService({
      repository,
      provider: sandbox?.provider ?? noProvider,
      audit: use('audit'),
      secrets: use('system').secrets,
      required: async () => (await jurisdiction.current()).identityVerification,
      detailsRequired: async () => (await jurisdiction.current()).identityDetails,
      members: {
        memberIdOf: (account) => accounts.member.memberIdOf(account),
        identityOf: (memberId) => accounts.member.identityOf(memberId),
        setCpfOnce: (memberId, cpf, meta) => accounts.member.setCpfOnce(memberId, cpf, meta),
      },
    });
    registerKycRoutes(app, kyc);
    if (sandbox) registerKycSandboxRoutes(app, sandbox);
    return kyc;
  },
};
