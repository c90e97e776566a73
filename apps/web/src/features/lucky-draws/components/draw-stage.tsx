import { useCallback, useEffect, useRef, useState } from 'react';
import type { LuckyInstantKind, LuckySegment } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { prefersReducedMotion, prizeLabel } from './prize-text';

/** How long each animation runs before the result is shown (none with reduced motion). */
export const STAGE_MS: Record<LuckyInstantKind, number> = {
  PRIZE_WHEEL: 4_200,
  RED_ENVELOPE: 1_400,
  GOLDEN_EGG: 1_600,
};

const SLICE_COLOURS = ['#f5b301', '#2a3550', '#ff5c5c', '#1f2840', '#4da3ff', '#2a3550'];
const SLICE_TEXT = ['#1a1400', '#e8ecf4', '#1a1400', '#e8ecf4', '#1a1400', '#e8ecf4'];

type StageProps = {
  kind: LuckyInstantKind;
  segments: LuckySegment[];
  /** The drawn segment while (and after) the animation runs; null before a draw. */
  landing: { index: number; drawId: string } | null;
  /** Called once the animation has landed (at once with reduced motion). */
  onLanded: () => void;
};

/** The wheel: slices in the prize table's order, turned so the drawn slice stops under the pointer. */
const Wheel = ({ segments, landing, onLanded }: Omit<StageProps, 'kind'>) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [turn, setTurn] = useState(0);
  const spins = useRef(0);
  const slice = 360 / segments.length;
  useEffect(() => {
    if (!landing) return;
    spins.current += 1;
    // Five whole turns per draw, then the drawn slice's middle under the pointer at the top.
    setTurn(spins.current * 5 * 360 + (360 - (landing.index + 0.5) * slice));
  }, [landing, slice]);
  const radius = 100;
  const point = (angle: number, r = radius) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return `${110 + r * Math.cos(rad)} ${110 + r * Math.sin(rad)}`;
  };
  return (
    <div className="lucky-wheel" data-testid="lucky-wheel">
      <span className="lucky-wheel-pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 220 220"
        className="lucky-wheel-disc"
        style={{
          transform: `rotate(${turn}deg)`,
          transitionDuration: prefersReducedMotion() ? '0ms' : `${STAGE_MS.PRIZE_WHEEL}ms`,
        }}
        data-turn={turn}
        onTransitionEnd={onLanded}
        role="img"
        aria-label={segments.map((segment) => prizeLabel(segment.prize, t, language)).join(', ')}
      >
        <circle cx="110" cy="110" r="108" className="lucky-wheel-rim" />
        {segments.map((segment, index) => {
          const from = index * slice;
          const to = from + slice;
          const large = slice > 180 ? 1 : 0;
          const middle = from + slice / 2;
          const [x, y] = point(middle, 64).split(' ').map(Number);
          // Labels on the lower half are turned half a turn more, so none reads upside down.
          const tilt = middle > 90 && middle < 270 ? middle + 180 : middle;
          return (
            <g key={index} data-testid="lucky-wheel-slice">
              <path
                d={`M110 110 L${point(from)} A${radius} ${radius} 0 ${large} 1 ${point(to)} Z`}
                fill={SLICE_COLOURS[index % SLICE_COLOURS.length]}
                stroke="#0f1420"
                strokeWidth="1.5"
              />
              <text
                x={x}
                y={y}
                fill={SLICE_TEXT[index % SLICE_TEXT.length]}
                fontSize={segments.length > 8 ? 9 : 11}
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${tilt} ${x} ${y})`}
              >
                {prizeLabel(segment.prize, t, language)}
              </text>
            </g>
          );
        })}
        <circle cx="110" cy="110" r="16" className="lucky-wheel-hub" />
      </svg>
    </div>
  );
};

/** The red envelope: the flap lifts and the card slides out. */
const Envelope = ({ landing }: { landing: StageProps['landing'] }) => (
  <div
    className={`lucky-envelope${landing ? ' is-open' : ''}`}
    data-testid="lucky-envelope"
    aria-hidden="true"
  >
    <span className="lucky-envelope-card" />
    <span className="lucky-envelope-body" />
    <span className="lucky-envelope-flap" />
    <span className="lucky-envelope-seal">福</span>
  </div>
);

/** The golden egg: the hammer swings, the shell cracks. */
const Egg = ({ landing }: { landing: StageProps['landing'] }) => (
  <div className={`lucky-egg${landing ? ' is-cracked' : ''}`} data-testid="lucky-egg" aria-hidden="true">
    <span className="lucky-egg-shell" />
    <svg className="lucky-egg-crack" viewBox="0 0 100 40">
      <polyline points="4,20 18,8 30,26 44,6 58,28 72,10 86,24 98,14" />
    </svg>
    <span className="lucky-egg-hammer">
      <span className="lucky-egg-hammer-head" />
      <span className="lucky-egg-hammer-handle" />
    </span>
  </div>
);

/** The animated stage of a game; the result itself is announced by the page. */
export const DrawStage = ({ kind, segments, landing, onLanded: onAnyLanding }: StageProps) => {
  // Each draw lands once, however often the page renders meanwhile (or the wheel ends a transition).
  const landedDraw = useRef<string | null>(null);
  const onLanded = useCallback(() => {
    if (!landing || landedDraw.current === landing.drawId) return;
    landedDraw.current = landing.drawId;
    onAnyLanding();
  }, [landing, onAnyLanding]);
  // The envelope and the egg run a fixed CSS animation: the page is told when it is over.
  useEffect(() => {
    if (!landing || kind === 'PRIZE_WHEEL') return;
    const timer = window.setTimeout(onLanded, prefersReducedMotion() ? 0 : STAGE_MS[kind]);
    return () => window.clearTimeout(timer);
  }, [kind, landing, onLanded]);
  // With reduced motion the wheel has no transition, so no transitionend: land at once.
  useEffect(() => {
    if (!landing || kind !== 'PRIZE_WHEEL' || !prefersReducedMotion()) return;
    const timer = window.setTimeout(onLanded, 0);
    return () => window.clearTimeout(timer);
  }, [kind, landing, onLanded]);
  switch (kind) {
    case 'PRIZE_WHEEL':
      return <Wheel segments={segments} landing={landing} onLanded={onLanded} />;
    case 'RED_ENVELOPE':
      return <Envelope landing={landing} />;
    case 'GOLDEN_EGG':
      return <Egg landing={landing} />;
    default: {
      const unknown: never = kind;
      return unknown;
    }
  }
};
