import {
  STATEMENT_MAX_DAYS,
  type ActivityStatementQuery,
  type ActivityStatementResponse,
  type DownloadFile,
  type StatementDay,
  type StatementFigures,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, fieldIssue, fieldsRejected } from '@platform/server-kit';
import { dayRange } from '../../lib/day-range.js';
import { reaisWithComma, toCsv } from '../../lib/csv.js';
import type { ActivityDayRow, ComplianceRepository } from './compliance.repository.js';

const ZERO: StatementFigures = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 };

const figuresOf = (row: ActivityDayRow): StatementFigures => {
  const bets = row.stakes - row.refunds;
  return { deposits: row.deposits, withdrawals: row.withdrawals, bets, wins: row.wins, net: row.wins - bets };
};

const add = (a: StatementFigures, b: StatementFigures): StatementFigures => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  bets: a.bets + b.bets,
  wins: a.wins + b.wins,
  net: a.net + b.net,
});

/** The CSV's column titles and its totals row, in the caller's language. */
const CSV_LABELS: Record<SupportedLanguage, { header: string[]; total: string; file: string }> = {
  PT: {
    header: ['Dia', 'Depósitos (R$)', 'Saques (R$)', 'Apostas (R$)', 'Ganhos (R$)', 'Resultado (R$)'],
    total: 'Total',
    file: 'extrato',
  },
  EN: {
    header: ['Day', 'Deposits (R$)', 'Withdrawals (R$)', 'Bets (R$)', 'Wins (R$)', 'Net result (R$)'],
    total: 'Total',
    file: 'statement',
  },
  CN: {
    header: ['日期', '存款 (R$)', '提款 (R$)', '投注 (R$)', '派彩 (R$)', '净结果 (R$)'],
    total: '合计',
    file: 'statement',
  },
};

/**
 * The member's activity statement (Portaria SPA/MF 1.231/2024): any period of Brasília days up
 * to STATEMENT_MAX_DAYS, from the wallet's day rows and payments' withdrawals; and the same as
 * CSV for Excel in pt-BR (semicolons, decimal commas, UTF-8 with a byte-order mark).
 */
export const createStatementService = (deps: { repository: ComplianceRepository }) => {
  const statement = async (
    memberId: string,
    query: ActivityStatementQuery,
    language: SupportedLanguage,
  ): Promise<ActivityStatementResponse> => {
    let range: { from: Date; to: Date };
    try {
      range = dayRange(query.from, query.to, STATEMENT_MAX_DAYS);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw fieldsRejected([fieldIssue('to', 'dayRange', language, { max: STATEMENT_MAX_DAYS })]);
    }
    const rows = await deps.repository.activityDays({
      memberId,
      fromDay: query.from,
      toDay: query.to,
      ...range,
    });
    const days: StatementDay[] = rows.map((row) => ({ day: row.day, ...figuresOf(row) }));
    const totals = days.reduce<StatementFigures>((sum, { day: _day, ...figures }) => add(sum, figures), ZERO);
    return { from: query.from, to: query.to, totals, days };
  };

  return {
    statement,
    async statementCsv(
      memberId: string,
      query: ActivityStatementQuery,
      language: SupportedLanguage,
    ): Promise<DownloadFile> {
      const { days, totals } = await statement(memberId, query, language);
      const labels = CSV_LABELS[language];
      const cells = (figures: StatementFigures) =>
        [figures.deposits, figures.withdrawals, figures.bets, figures.wins, figures.net].map(reaisWithComma);
      const content = toCsv(
        labels.header,
        [...days.map((day) => [day.day, ...cells(day)]), [labels.total, ...cells(totals)]],
        ';',
      );
      return { fileName: `${labels.file}-${query.from}-${query.to}.csv`, content };
    },
  };
};

export type StatementService = ReturnType<typeof createStatementService>;
