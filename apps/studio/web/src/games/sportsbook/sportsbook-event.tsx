import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  SportsEventDetail,
  SportsEventResponse,
  SportsIncident,
  SportsMarket,
} from '@platform/contracts';
import type { StudioApi } from '../../studio-api';
import type { SportsT } from './sportsbook-i18n';
import { familyName, formatLine, parseMarketKey } from './sportsbook-math';
import {
  clockText,
  countryName,
  kickOffText,
  LiveBadge,
  LoadFailed,
  OddsButton,
  useSports,
} from './sportsbook-parts';
import { BuilderToggle } from './builder-toggle';
import { usePolling } from './use-polling';
import { EsportsBoardPanel, EsportsMarkets } from './esports-event';
import { BasketballBoardPanel, CourtMarkets, TennisBoardPanel } from './court-event';

const schemas = () => import('./sportsbook-schemas');

/** How often a live event asks again while visible. */
export const EVENT_POLL_MS = 4_000;

const FAMILY_ORDER = ['1X2', 'DC', 'DNB', 'OU', 'BTTS', 'AH', 'CS', 'HTFT'];

const incidentLabel = (kind: SportsIncident['kind'], t: SportsT) => {
  switch (kind) {
    case 'GOAL':
      return t('goal');
    case 'YELLOW_CARD':
      return t('yellowCard');
    case 'RED_CARD':
      return t('redCard');
    case 'CORNER':
      return t('corner');
    default: {
      const never: never = kind;
      return never;
    }
  }
};

const IncidentIcon = ({ kind }: { kind: SportsIncident['kind'] }) => {
  if (kind === 'GOAL')
    return (
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="sb-ico-goal">
        <circle cx="8" cy="8" r="6.5" fill="#e8ecf4" />
        <path d="M8 4.6l2.4 1.8-.9 2.9H6.5l-.9-2.9z" fill="#0f1420" />
      </svg>
    );
  if (kind === 'CORNER')
    return (
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="sb-ico-corner">
        <path d="M4 14V2" stroke="currentColor" strokeWidth="1.6" />
        <path d="M4.8 2.5h7l-2 2.5 2 2.5h-7z" fill="currentColor" />
      </svg>
    );
  return <span aria-hidden="true" className={kind === 'RED_CARD' ? 'sb-card is-red' : 'sb-card is-yellow'} />;
};

const StatBar = (props: { label: string; home: number; away: number; tone: string }) => {
  const total = props.home + props.away;
  const homeShare = total === 0 ? 50 : (props.home / total) * 100;
  return (
    <div className="sb-stat">
      <span className="sb-stat-value">{props.home}</span>
      <div className="sb-stat-middle">
        <span className="sb-stat-label">{props.label}</span>
        <span className={`sb-stat-bar is-${props.tone}`} aria-hidden="true">
          <span style={{ width: `${homeShare}%` }} />
        </span>
      </div>
      <span className="sb-stat-value">{props.away}</span>
    </div>
  );
};

const Scoreboard = ({ event, serverTime }: { event: SportsEventDetail; serverTime: number }) => {
  const { t, language } = useSports();
  const live = event.status === 'LIVE';
  const period =
    event.clock?.period === 'FIRST_HALF'
      ? t('firstHalf')
      : event.clock?.period === 'SECOND_HALF'
        ? t('secondHalf')
        : null;
  return (
    <section className="sb-scoreboard" aria-label={`${event.home.name} x ${event.away.name}`}>
      <p className="sb-scoreboard-competition">
        {countryName(event.competition.country, language, t)} · {event.competition.name}
      </p>
      <div className="sb-scoreboard-main">
        <span className="sb-scoreboard-team">{event.home.name}</span>
        <span className="sb-scoreboard-score" aria-live="polite">
          {event.score ? (
            <>
              {event.score.home}
              <span className="sb-scoreboard-dash">–</span>
              {event.score.away}
            </>
          ) : (
            <span className="sb-scoreboard-kickoff">{kickOffText(event.startsAt, serverTime, language)}</span>
          )}
        </span>
        <span className="sb-scoreboard-team">{event.away.name}</span>
      </div>
      <p className="sb-scoreboard-clock">
        {live ? <LiveBadge t={t} /> : null}
        {period ? <span>{period}</span> : null}
        <span className="sb-clock">{clockText(event, t)}</span>
      </p>
    </section>
  );
};

