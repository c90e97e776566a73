import { memo, type CSSProperties } from 'react';
import type { SlotGameInfo } from '@platform/contracts';
import { SymbolArt } from './symbol-art';
import { cellKey } from './slot-math';
import { useStudio } from './studio-context';
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

export const Reels = (props: {
  game: SlotGameInfo;
  window: string[][];
  spinning: boolean[];
  highlight: Highlight | null;
}) => {
  const { game, window, spinning, highlight } = props;
  const { t, money } = useStudio();
  const ids = game.symbols.map((symbol) => symbol.id);
  const style = { '--reels': game.reels, '--rows': game.rows } as CSSProperties;
  return (
    <div className="studio-reels-frame" style={style}>
      <div className="studio-reels" role="group" aria-label={t('reels')}>
        {Array.from({ length: game.reels }, (_, reel) =>
          spinning[reel] ? (
            <div key={reel} className="studio-reel is-spinning" aria-hidden="true">
              <div className="studio-reel-strip" style={{ animationDelay: `${-reel * 70}ms` }}>
                {stripFor(ids, reel).map((id, i) => (
                  <Cell key={i} id={id} win={false} dim={false} />
                ))}
              </div>
            </div>
          ) : (
            <div key={reel} className={highlight ? 'studio-reel is-landed' : 'studio-reel'}>
              {window.map((row, rowIndex) => {
                const key = cellKey(reel, rowIndex);
                const win = highlight?.cells.has(key) ?? false;
                return (
                  <Cell key={rowIndex} id={row[reel] ?? ''} win={win} dim={Boolean(highlight) && !win} />
                );
              })}
            </div>
          ),
        )}
      </div>
      {highlight ? <WinLines game={game} highlight={highlight} /> : null}
      {highlight && highlight.spin.totalWin > 0 ? (
        <div className="studio-win-badge" aria-hidden="true">
          {money(highlight.spin.totalWin)}
        </div>
      ) : null}
    </div>
  );
};
