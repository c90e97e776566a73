import { useState, type ReactNode } from 'react';
import { AUTOPLAY_COUNTS, LOSS_LIMIT_BETS, type AutoplayStop } from '../../autoplay';
import { useStudio } from '../../studio-context';
import { BetInput, type BetAmount } from './bet-input';
import type { FairMessageKey } from './fair-i18n';
import { cappedPayoutOf, formatMultiplierE4, payoutOf } from './fair-math';
import { OverMaxLine } from './over-max-line';
import type { AutoBet } from './use-auto-bet';
import type { FairPlay, RoundOutcome } from './use-fair-play';
import { useFairText } from './use-fair-text';

const STOP_MESSAGES: Record<AutoplayStop, FairMessageKey | null> = {
  done: 'autoDone',
  win: 'autoStoppedWin',
  loss: 'autoStoppedLoss',
  error: 'autoStoppedError',
  user: null,
};

/** The error line by the controls: the server's translated message. */
export const ErrorLine = ({ message }: { message: string | null }) =>
  message ? (
    <p className="studio-error fair-error" role="alert">
      {message}
    </p>
  ) : null;

/**
 * The controls every one-shot game shares: manual or automatic, the bet, the game's own choices
 * (children), the bet's multiplier and what it pays (Brazilian rule: seen when placing it), the
 * action, why a bet cannot go (limits, balance, the server's refusal), and when a win would be
 * paid the maximum payout.
 */
export const BetPanel = (props: {
  game: { minBet: number; maxBet: number; maxPayout: number };
  amount: BetAmount;
  play: FairPlay;
  auto: AutoBet;
  ready: boolean;
  /** The bet's multiplier as placed, or the most it can pay (`upTo`). */
  multiplierE4: number;
  upTo?: boolean;
  stats?: ReactNode;
  actionLabel: string;
  busyLabel: string;
  /** A manual bet is playing; the action waits for it. */
  busy: boolean;
  /** The game's own choice is not valid (shown by the game), so nothing may be bet. */
  blocked?: boolean;
  onPlay: () => Promise<RoundOutcome>;
  children?: ReactNode;
}) => {
  const { money, language } = useStudio();
  const t = useFairText();
  const { amount, play, auto } = props;
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [count, setCount] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [stopOnWin, setStopOnWin] = useState(false);
  const [limitBets, setLimitBets] = useState<number | null>(null);
  const locked = props.busy || auto.running;
  const payout = cappedPayoutOf(amount.bet, props.multiplierE4, props.game);
  const overMax = payoutOf(amount.bet, props.multiplierE4) > props.game.maxPayout;
  const lowBalance = play.balance < amount.bet;
  const canBet = props.ready && !locked && amount.valid && !lowBalance && !props.blocked;

  const act = () => {
    if (auto.running) {
      auto.stop();
      return;
    }
    if (!amount.check() || !canBet) return;
    auto.clearStopped();
    if (mode === 'manual') {
      void props.onPlay();
      return;
    }
    void auto.start({
      settings: { count, stopOnWin, lossLimit: limitBets === null ? null : limitBets * amount.bet },
      bet: amount.bet,
      playOnce: props.onPlay,
    });
  };

  const stopMessage = auto.stopped ? STOP_MESSAGES[auto.stopped] : null;
  const label = auto.running
    ? t('stopAuto', { count: auto.left ?? 0 })
    : mode === 'auto'
      ? t('startAuto', { count })
      : props.busy
        ? props.busyLabel
        : props.actionLabel;

  return (
    <section className="fair-controls" aria-label={t('controls')}>
      <div className="fair-tabs" role="group" aria-label={t('mode')}>
        {(['manual', 'auto'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={option === mode ? 'fair-tab is-on' : 'fair-tab'}
            aria-pressed={option === mode}
            disabled={locked}
            onClick={() => setMode(option)}
          >
            {t(option)}
          </button>
        ))}
      </div>
      <BetInput amount={amount} disabled={locked} />
      {props.children}
      <dl className="fair-summary">
        <div>
          <dt>{t('multiplier')}</dt>
          <dd data-testid="bet-multiplier">
            {props.upTo ? '≤\u00a0' : ''}
            {formatMultiplierE4(props.multiplierE4, language)}
          </dd>
        </div>
        {props.stats}
        <div>
          <dt>{t('payoutOnWin')}</dt>
          <dd data-testid="bet-payout">
            {props.upTo ? '≤\u00a0' : ''}
            {money(payout)}
          </dd>
        </div>
      </dl>
      {mode === 'auto' ? (
        <div className="fair-auto">
          <fieldset className="fair-fieldset">
            <legend className="fair-label">{t('autoCount')}</legend>
            <div className="fair-segments">
              {AUTOPLAY_COUNTS.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={option === count ? 'fair-segment is-on' : 'fair-segment'}
                  aria-pressed={option === count}
                  disabled={locked}
                  onClick={() => setCount(option)}
                >
                  {option}
                </button>
              ))}
            </div>
          </fieldset>
          <label className="studio-check fair-check">
            <input
              type="checkbox"
              checked={stopOnWin}
              disabled={locked}
              onChange={(event) => setStopOnWin(event.target.checked)}
            />
            <span>{t('stopOnWin')}</span>
          </label>
          <label className="fair-field">
            <span className="fair-label">{t('lossLimit')}</span>
            <select
              className="fair-select"
              value={limitBets ?? ''}
              disabled={locked}
              onChange={(event) =>
                setLimitBets(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              {LOSS_LIMIT_BETS.map((bets) => (
                <option key={bets ?? 'none'} value={bets ?? ''}>
                  {bets === null ? t('noLimit') : money(bets * amount.bet)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <button
        type="button"
        className={auto.running ? 'fair-action is-stop' : props.busy ? 'fair-action is-busy' : 'fair-action'}
        disabled={!auto.running && !canBet}
        onClick={act}
      >
        {label}
      </button>
      {!locked && lowBalance ? (
        <p className="fair-warning" role="status">
          {t('lowBalance')}
        </p>
      ) : null}
      {overMax ? <OverMaxLine game={props.game} /> : null}
      <ErrorLine message={play.error} />
      {stopMessage ? <p className="fair-notice">{t(stopMessage)}</p> : null}
    </section>
  );
};
