import type { LotteryDrawsResponse } from '@platform/contracts';
import type { Loaded } from '../sportsbook/use-polling';
import {
  Countdown,
  dateTimeText,
  drawTitle,
  EmptyState,
  LoadFailed,
  SkeletonCards,
  useLottery,
} from './lottery-parts';
import { provinceName } from './lottery-provinces';

/** The game's open draws: each with its countdown to the close and its published commitment. */
export const LotteryLobby = (props: {
  draws: Loaded<LotteryDrawsResponse>;
  onRetry: () => void;
  onBet: (drawId: string) => void;
  onResults: () => void;
}) => {
  const { t, language, serverNow } = useLottery();
  const { draws } = props;
  if (draws.kind === 'loading') return <SkeletonCards count={4} />;
  if (draws.kind === 'error')
    return <LoadFailed title={t('loadError')} message={draws.message} onRetry={props.onRetry} />;
  const open = draws.data.draws.filter((draw) => draw.closesAt > serverNow());
  if (open.length === 0)
    return (
      <EmptyState title={t('noDraws')} hint={t('noDrawsHint')}>
        <button type="button" className="btn btn-primary" onClick={props.onResults}>
          {t('seeResults')}
        </button>
      </EmptyState>
    );
  return (
    <section className="lt-lobby" aria-labelledby="lt-open-draws">
      <h2 id="lt-open-draws" className="lt-section-title">
        {t('openDraws')}
      </h2>
      <ul className="lt-draws">
        {open.map((draw) => (
          <li key={draw.drawId} className="lt-draw" data-testid={`draw-${draw.drawId}`}>
            <div className="lt-draw-head">
              <div>
                <p className="lt-draw-title">{drawTitle(draw, t, provinceName)}</p>
                <p className="studio-muted lt-small">
                  {t('drawAt', { time: dateTimeText(draw.drawAt, language) })}
                </p>
              </div>
              <Countdown draw={draw} />
            </div>
            <div className="lt-commit">
              <p className="lt-commit-label" title={t('commitmentHint')}>
                {t('commitment')}
              </p>
              <code className="lt-hash" data-testid="commitment">
                {draw.serverSeedHash}
              </code>
            </div>
            <div className="lt-draw-foot">
              <span className="lt-mono studio-muted lt-small">{draw.drawId}</span>
              <button type="button" className="btn btn-primary" onClick={() => props.onBet(draw.drawId)}>
                {t('betOn')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="studio-muted lt-small lt-commit-note">{t('commitmentHint')}</p>
    </section>
  );
};
