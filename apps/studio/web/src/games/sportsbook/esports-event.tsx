import { useMemo, useState } from 'react';
import type { EsportsBoard, EsportsTitle, SportsEventDetail, SportsMarket } from '@platform/contracts';
import { esportsT } from './esports-i18n';
import { ESPORTS_FAMILIES, ESPORTS_TITLE_LABELS, parseEsportsKey } from './esports-names';
import { formatLine } from './sportsbook-math';
import { OddsButton, useSports } from './sportsbook-parts';
import './esports.css';

/** The title's mark: its short label on the title's colour (CS2, LoL, Dota 2, Valorant). */
export const EsportsTitleMark = ({ title }: { title: EsportsTitle }) => (
  <span className={`sb-es-title is-${title.toLowerCase().replace(/_/gu, '-')}`}>
    {ESPORTS_TITLE_LABELS[title]}
  </span>
);

/** A live series in the lobby: which map, and the round score of a CS2 or Valorant map. */
export const EsportsLiveState = ({ board }: { board: EsportsBoard }) => {
  const { language } = useSports();
  const t = esportsT(language);
  const current = board.maps.find((map) => map.status === 'LIVE');
  if (!current) return <span className="sb-es-live">{t('bestOf', { count: board.bestOf })}</span>;
  return (
    <span className="sb-es-live">
      {t('map', { number: current.number })}
      {current.rounds ? (
        <span className="sb-es-live-rounds">
          {current.rounds.home}–{current.rounds.away}
        </span>
      ) : null}
    </span>
  );
};

/**
 * The series board: the format, and each map — played (its winner and, for CS2 and Valorant, its
 * rounds) or in play (the round score so far) — with the maps still to come.
 */
export const EsportsBoardPanel = ({ event }: { event: SportsEventDetail }) => {
  const { language } = useSports();
  const t = esportsT(language);
  const board = event.esports;
  if (!board) return null;
  const upcoming = Math.max(0, board.bestOf - board.maps.length);
  const finished = event.status === 'FINISHED';
  return (
    <section className="sb-es-board" aria-label={t('board')}>
      <header className="sb-es-board-header">
        <h3 className="sb-section-title">{t('board')}</h3>
        <EsportsTitleMark title={board.title} />
        <span className="sb-es-format">{t('bestOf', { count: board.bestOf })}</span>
      </header>
      {board.maps.length === 0 ? (
        <p className="studio-muted sb-es-empty">{t('noMapsYet')}</p>
      ) : (
        <ol className="sb-es-maps">
          {board.maps.map((map) => {
            const live = map.status === 'LIVE';
            const winner =
              map.winner === 'HOME' ? event.home.name : map.winner === 'AWAY' ? event.away.name : null;
            return (
              <li
                key={map.number}
                className={`sb-es-map${live ? ' is-live' : ''}`}
                data-testid={`esports-map-${map.number}`}
              >
                <span className="sb-es-map-name">
                  {live ? t('mapLive', { number: map.number }) : t('map', { number: map.number })}
                </span>
                {map.rounds ? (
                  <span
                    className="sb-es-rounds"
                    aria-label={t('roundsLive', { home: map.rounds.home, away: map.rounds.away })}
                    aria-live={live ? 'polite' : undefined}
                  >
                    <span className={map.winner === 'HOME' ? 'is-winner' : undefined}>{map.rounds.home}</span>
                    <span aria-hidden="true">–</span>
                    <span className={map.winner === 'AWAY' ? 'is-winner' : undefined}>{map.rounds.away}</span>
                  </span>
                ) : null}
                <span className="sb-es-map-result">
                  {winner ? t('mapWonBy', { team: winner }) : t('mapPlaying')}
                </span>
              </li>
            );
          })}
          {finished
            ? null
            : Array.from({ length: upcoming }, (_, index) => {
                const number = board.maps.length + index + 1;
                return (
                  <li key={number} className="sb-es-map is-upcoming" aria-hidden="true">
                    <span className="sb-es-map-name">{t('map', { number })}</span>
                  </li>
                );
              })}
        </ol>
      )}
    </section>
  );
};

/** A group of the series' markets: the family, and for a map's rounds, the map. */
type Group = { id: string; title: string; markets: SportsMarket[] };

