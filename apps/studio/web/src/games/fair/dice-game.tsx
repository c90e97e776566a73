import { useCallback, useId, useState } from 'react';
import { useStudio } from '../../studio-context';
import { useBetAmount } from './bet-input';
import { BetPanel } from './bet-panel';
import {
  DICE_OUTCOMES,
  diceMultiplierE4,
  diceTargetBounds,
  diceWinCount,
  flipDiceTarget,
  formatHundredths,
  formatPercent,
  type DiceDirection,
} from './fair-math';
import { useAutoBet } from './use-auto-bet';
import { useDecimalField } from './use-decimal-field';
import type { FairGameProps, RoundOutcome } from './use-fair-play';
import { useFairText } from './use-fair-text';

/** How long the result marker slides along the track (CSS does the motion). */
const ROLL_MS = 600;
const SCALE = [0, 25, 50, 75, 100];

type Rolled = { roll: number; paid: number; count: number };

export const DiceGame = ({ session, play, ready, wait }: FairGameProps<'dice'>) => {
  const game = session.game;
  const { language, money } = useStudio();
  const t = useFairText();
  const id = useId();
  const amount = useBetAmount(game);
  const auto = useAutoBet(wait);
  const [direction, setDirection] = useState<DiceDirection>('over');
  const bounds = diceTargetBounds(direction, game);
  const target = useDecimalField({ initial: 5050, min: bounds.min, max: bounds.max });
  const [rolled, setRolled] = useState<Rolled | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = busy || auto.running;
  const winCount = diceWinCount(direction, target.value);
  const multiplierE4 = diceMultiplierE4(winCount, game.edgeBp);
  const { bet } = amount;
  const { fair, place, settle } = play;

  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    // The same win chance the other way round: over 50.50 ↔ under 49.50.
    target.set(flipDiceTarget(target.value), diceTargetBounds(next, game));
  };

  const playOnce = useCallback(async (): Promise<RoundOutcome> => {
    const choice = { direction, target: target.value };
    setBusy(true);
    const response = await place(bet, () => fair.diceRoll({ bet, ...choice }));
    if (!response) {
      setBusy(false);
      return { ok: false };
    }
    setRolled((previous) => ({ roll: response.roll, paid: response.win, count: (previous?.count ?? 0) + 1 }));
    await wait(ROLL_MS);
    settle(response, { result: formatHundredths(response.roll, language), params: choice });
    setBusy(false);
    return { ok: true, win: response.win };
  }, [bet, direction, fair, language, place, settle, target.value, wait]);

  const cut = target.value / 100;
  const winLeft = direction === 'under';
  return (
    <div className="fair-game">
      <section className="fair-stage dice-stage" aria-label={t('diceTrack')}>
        <div className="dice-readout" aria-hidden="true">
          <span
            key={rolled?.count}
            className={
              rolled ? (rolled.paid > 0 ? 'dice-result is-win' : 'dice-result is-loss') : 'dice-result'
            }
            data-testid="dice-result"
          >
            {rolled ? formatHundredths(rolled.roll, language) : '—'}
          </span>
        </div>
        <div className="dice-track-wrap">
          <div
            className="dice-track"
            style={{
              background: `linear-gradient(90deg, ${winLeft ? 'var(--fair-win)' : 'var(--fair-loss)'} ${cut}%, ${
                winLeft ? 'var(--fair-loss)' : 'var(--fair-win)'
              } ${cut}%)`,
            }}
          >
            {rolled ? (
              <span
                className={rolled.paid > 0 ? 'dice-marker is-win' : 'dice-marker is-loss'}
                style={{ left: `${rolled.roll / 100}%` }}
                aria-hidden="true"
              />
            ) : null}
          </div>
          <input
            className="dice-range"
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={1}
            value={target.value}
            disabled={locked}
            aria-label={t('target')}
            aria-valuetext={formatHundredths(target.value, language)}
            onChange={(event) => target.set(Number(event.target.value))}
          />
        </div>
        <ol className="dice-scale" aria-hidden="true">
          {SCALE.map((mark) => (
            <li key={mark} style={{ left: `${mark}%` }}>
              {mark}
            </li>
          ))}
        </ol>
        <p className="fair-outcome" role="status">
          {rolled && !busy
            ? `${t('rolled', { roll: formatHundredths(rolled.roll, language) })} — ${
                rolled.paid > 0 ? t('youWon', { amount: money(rolled.paid) }) : t('youLost')
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
        multiplierE4={multiplierE4}
        stats={
          <div>
            <dt>{t('winChance')}</dt>
            <dd data-testid="win-chance">{formatPercent(winCount / DICE_OUTCOMES, language)}</dd>
          </div>
        }
        actionLabel={t('roll')}
        busyLabel={t('rolling')}
        busy={busy}
        blocked={!target.valid}
        onPlay={playOnce}
      >
        <div className="fair-field">
          <span className="fair-label" id={`${id}-direction`}>
            {t('direction')}
          </span>
          <div className="fair-segments" role="group" aria-labelledby={`${id}-direction`}>
            {(['under', 'over'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={option === direction ? 'fair-segment is-on' : 'fair-segment'}
                aria-pressed={option === direction}
                disabled={locked}
                onClick={() => flip(option)}
              >
                {t(option)}
              </button>
            ))}
          </div>
        </div>
        <div className="fair-field">
          <label className="fair-label" htmlFor={`${id}-target`}>
            {direction === 'over' ? t('rollOver') : t('rollUnder')}
          </label>
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
          {target.showError ? (
            <p className="fair-field-error">
              {t('targetInvalid', {
                min: formatHundredths(bounds.min, language),
                max: formatHundredths(bounds.max, language),
              })}
            </p>
          ) : null}
        </div>
      </BetPanel>
    </div>
  );
};
