import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SportKind, SportsEventSummary, SportsLobbyResponse } from '@platform/contracts';
import type { StudioApi } from '../../studio-api';
import {
  clockText,
  CountryMark,
  countryName,
  kickOffText,
  LiveBadge,
  LoadFailed,
  OddsButton,
  sameDay,
  SkeletonRows,
  useSports,
  byCompetition,
} from './sportsbook-parts';
import { usePolling } from './use-polling';
import { EsportsLiveState, EsportsTitleMark } from './esports-event';
import {
  BasketballLiveState,
  isTwoWay,
  ServeMark,
  SPORT_ORDER,
  SportFilter,
  TennisLiveState,
} from './court-event';
import { courtT } from './court-i18n';

const schemas = () => import('./sportsbook-schemas');

/** How often the lobby asks again while visible: live scores, clocks and prices move. */
export const LOBBY_POLL_MS = 5_000;

export type LobbyTab = 'live' | 'today' | 'upcoming';

const FAVOURITES_KEY = 'sportsbook-favourites';

const readFavourites = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

const useFavourites = () => {
  const [favourites, setFavourites] = useState<string[]>(readFavourites);
  const toggle = useCallback((id: string) => {
    setFavourites((current) => {
      const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
      try {
        localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // Kept for this visit only.
      }
      return next;
    });
  }, []);
  return { favourites, toggle };
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const StarIcon = ({ on }: { on: boolean }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </svg>
);

/** One match: clock or kick-off, teams and score, the 1X2 odds, and the way to its other markets. */
const EventRow = (props: { event: SportsEventSummary; now: number; onOpen: () => void }) => {
  const { t, language } = useSports();
  const { event } = props;
  const live = event.status === 'LIVE';
  const name = `${event.home.name} x ${event.away.name}`;
  const market = event.mainMarket;
  return (
    <li className={`sb-event${live ? ' is-live' : ''}`} data-testid={`event-${event.id}`}>
      <div className="sb-event-meta">
        {live ? (
          <>
            <LiveBadge t={t} />
            {event.esports ? (
              <EsportsLiveState board={event.esports} />
            ) : event.basketball ? (
              <BasketballLiveState board={event.basketball} />
            ) : event.tennis ? (
              <TennisLiveState board={event.tennis} />
            ) : (
              <span className="sb-clock">{clockText(event, t)}</span>
            )}
          </>
        ) : (
          <span className="sb-kickoff">{kickOffText(event.startsAt, props.now, language)}</span>
        )}
      </div>
      <button type="button" className="sb-event-teams" onClick={props.onOpen} aria-label={name}>
        <span className="sb-team">
          <span className="sb-team-name">{event.home.name}</span>
          {live && event.tennis?.server === 'HOME' ? (
            <ServeMark label={courtT(language)('servingLabel', { player: event.home.name })} />
          ) : null}
          {event.score ? <span className="sb-score">{event.score.home}</span> : null}
        </span>
        <span className="sb-team">
          <span className="sb-team-name">{event.away.name}</span>
          {live && event.tennis?.server === 'AWAY' ? (
            <ServeMark label={courtT(language)('servingLabel', { player: event.away.name })} />
          ) : null}
          {event.score ? <span className="sb-score">{event.score.away}</span> : null}
        </span>
      </button>
      <div className={`sb-event-odds${isTwoWay(event) ? ' is-two' : ''}`} role="group" aria-label={name}>
        {market
          ? market.selections.map((selection) => (
              <OddsButton key={selection.key} event={event} market={market} selection={selection} />
            ))
          : (isTwoWay(event) ? [0, 1] : [0, 1, 2]).map((index) => (
              <span key={index} className="sb-odds is-empty" aria-hidden="true">
                –
              </span>
            ))}
      </div>
      <button
        type="button"
        className="sb-more"
        onClick={props.onOpen}
        aria-label={t('moreMarketsLabel', { count: Math.max(0, event.marketCount - 1), event: name })}
      >
        {t('moreMarkets', { count: Math.max(0, event.marketCount - 1) })}
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
};

export const SportsLobby = (props: {
  api: StudioApi;
  sessionId: string;
  tab: LobbyTab;
  onTab: (tab: LobbyTab) => void;
  onOpenEvent: (eventId: string) => void;
}) => {
  const { t, language, slip } = useSports();
  const { api, sessionId } = props;
  const load = useCallback(
    (): Promise<SportsLobbyResponse> =>
      api.call('/studio/api/sportsbook/lobby', { sessionId }, () =>
        schemas().then((loaded) => loaded.SportsLobbyResponse),
      ),
    [api, sessionId],
  );
  const { state, retry } = usePolling({ load, interval: () => LOBBY_POLL_MS, key: sessionId });
  const [query, setQuery] = useState('');
  const [sport, setSport] = useState<SportKind | null>(null);
  const { favourites, toggle: toggleFavourite } = useFavourites();
  const { syncPrices } = slip;

  const data = state.kind === 'ready' ? state.data : null;

  // The slip's prices follow the lobby's main markets.
  useEffect(() => {
    if (!data) return;
    for (const event of data.events) {
      if (event.mainMarket) syncPrices(event.id, [event.mainMarket], false, event.status === 'LIVE');
    }
  }, [data, syncPrices]);

  const sports = useMemo(
    () => SPORT_ORDER.filter((kind) => data?.events.some((event) => event.sport === kind)),
    [data],
  );
  // A sport no longer listed (its chips gone) filters nothing.
  const shownSport = sport !== null && sports.includes(sport) ? sport : null;

  const lists = useMemo(() => {
    if (!data) return null;
    const now = data.serverTime;
    const open = data.events.filter(
      (event) =>
        (event.status === 'LIVE' || event.status === 'SCHEDULED') &&
        (shownSport === null || event.sport === shownSport),
    );
    const live = open.filter((event) => event.status === 'LIVE');
    const today = open.filter((event) => event.status === 'SCHEDULED' && sameDay(event.startsAt, now));
    const upcoming = open.filter((event) => event.status === 'SCHEDULED' && !sameDay(event.startsAt, now));
    return { live, today, upcoming, now };
  }, [data, shownSport]);

  const groups = useMemo(() => {
    if (!lists) return [];
    const needle = normalise(query.trim());
    const events = lists[props.tab].filter(
      (event) =>
        needle === '' ||
        [event.home.name, event.away.name, event.competition.name].some((text) =>
          normalise(text).includes(needle),
        ),
    );
    const all = byCompetition(events);
    // Favourites first, in the order they were starred; the rest keep the server's order.
    const rank = (id: string) => {
      const index = favourites.indexOf(id);
      return index < 0 ? favourites.length : index;
    };
    // Football first, then basketball, then tennis; within a sport, favourites first.
    const sportRank = (kind: SportKind) => SPORT_ORDER.indexOf(kind);
    return all
      .map((group, index) => ({ group, index }))
      .sort(
        (a, b) =>
          sportRank(a.group.competition.sport) - sportRank(b.group.competition.sport) ||
          rank(a.group.competition.id) - rank(b.group.competition.id) ||
          a.index - b.index,
      )
      .map(({ group }) => group);
  }, [favourites, lists, props.tab, query]);

  const tabs: { id: LobbyTab; label: string; count: number | null }[] = [
    { id: 'live', label: t('live'), count: lists?.live.length ?? null },
    { id: 'today', label: t('today'), count: lists?.today.length ?? null },
    { id: 'upcoming', label: t('upcoming'), count: lists?.upcoming.length ?? null },
  ];

  const body = (() => {
    if (state.kind === 'loading') return <SkeletonRows count={6} odds />;
    if (state.kind === 'error')
      return <LoadFailed title="loadError" message={state.message} onRetry={retry} />;
    if (groups.length === 0) {
      if (query.trim() !== '')
        return (
          <div className="studio-empty sb-empty">
            <p className="studio-empty-title">{t('noMatch', { query: query.trim() })}</p>
            <p className="studio-muted">{t('noMatchHint')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setQuery('')}>
              {t('searchClear')}
            </button>
          </div>
        );
      if (props.tab === 'live')
        return (
          <div className="studio-empty sb-empty">
            <p className="studio-empty-title">{t('noLive')}</p>
            <p className="studio-muted">{t('noLiveHint')}</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => props.onTab((lists?.today.length ?? 0) > 0 ? 'today' : 'upcoming')}
            >
              {t('seeUpcoming')}
            </button>
          </div>
        );
      return (
        <div className="studio-empty sb-empty">
          <p className="studio-empty-title">{t('noEvents')}</p>
          <p className="studio-muted">{t('noEventsHint')}</p>
        </div>
      );
    }
    return groups.map(({ competition, items: events }) => {
      const starred = favourites.includes(competition.id);
      const country = countryName(competition.country, language, t);
      // An e-sports circuit is marked by its title (CS2, LoL…) and has no draw column.
      const title = events[0]?.esports?.title;
      const twoWay = events[0] ? isTwoWay(events[0]) : false;
      return (
        <section key={competition.id} className="sb-group" aria-label={`${country} · ${competition.name}`}>
          <header className="sb-group-header">
            {title ? <EsportsTitleMark title={title} /> : <CountryMark country={competition.country} />}
            <h3>
              <span className="sb-group-country">{country}</span>
              <span className="sb-group-name">{competition.name}</span>
            </h3>
            <span className={`sb-group-cols${twoWay ? ' is-two' : ''}`} aria-hidden="true">
              <span>1</span>
              {twoWay ? null : <span>X</span>}
              <span>2</span>
            </span>
            <button
              type="button"
              className={`sb-star${starred ? ' is-on' : ''}`}
              aria-pressed={starred}
              aria-label={
                starred
                  ? t('unfavourite', { name: competition.name })
                  : t('favourite', { name: competition.name })
              }
              onClick={() => toggleFavourite(competition.id)}
            >
              <StarIcon on={starred} />
            </button>
          </header>
          <ul className="sb-events">
            {events.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                now={lists?.now ?? Date.now()}
                onOpen={() => props.onOpenEvent(event.id)}
              />
            ))}
          </ul>
        </section>
      );
    });
  })();

  return (
    <div className="sb-lobby">
      <div className="sb-lobby-tools">
        <SportFilter sports={sports} value={shownSport} onChange={setSport} />
        <div className="sb-chips" role="group" aria-label={t('sports')}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className={`studio-chip sb-chip${props.tab === tab.id ? ' is-active' : ''}${tab.id === 'live' ? ' is-live' : ''}`}
              aria-pressed={props.tab === tab.id}
              onClick={() => props.onTab(tab.id)}
            >
              {tab.id === 'live' ? <span className="sb-live-dot" aria-hidden="true" /> : null}
              {tab.label}
              <span className="sb-chip-count">{tab.count ?? '·'}</span>
            </button>
          ))}
        </div>
        <div className="sb-search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            value={query}
            placeholder={t('search')}
            aria-label={t('search')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <div className="sb-lobby-body" aria-busy={state.kind === 'loading'}>
        {body}
      </div>
    </div>
  );
};
