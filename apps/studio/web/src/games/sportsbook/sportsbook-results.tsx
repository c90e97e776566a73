import { useCallback, useMemo } from 'react';
import type { SportsResult, SportsResultsResponse } from '@platform/contracts';
import type { StudioApi } from '../../studio-api';
import {
  byCompetition,
  CountryMark,
  countryName,
  kickOffText,
  LoadFailed,
  SkeletonRows,
  useSports,
} from './sportsbook-parts';
import { usePolling } from './use-polling';

const schemas = () => import('./sportsbook-schemas');

/** Results change only when a match ends (one slot every few minutes): asked again each minute. */
export const RESULTS_POLL_MS = 60_000;

/** One finished match: kick-off, teams with the final score, the half-time score, and its page. */
const ResultRow = (props: { result: SportsResult; now: number; onOpen: () => void }) => {
  const { t, language } = useSports();
  const { result } = props;
  const name = `${result.home.name} ${result.score.home} x ${result.score.away} ${result.away.name}`;
  const winner = Math.sign(result.score.home - result.score.away);
  return (
    <li className="sb-event sb-result" data-testid={`result-${result.id}`}>
      <div className="sb-event-meta">
        <span className="sb-kickoff">{kickOffText(result.startsAt, props.now, language)}</span>
        <span className="sb-result-status">{t('finished')}</span>
      </div>
      <button type="button" className="sb-event-teams" onClick={props.onOpen} aria-label={name}>
        <span className={`sb-team${winner > 0 ? ' is-winner' : ''}`}>
          <span className="sb-team-name">{result.home.name}</span>
          <span className="sb-score">{result.score.home}</span>
        </span>
        <span className={`sb-team${winner < 0 ? ' is-winner' : ''}`}>
          <span className="sb-team-name">{result.away.name}</span>
          <span className="sb-score">{result.score.away}</span>
        </span>
      </button>
      {result.halfTime ? (
        <span className="sb-result-half">
          {t('halfTimeScore', { home: result.halfTime.home, away: result.halfTime.away })}
        </span>
      ) : null}
      {result.tennis ? (
        <span className="sb-result-half" data-testid="result-sets">
          {result.tennis.sets.map((set) => `${set.home}-${set.away}`).join(' ')}
        </span>
      ) : null}
    </li>
  );
};

/** The section's recent results, grouped by competition in the order the newest kick-off gives. */
export const SportsResults = (props: {
  api: StudioApi;
  sessionId: string;
  onOpenEvent: (eventId: string) => void;
}) => {
  const { t, language } = useSports();
  const { api, sessionId } = props;
  const load = useCallback(
    (): Promise<SportsResultsResponse> =>
      api.call('/studio/api/sportsbook/results', { sessionId }, () =>
        schemas().then((loaded) => loaded.SportsResultsResponse),
      ),
    [api, sessionId],
  );
  const { state, retry } = usePolling({ load, interval: () => RESULTS_POLL_MS, key: sessionId });
  const data = state.kind === 'ready' ? state.data : null;

  const groups = useMemo(() => byCompetition(data?.results ?? []), [data]);

  const body = (() => {
    if (state.kind === 'loading') return <SkeletonRows count={5} odds={false} />;
    if (state.kind === 'error')
      return <LoadFailed title="resultsError" message={state.message} onRetry={retry} />;
    if (groups.length === 0)
      return (
        <div className="studio-empty sb-empty">
          <p className="studio-empty-title">{t('noResults')}</p>
          <p className="studio-muted">{t('noResultsHint')}</p>
        </div>
      );
    const now = data?.serverTime ?? 0;
    return groups.map(({ competition, items: results }) => {
      const country = countryName(competition.country, language, t);
      return (
        <section key={competition.id} className="sb-group" aria-label={`${country} · ${competition.name}`}>
          <header className="sb-group-header">
            <CountryMark country={competition.country} />
            <h3>
              <span className="sb-group-country">{country}</span>
              <span className="sb-group-name">{competition.name}</span>
            </h3>
          </header>
          <ul className="sb-events">
            {results.map((result) => (
              <ResultRow
                key={result.id}
                result={result}
                now={now}
                onOpen={() => props.onOpenEvent(result.id)}
              />
            ))}
          </ul>
        </section>
      );
    });
  })();

  return (
    <div className="sb-lobby" data-testid="sb-results">
      <h2 className="sb-results-title">{t('resultsTitle')}</h2>
      <div className="sb-lobby-body" aria-busy={state.kind === 'loading'}>
        {body}
      </div>
    </div>
  );
};
