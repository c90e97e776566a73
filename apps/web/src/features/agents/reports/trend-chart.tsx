import { useId } from 'react';
import type { SupportedLanguage } from '@platform/contracts';
import { formatDay } from '../../../lib/format';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/**
 * A bar per day in plain SVG (no chart library): bars above the zero line for positive values,
 * below it for negative ones (a house result can be either), the first and last day labelled.
 * The numbers themselves are in the figure cards and the table, so the chart is a picture of the
 * shape: its label says what it shows, and each bar's title carries its day and value.
 */
export const TrendChart = ({
  points,
  format,
  label,
  language,
}: {
  points: ReadonlyArray<{ day: string; value: number }>;
  format: (value: number) => string;
  label: string;
  language: SupportedLanguage;
}) => {
  const titleId = useId();
  const max = Math.max(0, ...points.map((point) => point.value));
  const min = Math.min(0, ...points.map((point) => point.value));
  const span = max - min || 1;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((max - value) / span) * plotHeight;
  const zero = y(0);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(points.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <svg
      className="trend-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      preserveAspectRatio="none"
      data-testid="trend-chart"
    >
      <title id={titleId}>{label}</title>
      <line className="trend-axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} />
      {points.map((point, index) => {
        const top = Math.min(y(point.value), zero);
        const height = Math.max(Math.abs(y(point.value) - zero), point.value === 0 ? 0 : 1);
        return (
          <rect
            key={point.day}
            className={point.value < 0 ? 'trend-bar trend-bar-negative' : 'trend-bar'}
            x={PAD.left + index * slot + (slot - bar) / 2}
            y={top}
            width={bar}
            height={height}
            rx={Math.min(3, bar / 3)}
          >
            <title>{`${formatDay(point.day, language)}: ${format(point.value)}`}</title>
          </rect>
        );
      })}
      {first ? (
        <text className="trend-label" x={PAD.left} y={HEIGHT - 8}>
          {formatDay(first.day, language)}
        </text>
      ) : null}
      {last && last !== first ? (
        <text className="trend-label" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {formatDay(last.day, language)}
        </text>
      ) : null}
    </svg>
  );
};
