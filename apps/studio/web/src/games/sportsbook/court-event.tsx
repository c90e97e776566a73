import { useMemo, useState } from 'react';
import type {
  BasketballBoard,
  SportKind,
  SportsEventDetail,
  SportsEventSummary,
  SportsMarket,
  TennisBoard,
} from '@platform/contracts';
import { courtT, type CourtT } from './court-i18n';
import { COURT_FAMILIES, parseCourtKey, type CourtFamily } from './court-names';
import { formatLine } from './sportsbook-math';
import { OddsButton, useSports } from './sportsbook-parts';
import './court.css';

/** The order the lobby groups sports in: football first, then basketball, tennis, e-sports. */
export const SPORT_ORDER: readonly SportKind[] = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS'];

/** Whether the event's main market is two-way (no draw column): e-sports, basketball, tennis. */
export const isTwoWay = (event: Pick<SportsEventSummary, 'esports' | 'basketball' | 'tennis'>): boolean =>
  Boolean(event.esports ?? event.basketball ?? event.tennis);

/** The sport chips: shown when the lobby has more than one sport; "all" is null. */
export const SportFilter = (props: {
  sports: readonly SportKind[];
  value: SportKind | null;
  onChange: (sport: SportKind | null) => void;
}) => {
  const { language } = useSports();
  const t = courtT(language);
  if (props.sports.length < 2) return null;
  const options: (SportKind | null)[] = [null, ...props.sports];
  return (
    <div className="sb-chips sb-sport-chips" role="group" aria-label={t('sportFilter')}>
      {options.map((sport) => (
        <button
          key={sport ?? 'all'}
          type="button"
          className={`studio-chip sb-chip${props.value === sport ? ' is-active' : ''}`}
          aria-pressed={props.value === sport}
          onClick={() => props.onChange(sport)}
        >
          {sport === null ? t('allSports') : t(`sport.${sport}`)}
        </button>
      ))}
    </div>
  );
};

const periodName = (index: number, t: CourtT): string =>
  index < 4 ? t('quarterShort', { number: index + 1 }) : t('overtime', { number: index - 3 });

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A live game in the lobby: the quarter and its clock ("3º Q 7:42"), or the break. */
export const BasketballLiveState = ({ board }: { board: BasketballBoard }) => {
  const { language } = useSports();
  const t = courtT(language);
  if (!board.live) return <span className="sb-court-live">{t('break')}</span>;
  const { period, secondsLeft } = board.live;
  return (
    <span className="sb-court-live">
      {period <= 4 ? t('quarterShort', { number: period }) : t('overtimeShort')}
      <span className="sb-court-live-clock">{clock(secondsLeft)}</span>
    </span>
  );
};

/** A live match in the lobby: the set in play, its games and the point score ("Set 2 4–3 · 30–15"). */
export const TennisLiveState = ({ board }: { board: TennisBoard }) => {
  const { language } = useSports();
  const t = courtT(language);
  const current = board.sets.at(-1);
  if (!current) return null;
  return (
    <span className="sb-court-live">
      {t('setShort', { number: board.sets.length })}
      <span className="sb-court-live-clock">
        {current.home}–{current.away}
      </span>
      {board.points ? (
        <span className="sb-court-points">
          {board.points.home}–{board.points.away}
        </span>
      ) : null}
    </span>
  );
};

/** The ball beside the player who serves. */
export const ServeMark = ({ label }: { label: string }) => (
  <span className="sb-serve" role="img" aria-label={label} title={label} />
);

