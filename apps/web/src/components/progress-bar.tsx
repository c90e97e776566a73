import './progress-bar.css';

/**
 * Progress towards a target as a filled bar (a promotion's wagering target, a mission, a bonus's
 * wagering): `role="progressbar"` with the figures, and the words for screen readers in
 * `valueText`. The fill stops at the end when the value passes the target.
 */
export const ProgressBar = ({
  value,
  max,
  label,
  valueText,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  testId?: string;
}) => {
  const reached = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.floor((reached / max) * 100) : 0;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={reached}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <span className="progress-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
};
