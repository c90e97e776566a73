import {
  ContractSettlementLine,
  type ContractSettlementView,
  type SupportedLanguage,
} from '@platform/contracts';
import { perLanguage, recordDayFormat, recordTimeFormat } from '../../../lib/format';

const DAY_MS = 86_400_000;

/** A record with its stored line read; null when the line is in a form this page does not know. */
export type SettlementRow = ContractSettlementView & { parsed: ContractSettlementLine | null };

export const toRows = (list: readonly ContractSettlementView[]): SettlementRow[] =>
  list.map((view) => {
    const parsed = ContractSettlementLine.safeParse(view.line);
    return { ...view, parsed: parsed.success ? parsed.data : null };
  });

/**
 * A period as the language writes it, in Brasília time like the settlement's own periods: a day,
 * a range of days (a week, half a month, a month), or a day with its hours (an hour, a 5-minute
 * window).
 */
export const formatPeriod = (start: string, end: string, language: SupportedLanguage) => {
  const from = new Date(start);
  const until = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(until.getTime())) return start;
  const day = recordDayFormat(language);
  const clock = recordTimeFormat(language);
  const length = until.getTime() - from.getTime();
  if (length < DAY_MS) return `${day.format(from)} ${clock.format(from)}–${clock.format(until)}`;
  if (length === DAY_MS) return day.format(from);
  return `${day.format(from)} – ${day.format(new Date(until.getTime() - 1))}`;
};

const rateFormat = perLanguage(
  (tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
);

/** Basis points as a percentage: 150 bp → "1,5 %" in Portuguese. */
export const formatRate = (basisPoints: number, language: SupportedLanguage) =>
  rateFormat(language).format(basisPoints / 10_000);

const exactMoneyFormat = perLanguage(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    }),
);

/**
 * An exact share, rate × centavos (ten-thousandths of a centavo), in reais with the digits it
 * has: settlement rounds only each line's total, so a share shows its fraction (R$ 7,04264).
 */
export const formatExactMoney = (exact: bigint, language: SupportedLanguage) =>
  exactMoneyFormat(language).format(Number(exact) / 1_000_000);

/** rate × base of a share, exactly. */
export const exactShare = (rate: number, base: number) => BigInt(rate) * BigInt(base);

/** What a period line handed its sub-agents, exactly. */
export const subAgentsExact = (row: SettlementRow) =>
  row.parsed?.kind === 'PERIOD'
    ? row.parsed.subAgents.reduce((sum, share) => sum + exactShare(share.effectiveRate, share.base), 0n)
    : 0n;
