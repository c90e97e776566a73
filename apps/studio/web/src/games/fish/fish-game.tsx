import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatCount } from '@platform/web-kit';
import { Modal } from '../../modal';
import type { GamePageProps } from '../../session';
import { playSound, readSoundPreference, storeSoundPreference } from '../../sound';
import { GameTopBar, SoundToggle } from '../../game-top-bar';
import { ErrorScreen } from '../../status-screen';
import { useStudio } from '../../studio-context';
import { prefersReducedMotion } from '../../timing';
import { fishTranslator } from './fish-i18n';
import { FishRules } from './fish-rules';
import { aimAt, createScene, fire, MAX_BULLETS, resolveShot, turnAim, type SceneEvent } from './fish-scene';
import { FishStage } from './fish-stage';
import { useFishPlay, type ShotOutcome } from './use-fish-play';
import './fish.css';

/** Bullets leave the cannon at most this often (held, automatic or tapped), under the server's rate. */
export const FIRE_INTERVAL_MS = 200;
const AIM_STEP = 0.07;

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a, input, select, textarea, [role="dialog"]') !== null;

const initialCostIndex = (costs: readonly number[]) => {
  const index = costs.indexOf(100);
  return index >= 0 ? index : 0;
};

const randomSeed = () => {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return values[0]!;
};

/** The fishing page: where the fish swim comes from a random seed (they decide no money). */
export const FishGame = (props: GamePageProps<'fish'>) => {
  const [seed] = useState(randomSeed);
  return <FishTable {...props} seed={seed} />;
};

