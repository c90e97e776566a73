import {
  ContractSettlementLine,
  type ContractSettlementTotals,
  type ContractType,
  type SupportedLanguage,
} from '@platform/contracts';
import { reais, toCsv, type CsvCell } from '../../lib/csv.js';

/** A stored settlement as the record list and its CSV read it. */
export type SettlementRecord = {
  contractId: string;
  type: ContractType;
  periodKey: string;
  periodStart: Date;
  amount: number;
  state: 'PENDING' | 'PAID';
  line: Record<string, unknown>;
};

/** The spec's page name of each type's records: the CSV is named after the page it came from. */
export const SETTLEMENT_PAGES = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
} as const satisfies Record<ContractType, string>;

const LABELS = {
  PT: {
    period: 'Período',
    start: 'Início',
    contract: 'Contrato',
    status: 'Situação',
    validBet: 'Aposta válida da equipe',
    houseResult: 'Resultado da casa',
    activeMembers: 'Membros ativos',
    tier: 'Nível',
    tierRate: 'Taxa do nível (pb)',
    effectiveRate: 'Taxa efetiva (pb)',
    base: 'Base',
    subAgents: 'Parte dos subagentes',
    bets: 'Apostas',
    amount: 'Valor',
    total: 'Total',
    PAID: 'Pago',
    PENDING: 'Pendente',
    superseded: 'Pago sob outro contrato',
  },
  EN: {
    period: 'Period',
    start: 'Start',
    contract: 'Contract',
    status: 'Status',
    validBet: 'Team valid bet',
    houseResult: 'House result',
    activeMembers: 'Active members',
    tier: 'Tier',
    tierRate: 'Tier rate (bp)',
    effectiveRate: 'Effective rate (bp)',
    base: 'Base',
    subAgents: "Sub-agents' shares",
    bets: 'Bets',
    amount: 'Amount',
    total: 'Total',
    PAID: 'Paid',
    PENDING: 'Pending',
    superseded: 'Paid under another contract',
  },
  CN: {
    period: '周期',
    start: '开始',
    contract: '契约',
    status: '状态',
    validBet: '团队有效投注',
    houseResult: '平台盈亏',
    activeMembers: '活跃会员',
    tier: '档位',
    tierRate: '档位比例 (bp)',
    effectiveRate: '实际比例 (bp)',
    base: '基数',
    subAgents: '下级代理分成',
    bets: '注单数',
    amount: '金额',
    total: '合计',
    PAID: '已发放',
    PENDING: '待发放',
    superseded: '按另一契约发放',
  },
} as const satisfies Record<SupportedLanguage, Record<string, string>>;

const MICRO = 1_000_000n;

/** Ten-thousandths of a centavo as reais with the digits it needs (at least two): 205.0825. */
export const exactReais = (tenThousandthsOfCentavo: bigint): string => {
  const sign = tenThousandthsOfCentavo < 0n ? '-' : '';
  const abs = tenThousandthsOfCentavo < 0n ? -tenThousandthsOfCentavo : tenThousandthsOfCentavo;
  const fraction = String(abs % MICRO)
    .padStart(6, '0')
    .replace(/0{1,4}$/u, '');
  return `${sign}${abs / MICRO}.${fraction.padEnd(2, '0')}`;
};

/** What the sub-agents were handed out of the holder's allotment, exactly (rate × base each). */
export const subAgentsExact = (line: ContractSettlementLine): bigint =>
  line.kind === 'PERIOD'
    ? line.subAgents.reduce((sum, share) => sum + BigInt(share.effectiveRate) * BigInt(share.base), 0n)
    : 0n;

const cellsOf = (record: SettlementRecord, labels: (typeof LABELS)[SupportedLanguage]): CsvCell[] => {
  const parsed = ContractSettlementLine.safeParse(record.line);
  const head: CsvCell[] = [
    record.periodKey,
    record.periodStart.toISOString(),
    record.contractId,
    labels[record.state],
  ];
  if (!parsed.success || parsed.data.kind === 'SUPERSEDED') {
    return [...head, '', '', '', labels.superseded, '', '', '', '', '', reais(record.amount)];
  }
  const line = parsed.data;
  if (line.kind === 'REALTIME') {
    return [...head, reais(line.validBet), '', '', '', '', '', '', '', line.betCount, reais(record.amount)];
  }
  return [
    ...head,
    reais(line.team.validBet),
    reais(line.team.houseResult),
    line.team.activeMembers,
    line.tier === null ? '' : line.tier + 1,
    line.tierRate,
    line.effectiveRate,
    reais(line.base),
    exactReais(subAgentsExact(line)),
    line.betIds.length,
    reais(record.amount),
  ];
};

/**
 * A type's settlement records as CSV (the reports' format, docs/agents.md "Reports"): a row per
 * (contract, period) with the figures its line carries, then the totals row.
 */
export const settlementsCsv = (input: {
  type: ContractType | undefined;
  records: readonly SettlementRecord[];
  totals: ContractSettlementTotals;
  range: { fromDay: string; toDay: string } | null;
  language: SupportedLanguage;
}) => {
  const labels = LABELS[input.language];
  const header = [
    labels.period,
    labels.start,
    labels.contract,
    labels.status,
    labels.validBet,
    labels.houseResult,
    labels.activeMembers,
    labels.tier,
    labels.tierRate,
    labels.effectiveRate,
    labels.base,
    labels.subAgents,
    labels.bets,
    labels.amount,
  ];
  const body = input.records.map((record) => cellsOf(record, labels));
  body.push([
    labels.total,
    '',
    input.totals.count,
    '',
    reais(input.totals.validBet),
    '',
    '',
    '',
    '',
    '',
    reais(input.totals.base),
    '',
    '',
    reais(input.totals.amount),
  ]);
  const name = input.type ? SETTLEMENT_PAGES[input.type] : 'agentSettlements';
  const period = input.range ? `_${input.range.fromDay}_${input.range.toDay}` : '';
  return { fileName: `${name}${period}.csv`, content: toCsv(header, body) };
};
