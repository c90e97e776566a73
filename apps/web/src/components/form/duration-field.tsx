import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from '../icon';
import './form.css';

type DurationFieldProps = {
  label: string;
  /** Whole minutes; 0 shows both boxes empty. */
  value: number;
  onValueChange: (minutes: number) => void;
  error?: string | undefined;
  optional?: boolean;
  'data-testid'?: string;
};

const partsOf = (minutes: number) =>
  minutes > 0
    ? { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) }
    : { hours: '', minutes: '' };

/**
 * A length of time typed as hours and minutes (the session-time limit), held as whole minutes.
 * Only digits are taken; minutes past 59 are carried into the hours when a box is left.
 */
export const DurationField = ({
  label,
  value,
  onValueChange,
  error,
  optional,
  'data-testid': testId,
}: DurationFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => partsOf(value));
  const [shownValue, setShownValue] = useState(value);
  const totalOf = (parts: { hours: string; minutes: string }) =>
    Number(parts.hours || '0') * 60 + Number(parts.minutes || '0');

  // A value set from outside (a reset) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (totalOf(text) !== value) setText(partsOf(value));
  }

  const change = (part: 'hours' | 'minutes', typed: string) => {
    if (!/^\d{0,3}$/u.test(typed) || (part === 'minutes' && typed.length > 2)) return;
    const next = { ...text, [part]: typed };
    const total = totalOf(next);
    setText(next);
    setShownValue(total);
    onValueChange(total);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`field duration-field${error ? ' has-error' : ''}`}
      aria-describedby={error ? errorId : undefined}
      data-testid={testId}
    >
      <legend className="field-label">
        {label}
        {optional && <span className="field-optional"> ({t('form.optional')})</span>}
      </legend>
      <div
        className="duration-field-row"
        onBlur={() => {
          if (Number(text.minutes || '0') >= 60) setText(partsOf(totalOf(text)));
        }}
      >
        {(['hours', 'minutes'] as const).map((part) => (
          <div className="field-control" key={part}>
            <input
              id={`${id}-${part}`}
              className="field-input"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              aria-label={t(part === 'hours' ? 'form.hours' : 'form.minutes')}
              aria-invalid={error ? true : undefined}
              value={text[part]}
              onChange={(event) => change(part, event.target.value)}
              data-testid={testId ? `${testId}-${part}` : undefined}
            />
            <span className="field-suffix" aria-hidden="true">
              {t(part === 'hours' ? 'form.hoursUnit' : 'form.minutesUnit')}
            </span>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          <Icon name="warning" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
};
