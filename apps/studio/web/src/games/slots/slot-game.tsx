import { useCallback, useEffect, useState } from 'react';
import type { AutoplaySettings, AutoplayStop } from '../../autoplay';
import { AutoplayDialog } from './autoplay-dialog';
import { BetSelector } from './bet-selector';
import { HistoryPanel } from './history-panel';
import { Modal } from '../../modal';
import { Paytable } from './paytable';
import { Reels } from './reels';
import { RoundMessage } from './round-message';
import { formatMultiplier } from './slot-math';
import { readSoundPreference, storeSoundPreference } from '../../sound';
import { GameTopBar, SoundToggle } from '../../game-top-bar';
import { ErrorScreen } from '../../status-screen';
import { useStudio } from '../../studio-context';
import { useSlotPlay } from './use-slot-play';
import type { GamePageProps } from '../../session';
import './slot-layout.css';
import './slot-themes.css';

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a, input, select, textarea, [role="dialog"]') !== null;

export const SlotGame = (props: GamePageProps<'slot'>) => {
  const { session } = props;
  const game = session.game;
  const { t, money, language } = useStudio();
  const [soundOn, setSoundOn] = useState(readSoundPreference);
  // Brazilian rule: the paytable and the RTP are seen, and closed, before the first bet.
  const [rulesOpen, setRulesOpen] = useState(true);
  const [acknowledged, setAcknowledged] = useState(false);
  const [autoplayOpen, setAutoplayOpen] = useState(false);
  const play = useSlotPlay({ api: props.api, session, wait: props.wait, soundOn });
  const { spin, stopAutoplay, startAutoplay, busy, autoplayLeft } = play;
  const autoplaying = autoplayLeft !== null;
  const canSpin = acknowledged && !busy && !autoplaying && play.balance >= play.bet;

  const closeRules = useCallback(() => {
    setRulesOpen(false);
    setAcknowledged(true);
  }, []);

  const onSpin = useCallback(() => {
    if (autoplaying) stopAutoplay();
    else if (acknowledged && !busy) void spin();
  }, [acknowledged, autoplaying, busy, spin, stopAutoplay]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || isInteractive(event.target) || rulesOpen || autoplayOpen) return;
      event.preventDefault();
      onSpin();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [autoplayOpen, onSpin, rulesOpen]);

  const onStartAutoplay = (settings: AutoplaySettings) => {
    setAutoplayOpen(false);
    const messages: Record<AutoplayStop, string | null> = {
      done: t('autoplayDone'),
      win: t('autoplayStoppedWin'),
      loss: t('autoplayStoppedLoss'),
      error: t('autoplayStoppedError'),
      user: null,
    };
    void startAutoplay(settings, messages);
  };

  const toggleSound = () => {
    setSoundOn((on) => {
      storeSoundPreference(!on);
      return !on;
    });
  };

  if (play.fatal) return <ErrorScreen t={t} message={play.fatal.message} />;

  const lastRound = play.history[0];
  const announcement = busy
    ? ''
    : lastRound
      ? lastRound.win > 0
        ? t('youWon', { amount: money(lastRound.win) })
        : t('noWin')
      : '';

  return (
    <div className={`studio-page is-slot theme-${game.theme}`}>
      <GameTopBar
        game={game}
        demo={session.mode === 'demo'}
        rulesLabel={t('paytable')}
        onRules={() => setRulesOpen(true)}
        actions={<SoundToggle on={soundOn} onToggle={toggleSound} />}
      />

      <div className="studio-layout">
        <main className="studio-stage">
          <Reels game={game} window={play.window} spinning={play.spinning} highlight={play.highlight} />
          <RoundMessage
            game={game}
            highlight={play.highlight}
            freeSpin={play.freeSpin}
            notice={play.notice}
            error={play.error}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>

          {play.promoSpins ? (
            <div className="studio-promo-spins" data-testid="promo-spins">
              <span className="studio-label">
                {t('promoSpinsLeft', { count: play.promoSpins.remaining, bet: money(play.promoSpins.bet) })}
              </span>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void play.playPromoSpin()}
                disabled={!acknowledged || busy || autoplaying}
              >
                {t('promoSpinPlay')}
              </button>
            </div>
          ) : null}
          <div className="studio-controls">
            <div className="studio-meter">
              <span className="studio-label">{t('balance')}</span>
              <span className="studio-amount" data-testid="balance">
                {money(play.balance)}
              </span>
            </div>
            <div className="studio-bet-block">
              <BetSelector
                levels={game.betLevels}
                bet={play.bet}
                disabled={busy || autoplaying}
                onChange={play.setBet}
              />
              <p className="studio-potential">
                {t('potential', { multiplier: formatMultiplier(play.potential, language) })}
              </p>
              {/* Said, not only shown by a disabled button: the bet is more than the balance. */}
              {!busy && !autoplaying && play.balance < play.bet && (
                <p className="studio-low-balance" role="status">
                  {t('lowBalance')}
                </p>
              )}
            </div>
            <div className="studio-spin-block">
              <button
                type="button"
                className={autoplaying ? 'studio-spin is-stop' : busy ? 'studio-spin is-busy' : 'studio-spin'}
                onClick={onSpin}
                disabled={!autoplaying && !canSpin}
                aria-label={autoplaying ? t('stop') : busy ? t('spinning') : t('spin')}
              >
                {autoplaying ? (
                  <span className="studio-spin-text">{t('stop')}</span>
                ) : (
                  <svg
                    viewBox="0 0 24 24"
                    width="34"
                    height="34"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.6"
                    strokeLinecap="round"
                  >
                    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
                    <path d="M20 4v5h-5" />
                  </svg>
                )}
              </button>
              <button
                type="button"
                className="studio-auto-btn"
                onClick={() => (autoplaying ? stopAutoplay() : setAutoplayOpen(true))}
                disabled={!autoplaying && !canSpin}
              >
                {autoplaying ? t('autoplayLeft', { count: autoplayLeft }) : t('autoplay')}
              </button>
            </div>
            <div className="studio-meter is-win">
              <span className="studio-label">{t('win')}</span>
              <span className="studio-amount" data-testid="win">
                {money(play.lastWin)}
              </span>
            </div>
          </div>
        </main>
        <aside className="studio-aside">
          <HistoryPanel entries={play.history} />
        </aside>
      </div>

      {rulesOpen ? (
        <Modal
          title={t('paytable')}
          onClose={closeRules}
          wide
          footer={
            <button type="button" className="btn btn-primary btn-lg" onClick={closeRules}>
              {acknowledged ? t('close') : t('acknowledge')}
            </button>
          }
        >
          {acknowledged ? null : <p className="studio-gate-intro">{t('gateIntro')}</p>}
          <Paytable game={game} bet={play.bet} />
        </Modal>
      ) : null}
      {autoplayOpen ? (
        <AutoplayDialog bet={play.bet} onStart={onStartAutoplay} onClose={() => setAutoplayOpen(false)} />
      ) : null}
    </div>
  );
};
