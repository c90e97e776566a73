import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AccountRecord, Paged, TransactionRecord } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Whose ledger lines: the main wallet's (GET /wps/member/records/transactions, the transaction
 * history and bonus details) or every wallet's (GET /wps/member/records/account, the account
 * record, where each line names its wallet).
 */
export type RecordsSource = 'transactions' | 'account';

/** A line of either list; `wallet` and its name only in the account record. */
export type LedgerLine = Omit<TransactionRecord, 'reference'> & { wallet?: string; walletName?: string };
type LedgerPage = { content: LedgerLine[]; page: number; totalPages: number; total: number };

const SCHEMAS = { transactions: Paged(TransactionRecord), account: Paged(AccountRecord) };

export type TransactionRecordsParams = {
  from: string;
  to: string;
  kind?: string;
  page: number;
  pageSize: number;
};

export const getLedgerRecords = (
  source: RecordsSource,
  params: TransactionRecordsParams,
  signal?: AbortSignal,
) =>
  apiGet<LedgerPage>(`/wps/member/records/${source}`, {
    schema: SCHEMAS[source],
    query: { ...params, kind: params.kind || undefined },
    signal,
  });

export const ledgerRecordsQueryOptions = (
  source: RecordsSource,
  token: string | null,
  params: TransactionRecordsParams,
) =>
  queryOptions({
    queryKey: ['member', 'records', source, token, params],
    queryFn: ({ signal }) => getLedgerRecords(source, params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useLedgerRecords = (source: RecordsSource, params: TransactionRecordsParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(ledgerRecordsQueryOptions(source, token, params));
};
