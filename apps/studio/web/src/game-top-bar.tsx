import type { ReactNode } from 'react';
import { formatRtp } from './rtp';
import { useStudio } from './studio-context';

/**
 * The top bar of every game page: the game's name (its code small beside it), the demo badge, the
 * RTP always in sight (Brazilian rule) and the rules one tap away. A page adds its own parts
 * before the rules button (the balance) and after it (sound, fairness).
 */
export const GameTopBar = (props: {
  game: { names: Record<'PT' | 'EN' | 'CN', string>; gameCode: string; rtp: number };
  demo: boolean;
  rulesLabel: string;
  onRules: () => void;
  className?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) => {
  const { t, language } = useStudio();
  const { game } = props;
  return (
    <header className={props.className ? `studio-topbar ${props.className}` : 'studio-topbar'}>
      <div className="studio-title">
        <h1>
          {game.names[language]}
          <span className="studio-code"> {t('game', { code: game.gameCode })}</span>
        </h1>
        {props.demo ? (
          <span className="studio-demo" title={t('demoHint')}>
            {t('demo')}
            <span className="visually-hidden"> — {t('demoHint')}</span>
          </span>
        ) : null}
      </div>
      <div className="studio-topbar-actions">
        <span className="studio-rtp-chip">{t('rtp', { rtp: formatRtp(game.rtp, language) })}</span>
        {props.children}
        <button
          type="button"
          className="studio-icon-btn"
          aria-label={props.rulesLabel}
          onClick={props.onRules}
        >
          <span aria-hidden="true">i</span>
        </button>
        {props.actions}
      </div>
    </header>
  );
};

const SoundIcon = ({ on }: { on: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" stroke="none" />
    {on ? (
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
    ) : (
      <path d="M16 9l6 6M22 9l-6 6" strokeLinecap="round" />
    )}
  </svg>
);

/** The sound switch of the pages that play sounds (off by default). */
export const SoundToggle = (props: { on: boolean; onToggle: () => void }) => {
  const { t } = useStudio();
  return (
    <button
      type="button"
      className="studio-icon-btn"
      aria-pressed={props.on}
      aria-label={props.on ? t('soundOn') : t('soundOff')}
      onClick={props.onToggle}
    >
      <SoundIcon on={props.on} />
    </button>
  );
};
