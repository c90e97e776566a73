import { useId } from 'react';
import type { SupportedLanguage } from '@platform/contracts';
import { formatDay } from '../../../lib/format';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 4, bottom: 4 };

/**
 * A bar per day in plain SVG (no chart library): bars above the zero line for positive values,
 * below it for negative ones (a house result can be either). The SVG stretches to the card's width
 * (`preserveAspectRatio="none"`), so every text sits outside it in HTML, where it keeps its size on
 * a phone and on a desk: the scale (the highest value and the lowest, zero or below), the first
 * and last day, and a note when the period has nothing to draw. The numbers themselves are in the
 * figure cards and the table; the chart's label says what it shows, and each bar's title carries
 * its day and value.
 */
export const TrendChart = ({
  points,
  format,
  label,
  language,
  emptyText,
}: {
  points: ReadonlyArray<{ day: string; value: number }>;
  format: (value: number) => string;
  label: string;
  language: SupportedLanguage;
  /** Shown over the chart when every day is zero. */
  emptyText: string;
}) => {
  const titleId = useId();
  const max = Math.max(0, ...points.map((point) => point.value));
  const min = Math.min(0, ...points.map((point) => point.value));
  // With nothing above zero the zero line is the floor, even when every day is zero.
  const ceiling = max === min ? min + 1 : max;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((ceiling - value) / (ceiling - min)) * plotHeight;
  const zero = y(0);
  const slot = WIDTH / Math.max(points.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const first = points[0];
  const last = points[points.length - 1];
  const empty = points.every((point) => point.value === 0);
  return (
    <figure className="trend" data-testid="trend">
      <div className="trend-scale" aria-hidden="true">
        {empty ? null : (
          <>
            <span data-testid="trend-max">{format(max)}</span>
            <span data-testid="trend-min">{format(min)}</span>
          </>
        )}
      </div>
      <div className="trend-area">
        <svg
          className="trend-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          preserveAspectRatio="none"
          data-testid="trend-chart"
        >
          <title id={titleId}>{label}</title>
          <line
            className="trend-axis"
            x1={0}
            x2={WIDTH}
            y1={zero}
            y2={zero}
            vectorEffect="non-scaling-stroke"
          />
          {points.map((point, index) => {
            const top = Math.min(y(point.value), zero);
            const height = Math.max(Math.abs(y(point.value) - zero), point.value === 0 ? 0 : 1);
            return (
              <rect
                key={point.day}
                className={point.value < 0 ? 'trend-bar trend-bar-negative' : 'trend-bar'}
                x={index * slot + (slot - bar) / 2}
                y={top}
                width={bar}
                height={height}
              >
                <title>{`${formatDay(point.day, language)}: ${format(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {empty ? (
          <p className="trend-empty" data-testid="trend-empty">
            {emptyText}
          </p>
        ) : null}
      </div>
      <figcaption className="trend-days" aria-hidden="true">
        {first ? <span>{formatDay(first.day, language)}</span> : null}
        {last && last !== first ? <span>{formatDay(last.day, language)}</span> : null}
      </figcaption>
    </figure>
  );
};
