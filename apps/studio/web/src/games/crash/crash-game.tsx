import { useCallback, useEffect, useMemo, useState } from 'react';
import { Modal } from '../../modal';
import type { GamePageProps } from '../../session';
import { GameTopBar } from '../../game-top-bar';
import { ErrorScreen } from '../../status-screen';
import { useStudio } from '../../studio-context';
import { CrashChart } from './crash-chart';
import { crashTranslator } from './crash-i18n';
import {
  formatAmountInput,
  formatMultiplier,
  MAX_MULTIPLIER,
  MIN_CASH_OUT,
  parseHundredths,
  payoutOf,
} from './crash-math';
import { CrashHistory, CrashPlayers } from './crash-panels';
import { CrashRules } from './crash-rules';
import { useCrashFeed } from './use-crash-feed';
import { useCrashPlay } from './use-crash-play';
import { useFlightClock } from './use-flight-clock';
import './crash.css';

const isTyping = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a, input, select, textarea, [role="dialog"]') !== null;

const DEFAULT_BET = 100;
const DEFAULT_AUTO = '2,00';

/** Crash: one shared round at a time, pushed over the socket; bets and cash-outs over the API. */
export const CrashGame = (props: GamePageProps<'crash'>) => {
  const { session, api } = props;
  const game = session.game;
  const { language, money, t: studioT } = useStudio();
  const t = useMemo(() => crashTranslator(language), [language]);
  const feed = useCrashFeed();
  const round = feed.round;
  const clock = useFlightClock({ round, offset: feed.offset, growthPerMs: game.growthPerMs });
  const play = useCrashPlay({ api, session, round });

  // Brazilian rule: the rules and the RTP are seen, and closed, before the first bet.
  const [rulesOpen, setRulesOpen] = useState(true);
  const [acknowledged, setAcknowledged] = useState(false);
  const [betText, setBetText] = useState(() =>
    formatAmountInput(Math.max(DEFAULT_BET, game.minBet), language),
  );
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState(() =>
    language === 'PT' ? DEFAULT_AUTO : DEFAULT_AUTO.replace(',', '.'),
  );

  const bet = parseHundredths(betText, language);
  const betValid = bet !== null && bet >= game.minBet && bet <= game.maxBet;
  const auto = autoOn ? parseHundredths(autoText, language) : null;
  const autoValid = !autoOn || (auto !== null && auto >= MIN_CASH_OUT && auto <= MAX_MULTIPLIER);

  const mine = play.myBet && round && play.myBet.round === round.round ? play.myBet : null;
  const inAir = mine !== null && round?.phase === 'flying' && mine.cashOut === null && mine.win === null;
  const offline = feed.status !== 'open';

  const closeRules = useCallback(() => {
    setRulesOpen(false);
    setAcknowledged(true);
  }, []);

  /** The main button: what it does now, or why it cannot. */
  const action = ((): { label: string; run: (() => void) | null; kind: 'bet' | 'cashout' | 'wait' } => {
    if (!acknowledged) return { label: t('notAcknowledged'), run: null, kind: 'wait' };
    if (offline) return { label: t('offline'), run: null, kind: 'wait' };
    if (play.busy === 'bet') return { label: t('placing'), run: null, kind: 'bet' };
    if (play.busy === 'cashout') return { label: t('cashingOut'), run: null, kind: 'cashout' };
    if (inAir && mine) {
      return {
        label: t('cashOutButton', { amount: money(payoutOf(mine.bet, clock.multiplier)) }),
        run: () => void play.cashOut(),
        kind: 'cashout',
      };
    }
    if (round?.phase === 'betting' && mine) return { label: t('waitTakeOff'), run: null, kind: 'wait' };
    if (round?.phase !== 'betting' || clock.bettingLeft <= 0)
      return { label: t('waitNext'), run: null, kind: 'wait' };
    if (!betValid || !autoValid) return { label: t('betButton'), run: null, kind: 'bet' };
    if (play.balance < bet) return { label: t('lowBalance'), run: null, kind: 'wait' };
    return { label: t('betButton'), run: () => void play.placeBet(bet, auto), kind: 'bet' };
  })();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || rulesOpen || isTyping(event.target)) return;
      event.preventDefault();
      action.run?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [action, rulesOpen]);

  const scaleBet = (factor: number) => {
    const base = bet ?? game.minBet;
    const next = Math.min(game.maxBet, Math.max(game.minBet, Math.floor(base * factor)));
    setBetText(formatAmountInput(next, language));
  };

  if (play.fatal) return <ErrorScreen t={studioT} message={play.fatal.message} />;

  const lostAt = (roundNo: number) => {
    const point =
      round?.round === roundNo
        ? round.crashPoint
        : feed.history.find((entry) => entry.round === roundNo)?.crashPoint;
    return point == null ? '—' : formatMultiplier(point, language);
  };
  // This round's bet, or else the last one once it has ended: how it ended stays in view until
  // the next bet.
  const shownBet = mine ?? (play.myBet?.win != null ? play.myBet : null);
  const outcome = shownBet
    ? shownBet.cashOut !== null && shownBet.win !== null
      ? {
          text: t('cashedOut', {
            amount: money(shownBet.win),
            multiplier: formatMultiplier(shownBet.cashOut, language),
          }),
          tone: 'win',
        }
      : shownBet.win === 0
        ? { text: t('lost', { multiplier: lostAt(shownBet.round) }), tone: 'lost' }
        : { text: t('betPlaced', { amount: money(shownBet.bet), round: shownBet.round }), tone: 'info' }
    : null;
  const controlsLocked = mine !== null || play.busy !== null;

  return (
    <div className="studio-page crash-page">
      <GameTopBar
        game={game}
        demo={session.mode === 'demo'}
        rulesLabel={t('rulesButton')}
        onRules={() => setRulesOpen(true)}
      />

      <div className="crash-layout">
        <main className="crash-main">
          <CrashHistory t={t} history={feed.history} />
          <div className="crash-stage">
            <CrashChart
              t={t}
              round={round}
              growthPerMs={game.growthPerMs}
              elapsed={clock.elapsed}
              multiplier={clock.multiplier}
              bettingLeft={clock.bettingLeft}
              bettingMs={game.bettingMs}
              connecting={feed.status === 'connecting'}
            />
            {feed.status === 'reconnecting' ? (
              <p className="crash-offline" role="alert">
                {t('reconnecting')}
              </p>
            ) : null}
          </div>

          <section className="crash-controls" aria-label={t('bet')}>
            <div className="crash-meter">
              <span className="studio-label">{t('balance')}</span>
              <span className="studio-amount" data-testid="balance">
                {money(play.balance)}
              </span>
            </div>
            <div className="crash-field crash-bet-field">
              <label className="studio-label" htmlFor="crash-bet">
                {t('bet')}
              </label>
              <div className="crash-bet-row">
                <span className="crash-currency" aria-hidden="true">
                  R$
                </span>
                <input
                  id="crash-bet"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t('betAmount')}
                  aria-invalid={!betValid}
                  aria-describedby={betValid ? undefined : 'crash-bet-error'}
                  value={betText}
                  disabled={controlsLocked}
                  onChange={(event) => setBetText(event.target.value)}
                />
                <button
                  type="button"
                  className="crash-step"
                  aria-label={t('halfLabel')}
                  disabled={controlsLocked}
                  onClick={() => scaleBet(0.5)}
                >
                  {t('half')}
                </button>
                <button
                  type="button"
                  className="crash-step"
                  aria-label={t('doubleLabel')}
                  disabled={controlsLocked}
                  onClick={() => scaleBet(2)}
                >
                  {t('double')}
                </button>
              </div>
              {betValid ? null : (
                <p id="crash-bet-error" className="crash-field-error">
                  {t('betInvalid', { min: money(game.minBet), max: money(game.maxBet) })}
                </p>
              )}
            </div>
            <div className="crash-field crash-auto-field">
              <label className="crash-auto-toggle">
                <input
                  type="checkbox"
                  checked={autoOn}
                  disabled={controlsLocked}
                  onChange={(event) => setAutoOn(event.target.checked)}
                />
                <span>{t('autoCashOut')}</span>
              </label>
              <div className="crash-bet-row">
                <input
                  id="crash-auto"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t('autoCashOutAt')}
                  aria-invalid={!autoValid}
                  aria-describedby={autoValid ? undefined : 'crash-auto-error'}
                  value={autoText}
                  disabled={!autoOn || controlsLocked}
                  onChange={(event) => setAutoText(event.target.value)}
                />
                <span className="crash-currency" aria-hidden="true">
                  ×
                </span>
              </div>
              {autoValid ? null : (
                <p id="crash-auto-error" className="crash-field-error">
                  {t('autoInvalid')}
                </p>
              )}
            </div>
            <div className="crash-action">
              <button
                type="button"
                className={`crash-main-btn is-${action.kind}`}
                disabled={!action.run}
                onClick={() => action.run?.()}
                aria-keyshortcuts="Space"
                data-testid="crash-action"
              >
                {action.label}
              </button>
              <p className="studio-muted crash-key-hint">{t('rulesKeyHint')}</p>
            </div>
            {play.error ? (
              <p className="studio-error crash-message" role="alert">
                {play.error}
              </p>
            ) : outcome ? (
              <p className={`crash-message is-${outcome.tone}`} role="status" data-testid="crash-outcome">
                {outcome.text}
              </p>
            ) : null}
          </section>
        </main>
        <aside className="crash-aside">
          <CrashPlayers t={t} bets={round?.bets ?? []} me={play.myBet?.player ?? null} />
        </aside>
      </div>

      {rulesOpen ? (
        <Modal
          title={t('rules')}
          onClose={closeRules}
          wide
          footer={
            <button type="button" className="btn btn-primary btn-lg" onClick={closeRules}>
              {acknowledged ? t('close') : t('acknowledge')}
            </button>
          }
        >
          <CrashRules t={t} game={game} intro={!acknowledged} />
        </Modal>
      ) : null}
    </div>
  );
};
