import type { AmlFlag, AmlFlagsQuery, AmlFlagsResponse, AmlRule, AmlSetting } from '@platform/contracts';
import type { AuditService } from '../audit/index.js';
import type { ComplianceRepository } from './compliance.repository.js';

const DAY_MS = 86_400_000;

export type OperatorCall = { memberId: string; account: string; ip: string; userAgent: string };

/**
 * The operators' AML flags (Portaria SPA/MF 1.143/2024; docs/aml.md): computed from the records
 * on every request (nothing is stored, so a flag is never stale), each listing audited with who
 * asked and the filters. A flag asks for a person's review; it blocks nothing.
 */
export const createAmlService = (deps: {
  repository: ComplianceRepository;
  audit: AuditService;
  settings: { get: () => Promise<AmlSetting>; set: (value: AmlSetting) => Promise<AmlSetting> };
  now?: () => Date;
}) => {
  const now = deps.now ?? (() => new Date());

  const flagsOf = async (rule: AmlRule, settings: AmlSetting, at: Date): Promise<AmlFlag[]> => {
    switch (rule) {
      case 'DEPOSITS_ABOVE_THRESHOLD': {
        const rows = await deps.repository.heavyDepositors({
          since: new Date(at.getTime() - 30 * DAY_MS),
          threshold: settings.depositThreshold30Days,
        });
        return rows.map((row) => ({
          memberId: row.memberId,
          account: row.account,
          rule,
          figures: {
            deposited30Days: row.deposited,
            deposits: row.deposits,
            threshold: settings.depositThreshold30Days,
          },
          since: row.since,
        }));
      }
      case 'DEPOSITS_ABOVE_INCOME': {
        const rows = await deps.repository.incomeDepositors({
          since: new Date(at.getTime() - 30 * DAY_MS),
          percent: settings.incomePercent30Days,
          minimum: settings.incomeRuleMinimum,
        });
        return rows.map((row) => ({
          memberId: row.memberId,
          account: row.account,
          rule,
          figures: {
            deposited30Days: row.deposited,
            deposits: row.deposits,
            declaredMonthlyIncome: row.monthlyIncome,
            flaggedAbove: row.bound,
          },
          since: row.since,
        }));
      }
      case 'QUICK_WITHDRAWAL_LITTLE_PLAY': {
        const rows = await deps.repository.quickWithdrawals({
          since: new Date(at.getTime() - settings.lookbackDays * DAY_MS),
          hours: settings.quickWithdrawalHours,
          percent: settings.littlePlayPercent,
        });
        return rows.map((row) => ({
          memberId: row.memberId,
          account: row.account,
          rule,
          figures: {
            withdrawalId: row.withdrawalId,
            withdrawalAmount: row.withdrawalAmount,
            depositAmount: row.depositAmount,
            depositAt: row.depositAt,
            minutesBetween: Math.round((Date.parse(row.withdrawalAt) - Date.parse(row.depositAt)) / 60_000),
            played: row.played,
            playedPercent: Math.round((row.played * 10_000) / row.depositAmount) / 100,
          },
          since: row.withdrawalAt,
        }));
      }
      case 'SHARED_PIX_KEY_OR_CPF':
      case 'SHARED_LOGIN_IP': {
        const ip = rule === 'SHARED_LOGIN_IP';
        const rows = await deps.repository.sharedIdentifiers({
          kinds: ip ? ['IP'] : ['PIX_KEY', 'CPF'],
          minAccounts: ip ? settings.sharedIpMinAccounts : settings.sharedKeyMinAccounts,
        });
        return rows.map((row) => ({
          memberId: row.memberId,
          account: row.account,
          rule,
          figures: {
            shared: row.kind,
            value: row.value,
            accounts: row.accounts,
            otherAccounts: row.otherAccounts,
          },
          since: row.since,
        }));
      }
      default: {
        const unknownRule: never = rule;
        throw new Error(`unknown AML rule ${String(unknownRule)}`);
      }
    }
  };

  return {
    async flags(operator: OperatorCall, query: AmlFlagsQuery): Promise<AmlFlagsResponse> {
      const at = now();
      const settings = await deps.settings.get();
      const rules: readonly AmlRule[] = query.rule
        ? [query.rule]
        : [
            'DEPOSITS_ABOVE_THRESHOLD',
            'DEPOSITS_ABOVE_INCOME',
            'QUICK_WITHDRAWAL_LITTLE_PLAY',
            'SHARED_PIX_KEY_OR_CPF',
            'SHARED_LOGIN_IP',
          ];
      const flags: AmlFlag[] = [];
      for (const rule of rules) flags.push(...(await flagsOf(rule, settings, at)));
      const shown = query.account ? flags.filter((flag) => flag.account === query.account) : flags;
      // Who looked at whom is itself a record the regulator may ask for.
      await deps.audit.record({
        action: 'aml.flags-list',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: {
          filters: { rule: query.rule ?? null, account: query.account ?? null },
          flags: shown.length,
        },
      });
      return { computedAt: at.toISOString(), settings, flags: shown };
    },

    settings: () => deps.settings.get(),

    async setSettings(operator: OperatorCall, value: AmlSetting): Promise<AmlSetting> {
      const before = await deps.settings.get();
      const saved = await deps.settings.set(value);
      await deps.audit.record({
        action: 'aml.settings',
        result: 'ok',
        memberId: operator.memberId,
        account: operator.account,
        ip: operator.ip,
        userAgent: operator.userAgent,
        detail: { before, after: saved },
      });
      return saved;
    },
  };
};

export type AmlService = ReturnType<typeof createAmlService>;
