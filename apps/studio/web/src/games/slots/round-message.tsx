import type { SlotGameInfo } from '@platform/contracts';
import { formatMultiplier } from './slot-math';
import { useStudio } from '../../studio-context';
import type { Highlight } from './use-slot-play';

const MAX_LISTED = 3;

/** The strip under the reels: free-spin counter, this spin's wins, or a notice. */
export const RoundMessage = (props: {
  game: SlotGameInfo;
  highlight: Highlight | null;
  freeSpin: { current: number; total: number } | null;
  notice: string | null;
  error: string | null;
}) => {
  const { t, money, language, symbolLabel } = useStudio();
  const { highlight, freeSpin, game } = props;
  const lines: string[] = [];
  if (highlight) {
    const { spin } = highlight;
    for (const win of spin.wins) {
      const common = { count: win.count, symbol: symbolLabel(win.symbol), amount: money(win.win) };
      lines.push(
        win.kind === 'line'
          ? t('winLine', { ...common, line: (win.payline ?? 0) + 1 })
          : win.kind === 'cluster'
            ? t('winCluster', common)
            : (win.ways ?? 1) > 1
              ? t('winWays', { ...common, ways: formatMultiplier(win.ways ?? 1, language) })
              : t('winWay', common),
      );
    }
    if (spin.scatter.win > 0)
      lines.push(t('winScatter', { count: spin.scatter.count, amount: money(spin.scatter.win) }));
  }
  const extra = lines.length - MAX_LISTED;
  return (
    <div className="studio-message">
      {freeSpin ? (
        <p className="studio-free-counter">
          <span>{t('freeSpinOf', freeSpin)}</span>
          {game.scatter && game.scatter.freeSpinMultiplier > 1 ? (
            <span className="studio-pill">×{game.scatter.freeSpinMultiplier}</span>
          ) : null}
        </p>
      ) : null}
      {highlight && highlight.spin.freeSpinsAwarded > 0 ? (
        <p className="studio-free-won">{t('freeSpinsWon', { count: highlight.spin.freeSpinsAwarded })}</p>
      ) : null}
      {highlight && highlight.spin.mode === 'base' && highlight.spin.multiplier > 1 ? (
        <p className="studio-pill is-hot">{t('multiplierHit', { multiplier: highlight.spin.multiplier })}</p>
      ) : null}
      {lines.length > 0 ? (
        <ul className="studio-win-lines">
          {lines.slice(0, MAX_LISTED).map((line, i) => (
            <li key={i}>{line}</li>
          ))}
          {extra > 0 ? <li>+{extra}</li> : null}
        </ul>
      ) : null}
      {props.error ? (
        <p className="studio-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {props.notice ? <p className="studio-notice">{props.notice}</p> : null}
    </div>
  );
};
