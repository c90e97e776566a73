import { useCallback, useState } from 'react';
import type { LotteryDrawResult, LotteryResultsResponse } from '@platform/contracts';
import { usePolling } from '../sportsbook/use-polling';
import { SIDE_TERMS, VN_PRIZE_TERMS } from './lottery-i18n';
import { elottSum, sumSides } from './lottery-math';
import {
  dateTimeText,
  drawTitle,
  ElottValues,
  EmptyState,
  lotterySchemas,
  PagedList,
  useLottery,
} from './lottery-parts';
import { provinceName, VN_PROVINCE_NAMES } from './lottery-provinces';
import type { ElottResult, Sea4dResult, VnResult } from './lottery-verify-compute';

export const RESULTS_PAGE_SIZE = 10;
export const RESULTS_POLL_MS = 15_000;

/** A VN result as the papers print it: prizes top to bottom, the special first, and the lô tô by tens. */
export const VnResultTable = ({ result }: { result: VnResult }) => {
  const { t } = useLottery();
  // The papers list the special first, then G1 down to the last prize.
  const order = ['SPECIAL', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];
  const rows = [...result.prizes].sort((a, b) => order.indexOf(a.prize) - order.indexOf(b.prize));
  const special = rows.find((row) => row.prize === 'SPECIAL')?.numbers[0] ?? '';
  const tails = rows.flatMap((row) => row.numbers).map((number) => number.slice(-2));
  return (
    <div className="lt-vn-result">
      <table className="lt-table lt-prizes">
        <tbody>
          {rows.map((row) => (
            <tr key={row.prize} className={row.prize === 'SPECIAL' ? 'is-special' : undefined}>
              <th scope="row" lang="vi">
                {VN_PRIZE_TERMS[row.prize] ?? row.prize}
              </th>
              <td>
                <span className="lt-prize-numbers">
                  {row.numbers.map((number, index) => (
                    <span key={index} className="lt-prize-number">
                      {number}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lt-de">
        <span lang="vi">{t('deNumber', { number: special.slice(-2) })}</span>
      </p>
      <details className="lt-loto">
        <summary>{t('loTo')}</summary>
        <table className="lt-table">
          <thead>
            <tr>
              <th scope="col" lang="vi">
                {t('head')}
              </th>
              <th scope="col" lang="vi">
                {t('tail')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 10 }, (_, head) => (
              <tr key={head}>
                <th scope="row">{head}</th>
                <td>
                  {tails
                    .filter((tail) => tail.startsWith(String(head)))
                    .map((tail) => tail.slice(1))
                    .sort()
                    .join(', ') || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
};

export const Sea4dResultTable = ({ result }: { result: Sea4dResult }) => {
  const { t } = useLottery();
  return (
    <div className="lt-4d-result">
      <ol className="lt-4d-top">
        {(['FIRST', 'SECOND', 'THIRD'] as const).map((category) => (
          <li key={category}>
            <span className="studio-muted lt-small">{t(`cat.${category}`)}</span>
            <strong className="lt-4d-number">
              {category === 'FIRST' ? result.first : category === 'SECOND' ? result.second : result.third}
            </strong>
          </li>
        ))}
      </ol>
      {(
        [
          ['starters', result.starters],
          ['consolations', result.consolations],
        ] as const
      ).map(([label, numbers]) => (
        <div key={label}>
          <p className="lt-label">{t(label)}</p>
          <ul className="lt-4d-grid">
            {numbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};

export const ElottResultLine = ({ result, animate }: { result: ElottResult; animate?: boolean }) => {
  const { t } = useLottery();
  const sides = sumSides(result.game, result.values);
  return (
    <div className="lt-elott-result">
      <ElottValues game={result.game} values={result.values} animate={animate} small />
      <p className="lt-last-sum">
        <span>{t('sumIs', { sum: elottSum(result.game, result.values) })}</span>
        {sides.map((side) => (
          <span key={side} className={`lt-tag is-${side.toLowerCase()}`}>
            {t(`side.${side}`)} <span lang="vi">· {SIDE_TERMS[side]}</span>
          </span>
        ))}
      </p>
    </div>
  );
};

/** A stored result of any product, drawn as its product's table. */
export const DrawResultView = ({ result }: { result: Record<string, unknown> }) => {
  const inner = result.result as Record<string, unknown> | undefined;
  if (!inner) return null;
  switch (result.product) {
    case 'VN':
      return <VnResultTable result={inner as VnResult} />;
    case 'SEA_4D':
      return <Sea4dResultTable result={inner as Sea4dResult} />;
    case 'ELOTT':
      return <ElottResultLine result={inner as ElottResult} />;
    default:
      return <pre className="lt-mono">{JSON.stringify(inner)}</pre>;
  }
};

const ResultCard = ({ draw, onVerify }: { draw: LotteryDrawResult; onVerify: (drawId: string) => void }) => {
  const { t, language } = useLottery();
  return (
    <li className="lt-result" data-testid={`result-${draw.drawId}`}>
      <header className="lt-result-head">
        <div>
          <p className="lt-draw-title">{drawTitle(draw, t, provinceName)}</p>
          <p className="studio-muted lt-small">{dateTimeText(draw.drawAt, language)}</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => onVerify(draw.drawId)}>
          {t('verify')}
        </button>
      </header>
      <DrawResultView result={draw.result} />
      <p className="lt-mono studio-muted lt-small lt-result-id">{draw.drawId}</p>
    </li>
  );
};

/** The game's drawn draws, newest first, per province in the south and centre. */
export const LotteryResults = (props: { onVerify: (drawId: string) => void }) => {
  const { t, api, sessionId, game } = useLottery();
  const [page, setPage] = useState(1);
  const [province, setProvince] = useState<string | null>(null);
  const provinces =
    game.game.product === 'VN' && game.game.region !== 'NORTH'
      ? Object.entries(VN_PROVINCE_NAMES[game.game.region])
      : [];
  const load = useCallback(
    (): Promise<LotteryResultsResponse> =>
      api.call(
        '/studio/api/lottery/results',
        { sessionId, page, pageSize: RESULTS_PAGE_SIZE, ...(province ? { province } : {}) },
        () => lotterySchemas().then((schemas) => schemas.LotteryResultsResponse),
      ),
    [api, page, province, sessionId],
  );
  const { state, retry } = usePolling({
    load,
    interval: () => RESULTS_POLL_MS,
    key: `${sessionId}:results:${province ?? ''}:${page}`,
  });

  return (
    <section className="lt-section" aria-labelledby="lt-results-title">
      <h2 id="lt-results-title" className="lt-section-title">
        {t('resultsTitle')}
      </h2>
      {provinces.length > 0 ? (
        <div className="lt-filter" role="group" aria-label={t('province')}>
          {[[null, t('allProvinces')] as const, ...provinces].map(([code, name]) => (
            <button
              key={code ?? 'all'}
              type="button"
              className={`studio-chip lt-filter-chip${province === code ? ' is-active' : ''}`}
              aria-pressed={province === code}
              onClick={() => {
                setProvince(code);
                setPage(1);
              }}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <PagedList
        state={state}
        errorTitle={t('resultsError')}
        onRetry={retry}
        empty={<EmptyState title={t('noResults')} hint={t('noResultsHint')} />}
        page={page}
        pageSize={RESULTS_PAGE_SIZE}
        onPage={setPage}
      >
        {({ results }) => (
          <ul className="lt-results">
            {results.map((draw) => (
              <ResultCard key={draw.drawId} draw={draw} onVerify={props.onVerify} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};
