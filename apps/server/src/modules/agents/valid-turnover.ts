import type { ValidTurnoverSetting } from '@platform/contracts';
import type { AuditService } from '../audit/index.js';

type Settings = {
  getSetting(key: 'validTurnover'): Promise<ValidTurnoverSetting>;
  updateSetting(key: 'validTurnover', value: unknown): Promise<ValidTurnoverSetting>;
};

/**
 * The operator's valid-turnover policy (docs/decisions/0017-valid-turnover-policy.md): whether
 * cashed-out and voided rounds count for agent contracts, agent reports and rewards for betting.
 * Settlement and the reports read it at each use; a change is audited with what it replaced.
 */
export const createValidTurnoverPolicy = (deps: {
  settings: Settings;
  audit: Pick<AuditService, 'record'>;
}) => ({
  current: () => deps.settings.getSetting('validTurnover'),

  async change(
    operator: { memberId: string; account: string; ip: string; userAgent: string },
    value: ValidTurnoverSetting,
  ): Promise<ValidTurnoverSetting> {
    const before = await deps.settings.getSetting('validTurnover');
    const saved = await deps.settings.updateSetting('validTurnover', value);
    await deps.audit.record({
      action: 'agents.valid-turnover',
      result: 'ok',
      memberId: operator.memberId,
      account: operator.account,
      ip: operator.ip,
      userAgent: operator.userAgent,
      detail: { before, after: saved },
    });
    return saved;
  },
});

export type ValidTurnoverPolicy = ReturnType<typeof createValidTurnoverPolicy>;
