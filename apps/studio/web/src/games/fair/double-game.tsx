import { useCallback, useId, useState } from 'react';
import type { DoubleColour } from '../../verify/fair-compute';
import { useStudio } from '../../studio-context';
import { prefersReducedMotion } from '../../timing';
import { useBetAmount } from './bet-input';
import { BetPanel } from './bet-panel';
import { formatMultiplierE4 } from './fair-math';
import { useAutoBet } from './use-auto-bet';
import type { FairGameProps, RoundOutcome } from './use-fair-play';
import { useFairText } from './use-fair-text';

/** The strip repeats the wheel; it rests on the second lap and spins three laps forward. */
const LAPS = 7;
const REST_LAP = 1;
const SPIN_LAPS = 3;
const SPIN_MS = 2600;
const RECENT_SIZE = 12;
const COLOURS: readonly DoubleColour[] = ['red', 'white', 'black'];

type Strip = { index: number; moving: boolean };
type Spun = { slot: number; colour: DoubleColour; paid: number };

export const DoubleGame = ({ session, play, ready, wait }: FairGameProps<'double'>) => {
  const game = session.game;
  const slots = game.wheel.length;
  const { language, money } = useStudio();
  const t = useFairText();
  const id = useId();
  const amount = useBetAmount(game);
  const auto = useAutoBet(wait);
  const [colour, setColour] = useState<DoubleColour>('red');
  const [strip, setStrip] = useState<Strip>({ index: REST_LAP * slots, moving: false });
  const [spun, setSpun] = useState<Spun | null>(null);
  const [recent, setRecent] = useState<{ slot: number; colour: DoubleColour; roundId: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const locked = busy || auto.running;
  const { bet } = amount;
  const { fair, place, settle } = play;

  const playOnce = useCallback(async (): Promise<RoundOutcome> => {
    const choice = { colour };
    setBusy(true);
    setSpun(null);
    const response = await place(bet, () => fair.doubleSpin({ bet, ...choice }));
    if (!response) {
      setBusy(false);
      return { ok: false };
    }
    const still = prefersReducedMotion();
    setStrip({ index: (REST_LAP + (still ? 0 : SPIN_LAPS)) * slots + response.slot, moving: !still });
    await wait(still ? 0 : SPIN_MS);
    // Back to the resting lap on the same slot: the strip repeats, so nothing visibly moves.
    setStrip({ index: REST_LAP * slots + response.slot, moving: false });
    setSpun({ slot: response.slot, colour: response.colour, paid: response.win });
    setRecent((entries) =>
      [{ slot: response.slot, colour: response.colour, roundId: response.roundId }, ...entries].slice(
        0,
        RECENT_SIZE,
      ),
    );
    settle(response, {
      result: t('landedOn', { colour: t(`colour.${response.colour}`), slot: response.slot }),
      params: choice,
    });
    setBusy(false);
    return { ok: true, win: response.win };
  }, [bet, colour, fair, place, settle, slots, t, wait]);

  return (
    <div className="fair-game">
      <section className="fair-stage double-stage" aria-label={t('wheel')}>
        <div className="double-window" aria-hidden="true">
          <ol
            className={strip.moving ? 'double-strip is-moving' : 'double-strip'}
            style={{ transform: `translateX(calc(var(--double-tile) * -${strip.index + 0.5}))` }}
          >
            {Array.from({ length: LAPS * slots }, (_, index) => {
              const slot = index % slots;
              const slotColour = game.wheel[slot] ?? 'black';
              const hit = spun && !strip.moving && index === strip.index;
              return (
                <li key={index} className={`double-tile is-${slotColour}${hit ? ' is-hit' : ''}`}>
                  {slotColour === 'white' ? '★' : slot}
                </li>
              );
            })}
          </ol>
          <span className="double-pointer" />
        </div>
        <p className="fair-outcome" role="status">
          {spun
            ? `${t('landedOn', { colour: t(`colour.${spun.colour}`), slot: spun.slot })} — ${
                spun.paid > 0 ? t('youWon', { amount: money(spun.paid) }) : t('youLost')
              }`
            : ''}
        </p>
        <div className="double-recent">
          <span className="fair-label">{t('recent')}</span>
          {recent.length === 0 ? (
            <span className="studio-muted">{t('recentEmpty')}</span>
          ) : (
            <ol>
              {recent.map((entry) => (
                <li
                  key={entry.roundId}
                  className={`double-chip is-${entry.colour}`}
                  title={t('landedOn', { colour: t(`colour.${entry.colour}`), slot: entry.slot })}
                >
                  <span aria-hidden="true">{entry.colour === 'white' ? '★' : entry.slot}</span>
                  <span className="visually-hidden">
                    {t('landedOn', { colour: t(`colour.${entry.colour}`), slot: entry.slot })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
      <BetPanel
        game={game}
        amount={amount}
        play={play}
        auto={auto}
        ready={ready}
        multiplierE4={game.payouts[colour] ?? 0}
        actionLabel={t('spin')}
        busyLabel={t('spinning')}
        busy={busy}
        onPlay={playOnce}
      >
        <div className="fair-field">
          <span className="fair-label" id={`${id}-colour`}>
            {t('colour')}
          </span>
          <div className="double-colours" role="group" aria-labelledby={`${id}-colour`}>
            {COLOURS.map((option) => (
              <button
                key={option}
                type="button"
                className={`double-colour is-${option}${option === colour ? ' is-on' : ''}`}
                aria-pressed={option === colour}
                disabled={locked}
                onClick={() => setColour(option)}
              >
                <span>{t(`colour.${option}`)}</span>
                <strong>{formatMultiplierE4(game.payouts[option] ?? 0, language)}</strong>
              </button>
            ))}
          </div>
        </div>
      </BetPanel>
    </div>
  );
};
