import { useCallback, useId, useState } from 'react';
import { useStudio } from '../../studio-context';
import { prefersReducedMotion } from '../../timing';
import { useBetAmount } from './bet-input';
import { BetPanel } from './bet-panel';
import { formatHundredths, formatPercent, limboMultiplierE4, limboWinChance } from './fair-math';
import { useAutoBet } from './use-auto-bet';
import { useDecimalField } from './use-decimal-field';
import type { FairGameProps, RoundOutcome } from './use-fair-play';
import { useFairText } from './use-fair-text';

/** The count-up: frames of a multiplicative climb from 1.00× to the result. */
const COUNT_FRAMES = 18;
const FRAME_MS = 40;

type Shown = { value: number; result: number; target: number; paid: number; done: boolean };

export const LimboGame = ({ session, play, ready, wait }: FairGameProps<'limbo'>) => {
  const game = session.game;
  const { language, money } = useStudio();
  const t = useFairText();
  const id = useId();
  const amount = useBetAmount(game);
  const auto = useAutoBet(wait);
  const target = useDecimalField({
    initial: Math.min(game.maxTarget, Math.max(game.minTarget, 200)),
    min: game.minTarget,
    max: game.maxTarget,
  });
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = busy || auto.running;
  const { bet } = amount;
  const { fair, place, settle } = play;

  const playOnce = useCallback(async (): Promise<RoundOutcome> => {
    const choice = { target: target.value };
    const params = { ...choice, edgeBp: game.edgeBp };
    setBusy(true);
    const response = await place(bet, () => fair.limboPlay({ bet, ...choice }));
    if (!response) {
      setBusy(false);
      return { ok: false };
    }
    const outcome = { result: response.result, target: choice.target, paid: response.win };
    // Climbs by equal ratios, so 1.5× and 1,000× take the same time; no climb with reduced motion.
    const frames = prefersReducedMotion() ? 0 : COUNT_FRAMES;
    for (let frame = 1; frame < frames; frame += 1) {
      const value = Math.floor(100 * (response.result / 100) ** (frame / frames));
      setShown({ ...outcome, value, done: false });
      await wait(FRAME_MS);
    }
    setShown({ ...outcome, value: response.result, done: true });
    settle(response, { result: `${formatHundredths(response.result, language)}×`, params });
    setBusy(false);
    return { ok: true, win: response.win };
  }, [bet, fair, game.edgeBp, language, place, settle, target.value, wait]);

  const tone = shown?.done ? (shown.paid > 0 ? ' is-win' : ' is-loss') : '';
  return (
    <div className="fair-game">
      <section className="fair-stage limbo-stage" aria-label={t('result')}>
        <p className={`limbo-result${tone}`} data-testid="limbo-result" aria-hidden="true">
          {formatHundredths(shown?.value ?? 100, language)}×
        </p>
        <p className="limbo-target" aria-hidden="true">
          {t('target')}: {formatHundredths(shown?.target ?? target.value, language)}×
        </p>
        <p className="fair-outcome" role="status">
          {shown?.done
            ? `${t('limboResult', { result: `${formatHundredths(shown.result, language)}×` })} — ${
                shown.paid > 0 ? t('youWon', { amount: money(shown.paid) }) : t('youLost')
              }`
            : ''}
        </p>
      </section>
      <BetPanel
        game={game}
        amount={amount}
        play={play}
        auto={auto}
        ready={ready}
        multiplierE4={limboMultiplierE4(target.value)}
        stats={
          <div>
            <dt>{t('winChance')}</dt>
            <dd data-testid="win-chance">
              {formatPercent(limboWinChance(target.value, game.edgeBp), language)}
            </dd>
          </div>
        }
        actionLabel={t('play')}
        busyLabel={t('playing')}
        busy={busy}
        blocked={!target.valid}
        onPlay={playOnce}
      >
        <div className="fair-field">
          <label className="fair-label" htmlFor={`${id}-target`}>
            {t('targetMultiplier')}
          </label>
          <div className="fair-suffixed">
            <input
              id={`${id}-target`}
              className="fair-text-input fair-number"
              inputMode="decimal"
              autoComplete="off"
              value={target.draft}
              disabled={locked}
              aria-invalid={target.showError}
              onChange={(event) => target.type(event.target.value)}
              onBlur={target.blur}
            />
            <span aria-hidden="true">×</span>
          </div>
          {target.showError ? (
            <p className="fair-field-error">
              {t('targetInvalid', {
                min: `${formatHundredths(game.minTarget, language)}×`,
                max: `${formatHundredths(game.maxTarget, language)}×`,
              })}
            </p>
          ) : null}
        </div>
      </BetPanel>
    </div>
  );
};
