import { useStudio } from '../../studio-context';
import { curveAt, formatMultiplier, msToReach } from './crash-math';
import type { CrashMessageKey } from './crash-i18n';
import type { RoundView } from './crash-state';
import type { TranslateOf } from '../../i18n';

const WIDTH = 600;
const HEIGHT = 300;
const PAD = { left: 44, right: 16, top: 16, bottom: 28 };
const SAMPLES = 48;

/** Axis ticks for the multiplier scale: 1×, then steps that keep about four lines on the chart. */
const ticksFor = (top: number): number[] => {
  const span = top / 100 - 1;
  const step = [0.5, 1, 2, 5, 10, 20, 50, 100, 500, 1_000, 10_000].find((one) => span / one <= 4) ?? 100_000;
  const ticks: number[] = [];
  for (let value = 1 + step; value * 100 < top; value += step) ticks.push(Math.round(value * 100));
  return [100, ...ticks];
};

/**
 * The rising curve with the big multiplier, drawn from the round's start time on this page's
 * estimate of the server's clock (the server alone decides cash-outs and the crash).
 */
export const CrashChart = (props: {
  t: TranslateOf<CrashMessageKey>;
  round: RoundView | null;
  growthPerMs: number;
  elapsed: number;
  multiplier: number;
  bettingLeft: number;
  bettingMs: number;
  connecting: boolean;
}) => {
  const { t, round, growthPerMs, multiplier } = props;
  const { language } = useStudio();
  const crashed = round?.phase === 'crashed';
  const flying = round?.phase === 'flying';
  const shownMs =
    crashed && round.crashPoint !== null ? msToReach(round.crashPoint, growthPerMs) : props.elapsed;
  // The view grows with the flight: at least 2× high and the time 2× takes wide.
  const spanMs = Math.max(msToReach(200, growthPerMs), shownMs * 1.15);
  const top = Math.max(200, curveAt(spanMs, growthPerMs));
  const x = (ms: number) => PAD.left + (ms / spanMs) * (WIDTH - PAD.left - PAD.right);
  const y = (hundredths: number) =>
    HEIGHT - PAD.bottom - ((hundredths - 100) / (top - 100)) * (HEIGHT - PAD.top - PAD.bottom);
  const points: string[] = [];
  if (flying || crashed) {
    for (let i = 0; i <= SAMPLES; i += 1) {
      const ms = (shownMs * i) / SAMPLES;
      points.push(`${x(ms).toFixed(1)},${y(Math.min(curveAt(ms, growthPerMs), top)).toFixed(1)}`);
    }
  }
  const line = points.join(' ');
  const tip = points.at(-1);
  const status = !round
    ? props.connecting
      ? t('connecting')
      : ''
    : round.phase === 'betting'
      ? props.bettingLeft > 0
        ? t('bettingIn', {
            seconds: (props.bettingLeft / 1_000).toFixed(1).replace('.', language === 'PT' ? ',' : '.'),
          })
        : t('takingOff')
      : crashed
        ? t('crashedAt', { multiplier: formatMultiplier(round.crashPoint ?? multiplier, language) })
        : '';

  return (
    <div className={`crash-chart is-${round?.phase ?? 'waiting'}`}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t('chart')} preserveAspectRatio="none">
        <defs>
          <linearGradient id="crash-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticksFor(top).map((tick) => (
          <line
            key={tick}
            className="crash-grid"
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
        ))}
        {tip ? (
          <>
            <polygon
              className="crash-area"
              points={`${PAD.left},${HEIGHT - PAD.bottom} ${line} ${tip.split(',')[0]},${HEIGHT - PAD.bottom}`}
              fill="url(#crash-fill)"
            />
            <polyline className="crash-line" points={line} fill="none" />
            <circle className="crash-tip" cx={tip.split(',')[0]} cy={tip.split(',')[1]} r="6" />
          </>
        ) : null}
      </svg>
      <div className="crash-axis" aria-hidden="true">
        {ticksFor(top).map((tick) => (
          <span key={tick} style={{ top: `${(y(tick) / HEIGHT) * 100}%` }}>
            {formatMultiplier(tick, language).replace(/[.,]00×$/u, '×')}
          </span>
        ))}
      </div>
      {round?.phase === 'betting' ? (
        <div className="crash-countdown" aria-hidden="true">
          <span style={{ width: `${Math.min(100, (props.bettingLeft / props.bettingMs) * 100)}%` }} />
        </div>
      ) : null}
      <div className="crash-readout">
        {flying || crashed ? (
          <output className="crash-multiplier" data-testid="crash-multiplier" aria-label={t('multiplier')}>
            {formatMultiplier(multiplier, language)}
          </output>
        ) : null}
        {status ? <p className="crash-phase">{status}</p> : null}
      </div>
    </div>
  );
};