/** The fishing page on a given scene seed, so tests replay the same sea. */
export const FishTable = (props: GamePageProps<'fish'> & { seed: number }) => {
  const { session } = props;
  const game = session.game;
  const { t, money, language } = useStudio();
  const f = useMemo(() => fishTranslator(language), [language]);
  const [scene] = useState(() =>
    createScene({ species: game.species, width: 360, height: 540, seed: props.seed }),
  );
  const reducedMotion = useMemo(() => prefersReducedMotion(), []);
  // Brazilian rule: the rules, the multipliers and the RTP are seen, and closed, before the first shot.
  const [rulesOpen, setRulesOpen] = useState(true);
  const [acknowledged, setAcknowledged] = useState(false);
  const [costIndex, setCostIndex] = useState(() => initialCostIndex(game.shotCosts));
  const [autoFire, setAutoFire] = useState(false);
  const [soundOn, setSoundOn] = useState(readSoundPreference);
  const [announcement, setAnnouncement] = useState('');
  const held = useRef(false);
  const lastFireAt = useRef(Number.NEGATIVE_INFINITY);
  const cost = game.shotCosts[costIndex] ?? game.shotCosts[0]!;
  const names = useMemo(
    () => new Map(game.species.map((species) => [species.id, species.names[language]])),
    [game, language],
  );

  const onResolved = useCallback(
    ({ fishId, x, y, result }: ShotOutcome) => {
      resolveShot(scene, {
        fishId,
        x,
        y,
        caught: result.caught,
        multiplier: result.multiplier,
        text: `+${money(result.win)}`,
      });
      if (!result.caught) return;
      setAnnouncement(
        f('caught', { fish: names.get(result.species) ?? result.species, amount: money(result.win) }),
      );
      if (soundOn) playSound(result.multiplier >= 30 ? 'bigWin' : 'win');
    },
    [f, money, names, scene, soundOn],
  );
  const stopFire = useCallback(() => {
    held.current = false;
    setAutoFire(false);
  }, []);
  const play = useFishPlay({ ...props, onResolved, onStop: stopFire, tooFastMessage: f('tooFast') });

  // The loop reads the page's latest state through this, without restarting.
  const state = useRef({ acknowledged, rulesOpen, cost, costIndex, autoFire, soundOn, play });
  useLayoutEffect(() => {
    state.current = { acknowledged, rulesOpen, cost, costIndex, autoFire, soundOn, play };
  });

  /** Fires one bullet if the rules were seen, the cadence allows it and the balance can hold it. */
  const tryFire = useCallback(() => {
    const now = state.current;
    if (!now.acknowledged || now.rulesOpen || now.play.fatal) return false;
    if (scene.time - lastFireAt.current < FIRE_INTERVAL_MS || scene.bullets.length >= MAX_BULLETS)
      return false;
    if (!now.play.reserve(now.cost)) return false;
    if (!fire(scene, { cost: now.cost, level: now.costIndex })) {
      now.play.release(now.cost);
      return false;
    }
    lastFireAt.current = scene.time;
    if (now.soundOn) playSound('spin');
    return true;
  }, [scene]);

  const onFrame = useCallback(
    (events: SceneEvent[]) => {
      const shots = state.current.play;
      for (const event of events) {
        if (event.kind === 'hit') {
          shots.send({
            fishId: event.fishId,
            species: event.species,
            cost: event.cost,
            x: event.x,
            y: event.y,
          });
        } else shots.release(event.cost);
      }
      if (state.current.autoFire || held.current) {
        const fired = tryFire();
        // Automatic fire ends when the balance cannot pay another shot and nothing is in flight.
        if (
          !fired &&
          state.current.autoFire &&
          shots.reserved === 0 &&
          !shots.canAfford(state.current.cost)
        ) {
          setAutoFire(false);
        }
      }
    },
    [tryFire],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (rulesOpen || isInteractive(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        turnAim(scene, event.key === 'ArrowLeft' ? -AIM_STEP : AIM_STEP);
      } else if (event.key === ' ' || event.key === 'Spacebar') {
        event.preventDefault();
        tryFire();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rulesOpen, scene, tryFire]);

  const closeRules = useCallback(() => {
    setRulesOpen(false);
    setAcknowledged(true);
  }, []);

  const toggleSound = () => {
    setSoundOn((on) => {
      storeSoundPreference(!on);
      return !on;
    });
  };

  if (play.fatal) return <ErrorScreen t={t} message={play.fatal.message} />;

  const lowBalance = play.available < cost && play.reserved === 0;
  const potential = formatCount(game.maxMultiplier, language);

  return (
    <div className={`studio-page fish-page fish-theme-${game.theme}`}>
      <GameTopBar
        game={game}
        demo={session.mode === 'demo'}
        rulesLabel={f('rules')}
        onRules={() => setRulesOpen(true)}
        actions={<SoundToggle on={soundOn} onToggle={toggleSound} />}
      />

      <main className="fish-main">
        <div className="fish-sea">
          <FishStage
            scene={scene}
            theme={game.theme}
            label={f('scene')}
            level={costIndex}
            reducedMotion={reducedMotion}
            onFrame={onFrame}
            onPress={(x, y) => {
              aimAt(scene, x, y);
              held.current = true;
              tryFire();
            }}
            onAim={(x, y) => aimAt(scene, x, y)}
            onRelease={() => {
              held.current = false;
            }}
            onHidden={stopFire}
          />
          <div className="fish-toasts">
            {play.message ? (
              <p
                className={play.message.kind === 'error' ? 'fish-toast is-error' : 'fish-toast'}
                role="alert"
              >
                {play.message.text}
              </p>
            ) : lowBalance ? (
              <p className="fish-toast is-error" role="status">
                {play.available >= (game.shotCosts[0] ?? 0) ? f('lowBalanceHint') : f('lowBalance')}
              </p>
            ) : null}
          </div>
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>

        <div className="fish-bar">
          <div className="fish-meter">
            <span className="studio-label">{t('balance')}</span>
            <span className="studio-amount" data-testid="balance">
              {money(play.available)}
            </span>
          </div>
          <div className="fish-meter is-win">
            <span className="studio-label">{t('win')}</span>
            <span className="studio-amount" data-testid="win">
              {money(play.lastWin)}
            </span>
          </div>
          <div className="fish-cost">
            <button
              type="button"
              className="studio-round-btn"
              aria-label={f('costDown')}
              disabled={costIndex <= 0}
              onClick={() => setCostIndex((index) => Math.max(0, index - 1))}
            >
              −
            </button>
            <div className="fish-cost-value">
              <span className="studio-label">{f('cost')}</span>
              <output className="fish-cost-amount" data-testid="cost" aria-live="polite">
                {money(cost)}
              </output>
              <span className="fish-potential" title={f('potentialLong', { multiplier: potential })}>
                {f('potential', { multiplier: potential })}
                <span className="visually-hidden"> — {f('potentialLong', { multiplier: potential })}</span>
              </span>
            </div>
            <button
              type="button"
              className="studio-round-btn"
              aria-label={f('costUp')}
              disabled={costIndex >= game.shotCosts.length - 1}
              onClick={() => setCostIndex((index) => Math.min(game.shotCosts.length - 1, index + 1))}
            >
              +
            </button>
          </div>
          <div className="fish-actions">
            <button
              type="button"
              className="studio-auto-btn fish-auto"
              aria-pressed={autoFire}
              aria-label={f('autoFireLabel')}
              disabled={!acknowledged || (!autoFire && lowBalance)}
              onClick={() => setAutoFire((on) => !on)}
            >
              {f('autoFire')}
            </button>
            <button
              type="button"
              className="fish-fire"
              disabled={!acknowledged || lowBalance}
              onClick={() => tryFire()}
            >
              <svg
                viewBox="0 0 24 24"
                width="26"
                height="26"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
              >
                <circle cx="12" cy="12" r="7.5" />
                <circle cx="12" cy="12" r="2.2" fill="currentColor" stroke="none" />
                <path d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4" />
              </svg>
              <span className="fish-fire-text">{f('fire')}</span>
            </button>
          </div>
        </div>
      </main>

      {rulesOpen ? (
        <Modal
          title={f('rules')}
          onClose={closeRules}
          wide
          footer={
            <button type="button" className="btn btn-primary btn-lg" onClick={closeRules}>
              {acknowledged ? t('close') : t('acknowledge')}
            </button>
          }
        >
          {acknowledged ? null : <p className="studio-gate-intro">{f('gateIntro')}</p>}
          <FishRules game={game} cost={cost} f={f} />
        </Modal>
      ) : null}
    </div>
  );
};