const groupsOf = (markets: readonly SportsMarket[], language: Parameters<typeof esportsT>[0]): Group[] => {
  const t = esportsT(language);
  const groups = new Map<string, Group>();
  for (const market of markets) {
    const parsed = parseEsportsKey(market.key);
    if (!parsed) continue;
    const perMap = (parsed.family === 'RT' || parsed.family === 'RH') && parsed.map !== null;
    const id = perMap ? `${parsed.family}:${parsed.map}` : parsed.family;
    const title = perMap
      ? t(`market.${parsed.family as 'RT' | 'RH'}.map`, { map: parsed.map! })
      : t(`market.${parsed.family}`);
    const group = groups.get(id) ?? { id, title, markets: [] };
    group.markets.push(market);
    groups.set(id, group);
  }
  const rank = (id: string) => {
    const [family = '', map = '0'] = id.split(':');
    return ESPORTS_FAMILIES.indexOf(family as (typeof ESPORTS_FAMILIES)[number]) * 10 + Number(map);
  };
  const order = (market: SportsMarket) => {
    const parsed = parseEsportsKey(market.key);
    return (parsed?.map ?? 0) * 100 + (parsed?.line ?? 0);
  };
  return [...groups.values()]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((group) => ({ ...group, markets: [...group.markets].sort((a, b) => order(a) - order(b)) }));
};

/**
 * The series' markets, grouped: match winner, each map's winner, total maps, map handicap, the
 * correct map score, then each map's total rounds and round handicap. A group folds away.
 */
export const EsportsMarkets = ({ event }: { event: SportsEventDetail }) => {
  const { t: sportsT, language } = useSports();
  const t = esportsT(language);
  const groups = useMemo(() => groupsOf(event.markets, language), [event.markets, language]);
  // A Bo5's rounds make dozens of lines: only the map in play's (the first's before the start)
  // open unless the player opens another; the player's choice holds as the series moves on.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const current = String(event.esports?.maps.find((map) => map.status === 'LIVE')?.number ?? 1);
  const openByDefault = (id: string) => !/^R[TH]:/u.test(id) || id.split(':')[1] === current;
  if (groups.length === 0)
    return <p className="studio-empty sb-empty studio-muted">{sportsT('noMarkets')}</p>;
  return (
    <div className="sb-markets">
      {groups.map((group) => {
        const open = toggled.get(group.id) ?? openByDefault(group.id);
        const allSuspended = group.markets.every((market) => market.status === 'SUSPENDED');
        const panelId = `sb-es-market-${group.id.replace(':', '-')}`;
        const family = parseEsportsKey(group.markets[0]!.key)?.family;
        // As football's totals: the line on the left, "Mais de" / "Menos de" on the buttons; a map
        // winner's row names its map; a handicap's buttons carry the team and its line.
        const totals = family === 'TM' || family === 'RT';
        // A handicap's caption (the team and its line) over its price, as football's Asian handicap.
        const stacked = family === 'MH' || family === 'RH';
        const rowLabel = (market: SportsMarket): string | null => {
          const parsed = parseEsportsKey(market.key);
          if (parsed?.family === 'MAP' && parsed.map !== null) return t('map', { number: parsed.map });
          if (totals && parsed?.line != null) return formatLine(parsed.line, language);
          return null;
        };
        const grid = family === 'CMS';
        return (
          <section key={group.id} className={`sb-market${allSuspended ? ' is-suspended' : ''}`}>
            <h3>
              <button
                type="button"
                className="sb-market-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setToggled((before) => new Map(before).set(group.id, !open))}
              >
                <span>{group.title}</span>
                {allSuspended ? <span className="sb-suspended-tag">{sportsT('suspended')}</span> : null}
                <span className={`sb-caret${open ? ' is-open' : ''}`} aria-hidden="true" />
              </button>
            </h3>
            {open ? (
              <div id={panelId} className="sb-market-body">
                {group.markets.map((market) => {
                  const label = grid ? null : rowLabel(market);
                  return (
                    <div
                      key={market.key}
                      className={`${grid ? 'sb-es-cms' : 'sb-market-row'}${market.status === 'SUSPENDED' ? ' is-suspended' : ''}`}
                    >
                      {label === null ? null : (
                        <span className={totals ? 'sb-market-line' : 'sb-es-row-name'}>{label}</span>
                      )}
                      <div
                        className={
                          grid
                            ? 'sb-market-grid'
                            : `sb-market-odds is-${market.selections.length}${stacked ? ' is-stacked' : ''}`
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
                      {market.status === 'SUSPENDED' ? (
                        <span className="visually-hidden">{sportsT('suspended')}</span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};