/** The quarters (then overtimes) and the total, a column each, the period in play marked. */
export const BasketballBoardPanel = ({ event }: { event: SportsEventDetail }) => {
  const { language } = useSports();
  const t = courtT(language);
  const board = event.basketball;
  if (!board) return null;
  const columns = Math.max(4, board.periods.length);
  const livePeriod = board.live?.period ?? null;
  const total = board.periods.reduce(
    (sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }),
    { home: 0, away: 0 },
  );
  const row = (side: 'home' | 'away') => (
    <tr>
      <th scope="row" className="sb-court-name">
        {event[side].name}
      </th>
      {Array.from({ length: columns }, (_, index) => {
        const period = board.periods[index];
        return (
          <td key={index} className={livePeriod === index + 1 ? 'is-live' : undefined}>
            {period ? period[side] : '–'}
          </td>
        );
      })}
      <td className="sb-court-total">{board.periods.length > 0 ? total[side] : '–'}</td>
    </tr>
  );
  return (
    <section className="sb-court-board" aria-label={t('basketballBoard')} data-testid="basketball-board">
      <header className="sb-court-board-header">
        <h3 className="sb-section-title">{t('basketballBoard')}</h3>
        {board.live ? (
          <span className="sb-court-format" aria-live="polite">
            {periodName(board.live.period - 1, t)} · {clock(board.live.secondsLeft)}
          </span>
        ) : null}
      </header>
      <div className="sb-court-scroll">
        <table className="sb-court-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('total')}</span>
              </th>
              {Array.from({ length: columns }, (_, index) => (
                <th key={index} scope="col">
                  {index < 4 ? index + 1 : `OT${index - 3}`}
                </th>
              ))}
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {row('home')}
            {row('away')}
          </tbody>
        </table>
      </div>
    </section>
  );
};

