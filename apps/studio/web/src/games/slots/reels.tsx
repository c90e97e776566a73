import { memo, type CSSProperties } from 'react';
import type { SlotGameInfo, SupportedLanguage } from '@platform/contracts';
import { SymbolArt } from './symbol-art';
import { cellKey, formatMultiplier } from './slot-math';
import { useStudio } from '../../studio-context';
import type { Highlight } from './use-slot-play';

const LINE_COLOURS = ['#ffd25e', '#4da3ff', '#2ecc71', '#ff5c9d', '#b38bff', '#ff9f43', '#3ee6d0'];

/** The symbols a rolling reel shows: every symbol of the game, in a per-reel order, twice. */
const stripFor = (ids: readonly string[], reel: number) => {
  const shifted = ids.map((_, i) => ids[(i * 3 + reel * 5) % ids.length]!);
  return [...shifted, ...shifted];
};

const Cell = memo(function Cell(props: { id: string; win: boolean; dim: boolean }) {
  const { looks, symbolLabel, t } = useStudio();
  const className = ['studio-cell', props.win ? 'is-win' : '', props.dim ? 'is-dim' : ''].join(' ').trim();
  return (
    <div className={className}>
      <SymbolArt
        look={looks.get(props.id)}
        label={symbolLabel(props.id)}
        wildLabel={t('wild')}
        scatterLabel={t('scatter')}
      />
    </div>
  );
});

const WinLines = ({ game, highlight }: { game: SlotGameInfo; highlight: Highlight }) => {
  if (game.evaluation.kind !== 'lines') return null;
  const paylines = game.evaluation.paylines;
  const lines = highlight.spin.wins.filter((win) => win.kind === 'line' && win.payline !== undefined);
  if (lines.length === 0) return null;
  return (
    <svg
      className="studio-winlines"
      viewBox={`0 0 ${game.reels * 100} ${game.rows * 100}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lines.map((win, index) => {
        const rows = paylines[win.payline!] ?? [];
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        return (
          <polyline
            key={`${win.payline}-${index}`}
            points={points}
            stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </svg>
  );
};

/** A reel's shown symbols, top down: a variable-rows reel ends at its first '' cell. */
const columnOf = (window: string[][], reel: number) => {
  const column = window.map((row) => row[reel] ?? '');
  const end = column.indexOf('');
  return end < 0 ? column : column.slice(0, end);
};

/** "117.649 ways", "20 lines", "clusters of 5+": what the grid pays, for the plate under the title. */
const layoutLabel = (
  game: SlotGameInfo,
  window: string[][],
  t: ReturnType<typeof useStudio>['t'],
  language: SupportedLanguage,
) => {
  switch (game.evaluation.kind) {
    case 'lines':
      return t('layoutLines', { count: game.evaluation.paylines.length });
    case 'cluster':
      return t('layoutCluster', { count: game.evaluation.minCluster });
    case 'ways': {
      const ways = Array.from({ length: game.reels }, (_, reel) => columnOf(window, reel).length).reduce(
        (product, rows) => product * rows,
        1,
      );
      return t('layoutWays', { count: formatMultiplier(ways, language) });
    }
  }
};

export const Reels = (props: {
  game: SlotGameInfo;
  window: string[][];
  spinning: boolean[];
  highlight: Highlight | null;
}) => {
  const { game, window, spinning, highlight } = props;
  const { t, money, language } = useStudio();
  const ids = game.symbols.map((symbol) => symbol.id);
  const variable = game.minRows !== undefined && game.minRows < game.rows;
  const style = { '--reels': game.reels, '--rows': game.rows } as CSSProperties;
  const kind = variable ? 'is-variable' : `is-${game.evaluation.kind}`;
  return (
    <div className="studio-reels-box">
      <div
        className={`studio-reels-frame ${kind}`}
        style={style}
        data-layout={`${game.reels}x${game.rows}-${game.evaluation.kind}${variable ? '-variable' : ''}`}
      >
        <div className="studio-marquee" aria-hidden="true">
          <span className="studio-marquee-title">{game.names[language]}</span>
          <span className="studio-marquee-layout">{layoutLabel(game, window, t, language)}</span>
        </div>
        <div className="studio-reels" role="group" aria-label={t('reels')}>
          {Array.from({ length: game.reels }, (_, reel) => {
            if (spinning[reel])
              return (
                <div key={reel} className="studio-reel is-spinning" aria-hidden="true">
                  <div className="studio-reel-strip" style={{ animationDelay: `${-reel * 70}ms` }}>
                    {stripFor(ids, reel).map((id, i) => (
                      <Cell key={i} id={id} win={false} dim={false} />
                    ))}
                  </div>
                </div>
              );
            const column = columnOf(window, reel);
            return (
              <div
                key={reel}
                className={highlight ? 'studio-reel is-landed' : 'studio-reel'}
                style={{ '--reel-rows': column.length } as CSSProperties}
              >
                {column.map((id, rowIndex) => {
                  const key = cellKey(reel, rowIndex);
                  const win = highlight?.cells.has(key) ?? false;
                  return <Cell key={rowIndex} id={id} win={win} dim={Boolean(highlight) && !win} />;
                })}
              </div>
            );
          })}
        </div>
        {highlight ? <WinLines game={game} highlight={highlight} /> : null}
        {highlight && highlight.spin.totalWin > 0 ? (
          <div className="studio-win-badge" aria-hidden="true">
            {money(highlight.spin.totalWin)}
          </div>
        ) : null}
      </div>
    </div>
  );
};