const Tracker = ({ event }: { event: SportsEventDetail }) => {
  const { t } = useSports();
  const recent = event.incidents.slice(-6).reverse();
  return (
    <section className="sb-tracker" aria-label={t('tracker')}>
      <h3 className="sb-section-title">{t('tracker')}</h3>
      <div className="sb-stats">
        <StatBar
          label={t('corners')}
          home={event.stats.corners.home}
          away={event.stats.corners.away}
          tone="info"
        />
        <StatBar
          label={t('yellowCards')}
          home={event.stats.yellowCards.home}
          away={event.stats.yellowCards.away}
          tone="yellow"
        />
        <StatBar
          label={t('redCards')}
          home={event.stats.redCards.home}
          away={event.stats.redCards.away}
          tone="red"
        />
      </div>
      {recent.length === 0 ? (
        <p className="studio-muted sb-tracker-empty">{t('noIncidents')}</p>
      ) : (
        <ol className="sb-incidents">
          {recent.map((incident, index) => {
            const team = incident.side === 'HOME' ? event.home.name : event.away.name;
            return (
              <li
                key={`${incident.minute}-${incident.kind}-${incident.side}-${index}`}
                className={`sb-incident is-${incident.side.toLowerCase()}`}
              >
                <span className="sb-incident-minute">{incident.minute}&apos;</span>
                <IncidentIcon kind={incident.kind} />
                <span className="sb-incident-text">
                  {incidentLabel(incident.kind, t)} · {team}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
};

const MarketRows = ({
  event,
  family,
  markets,
}: {
  event: SportsEventDetail;
  family: string;
  markets: SportsMarket[];
}) => {
  const { t, language } = useSports();
  if (family === 'CS' || family === 'HTFT')
    return (
      <>
        {markets.map((market) => (
          <div
            key={market.key}
            className={`sb-market-grid${market.status === 'SUSPENDED' ? ' is-suspended' : ''}`}
          >
            {market.selections.map((selection) => (
              <OddsButton
                key={selection.key}
                event={event}
                market={market}
                selection={selection}
                caption={family === 'CS' ? 'short' : 'full'}
              />
            ))}
          </div>
        ))}
      </>
    );
  return (
    <>
      {markets.map((market) => {
        const { line } = parseMarketKey(market.key);
        return (
          <div
            key={market.key}
            className={`sb-market-row${market.status === 'SUSPENDED' ? ' is-suspended' : ''}`}
          >
            {line !== null && family === 'OU' ? (
              <span className="sb-market-line">{formatLine(line, language)}</span>
            ) : null}
            <div
              className={`sb-market-odds is-${market.selections.length}${family === 'AH' ? ' is-stacked' : ''}`}
            >
              {market.selections.map((selection) => (
                <OddsButton
                  key={selection.key}
                  event={event}
                  market={market}
                  selection={selection}
                  caption={family === 'OU' || family === 'DC' ? 'short' : 'full'}
                />
              ))}
            </div>
            {market.status === 'SUSPENDED' ? <span className="visually-hidden">{t('suspended')}</span> : null}
          </div>
        );
      })}
    </>
  );
};

const Markets = ({ event }: { event: SportsEventDetail }) => {
  const { t, language } = useSports();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const families = useMemo(() => {
    const byFamily = new Map<string, SportsMarket[]>();
    for (const market of event.markets) {
      const { family } = parseMarketKey(market.key);
      byFamily.set(family, [...(byFamily.get(family) ?? []), market]);
    }
    const rank = (family: string) => {
      const index = FAMILY_ORDER.indexOf(family);
      return index < 0 ? FAMILY_ORDER.length : index;
    };
    return [...byFamily.entries()]
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([family, markets]) => ({
        family,
        markets: [...markets].sort(
          (a, b) => (parseMarketKey(a.key).line ?? 0) - (parseMarketKey(b.key).line ?? 0),
        ),
      }));
  }, [event.markets]);

  if (families.length === 0) return <p className="studio-empty sb-empty studio-muted">{t('noMarkets')}</p>;

  return (
    <div className="sb-markets">
      {families.map(({ family, markets }) => {
        const open = !collapsed.has(family);
        const allSuspended = markets.every((market) => market.status === 'SUSPENDED');
        const panelId = `sb-market-${family}`;
        return (
          <section key={family} className={`sb-market${allSuspended ? ' is-suspended' : ''}`}>
            <h3>
              <button
                type="button"
                className="sb-market-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() =>
                  setCollapsed((current) => {
                    const next = new Set(current);
                    if (next.has(family)) next.delete(family);
                    else next.add(family);
                    return next;
                  })
                }
              >
                <span>{familyName(family, t, language)}</span>
                {allSuspended ? <span className="sb-suspended-tag">{t('suspended')}</span> : null}
                <span className={`sb-caret${open ? ' is-open' : ''}`} aria-hidden="true" />
              </button>
            </h3>
            {open ? (
              <div id={panelId} className="sb-market-body">
                <MarketRows event={event} family={family} markets={markets} />
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};

export const SportsEvent = (props: {
  api: StudioApi;
  sessionId: string;
  eventId: string;
  onBack: () => void;
}) => {
  const { t, slip, builder } = useSports();
  const { api, sessionId, eventId } = props;
  const load = useCallback(
    (): Promise<SportsEventResponse> =>
      api.call('/studio/api/sportsbook/event', { sessionId, eventId }, () =>
        schemas().then((loaded) => loaded.SportsEventResponse),
      ),
    [api, eventId, sessionId],
  );
  const { state, retry } = usePolling({
    load,
    interval: (answer) => (answer.event.status === 'LIVE' ? EVENT_POLL_MS : null),
    key: eventId,
  });
  const data = state.kind === 'ready' ? state.data : null;
  const { syncPrices } = slip;
  const syncBuilder = builder?.sync;
  const stopBuilder = builder?.stop;

  useEffect(() => {
    if (!data) return;
    syncPrices(data.event.id, data.event.markets, true, data.event.status === 'LIVE');
    syncBuilder?.(data.event);
  }, [data, syncBuilder, syncPrices]);
  // Builder mode belongs to this page: leaving it goes back to the bet slip.
  useEffect(() => () => stopBuilder?.(), [eventId, stopBuilder]);

  return (
    <div className="sb-event-page">
      <div className="sb-subbar">
        <button type="button" className="sb-back" onClick={props.onBack}>
          <span aria-hidden="true">‹</span> {t('back')}
        </button>
      </div>
      {state.kind === 'loading' ? (
        <div className="sb-event-skeleton" aria-busy="true">
          <div className="sb-skel sb-skel-board" />
          <div className="sb-skel sb-skel-block" />
          <div className="sb-skel sb-skel-block" />
        </div>
      ) : state.kind === 'error' ? (
        <LoadFailed title="eventError" message={state.message} onRetry={retry} />
      ) : (
        <>
          <Scoreboard event={state.data.event} serverTime={state.data.serverTime} />
          {state.data.event.esports ? <EsportsBoardPanel event={state.data.event} /> : null}
          {state.data.event.basketball ? <BasketballBoardPanel event={state.data.event} /> : null}
          {state.data.event.tennis ? <TennisBoardPanel event={state.data.event} /> : null}
          {state.data.event.status === 'SCHEDULED' || state.data.event.sport !== 'FOOTBALL' ? null : (
            <Tracker event={state.data.event} />
          )}
          {state.data.event.esports ? (
            <EsportsMarkets event={state.data.event} />
          ) : state.data.event.basketball || state.data.event.tennis ? (
            <CourtMarkets event={state.data.event} />
          ) : (
            <>
              <BuilderToggle event={state.data.event} />
              <Markets event={state.data.event} />
            </>
          )}
        </>
      )}
    </div>
  );
};