/** Each set's games, the point score of the game in play and who serves it. */
export const TennisBoardPanel = ({ event }: { event: SportsEventDetail }) => {
  const { language } = useSports();
  const t = courtT(language);
  const board = event.tennis;
  if (!board) return null;
  const live = event.status === 'LIVE';
  const row = (side: 'home' | 'away') => {
    const serving = board.server === (side === 'home' ? 'HOME' : 'AWAY');
    return (
      <tr>
        <th scope="row" className="sb-court-name">
          {event[side].name}
          {serving ? <ServeMark label={t('servingLabel', { player: event[side].name })} /> : null}
        </th>
        {board.sets.map((set, index) => {
          const inPlay = live && index === board.sets.length - 1;
          const won = !inPlay && set[side] > set[side === 'home' ? 'away' : 'home'];
          return (
            <td
              key={index}
              className={`${inPlay ? 'is-live' : ''}${won ? ' is-winner' : ''}`.trim() || undefined}
            >
              {set[side]}
            </td>
          );
        })}
        {board.points ? <td className="sb-court-total">{board.points[side]}</td> : null}
      </tr>
    );
  };
  return (
    <section className="sb-court-board" aria-label={t('tennisBoard')} data-testid="tennis-board">
      <header className="sb-court-board-header">
        <h3 className="sb-section-title">{t('tennisBoard')}</h3>
      </header>
      {board.sets.length === 0 ? (
        <p className="studio-muted sb-court-empty">{t('notStarted')}</p>
      ) : (
        <div className="sb-court-scroll">
          <table className="sb-court-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('games')}</span>
                </th>
                {board.sets.map((_, index) => (
                  <th key={index} scope="col">
                    {t('setShort', { number: index + 1 })}
                  </th>
                ))}
                {board.points ? <th scope="col">{t('points')}</th> : null}
              </tr>
            </thead>
            <tbody aria-live={live ? 'polite' : undefined}>
              {row('home')}
              {row('away')}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

type Group = { id: string; family: CourtFamily; title: string; markets: SportsMarket[] };

/** The markets grouped by family (every quarter's result in one group), in the sport's order. */
const groupsOf = (markets: readonly SportsMarket[], t: CourtT): Group[] => {
  const groups = new Map<CourtFamily, Group>();
  for (const market of markets) {
    const parsed = parseCourtKey(market.key);
    if (!parsed) continue;
    const group = groups.get(parsed.family) ?? {
      id: parsed.family,
      family: parsed.family,
      title: t(`market.${parsed.family}`),
      markets: [],
    };
    group.markets.push(market);
    groups.set(parsed.family, group);
  }
  const order = (market: SportsMarket) => {
    const parsed = parseCourtKey(market.key);
    return (parsed?.number ?? 0) * 1_000 + (parsed?.line ?? 0);
  };
  return [...groups.values()]
    .sort((a, b) => COURT_FAMILIES.indexOf(a.family) - COURT_FAMILIES.indexOf(b.family))
    .map((group) => ({ ...group, markets: [...group.markets].sort((a, b) => order(a) - order(b)) }));
};

/** Lines shown before "more": the middle of a handicap's or total's ladder, where the prices are even. */
const LINES_FOLDED = 5;

/**
 * A basketball game's or tennis match's markets, grouped: the winner, the handicap, the total,
 * each quarter's and half's result (basketball), set betting and the first set (tennis). A
 * ladder of lines shows its middle five until the player asks for all.
 */
export const CourtMarkets = ({ event }: { event: SportsEventDetail }) => {
  const { t: sportsT, language } = useSports();
  const t = courtT(language);
  const groups = useMemo(() => groupsOf(event.markets, t), [event.markets, t]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (groups.length === 0)
    return <p className="studio-empty sb-empty studio-muted">{sportsT('noMarkets')}</p>;
  const flip = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  return (
    <div className="sb-markets">
      {groups.map((group) => {
        const open = !closed.has(group.id);
        const panelId = `sb-court-market-${group.id}`;
        const lines =
          group.family === 'PS' || group.family === 'TP' || group.family === 'TG' || group.family === 'GH';
        const totals = group.family === 'TP' || group.family === 'TG';
        const all = expanded.has(group.id) || group.markets.length <= LINES_FOLDED;
        const start = all ? 0 : Math.max(0, Math.floor((group.markets.length - LINES_FOLDED) / 2));
        const shown = all ? group.markets : group.markets.slice(start, start + LINES_FOLDED);
        const grid = group.family === 'SB';
        const rowLabel = (market: SportsMarket): string | null => {
          const parsed = parseCourtKey(market.key);
          if (totals && parsed?.line != null) return formatLine(parsed.line, language);
          if ((group.family === 'QR' || group.family === 'HR') && parsed?.number != null)
            return t(group.family === 'QR' ? 'quarterRow' : 'halfRow', { number: parsed.number });
          return null;
        };
        return (
          <section key={group.id} className="sb-market">
            <h3>
              <button
                type="button"
                className="sb-market-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setClosed((before) => flip(before, group.id))}
              >
                <span>{group.title}</span>
                <span className={`sb-caret${open ? ' is-open' : ''}`} aria-hidden="true" />
              </button>
            </h3>
            {open ? (
              <div id={panelId} className="sb-market-body">
                {shown.map((market) => {
                  const label = grid ? null : rowLabel(market);
                  return (
                    <div key={market.key} className={grid ? 'sb-es-cms' : 'sb-market-row'}>
                      {label === null ? null : (
                        <span className={totals ? 'sb-market-line' : 'sb-es-row-name'}>{label}</span>
                      )}
                      <div
                        className={
                          grid
                            ? 'sb-market-grid'
                            : `sb-market-odds is-${market.selections.length}${lines && !totals ? ' is-stacked' : ''}`
                        }
                      >
                        {market.selections.map((selection) => (
                          <OddsButton
                            key={selection.key}
                            event={event}
                            market={market}
                            selection={selection}
                            caption={grid || totals ? 'short' : 'full'}
                          />
                        ))}
                      </div>
                    </div>
                  );
                })}
                {group.markets.length > LINES_FOLDED ? (
                  <button
                    type="button"
                    className="sb-court-more"
                    aria-expanded={all}
                    onClick={() => setExpanded((before) => flip(before, group.id))}
                  >
                    {all ? t('showFewerLines') : t('showAllLines', { count: group.markets.length })}
                  </button>
                ) : null}
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};
