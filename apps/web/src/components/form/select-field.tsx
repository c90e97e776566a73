import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Icon } from '../icon';
import './form.css';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** The message under the field (design.md: translated, under the field). */
  error?: string;
  /** The options, each a value and its translated text. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty option ("Selecione"): the field starts unanswered. */
  placeholder?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with the same label, hint and error as TextField. */
export const SelectField = ({
  label,
  error,
  options,
  placeholder,
  hint,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) => {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <div className="field-row">
        <div className="field-control">
          <select
            ref={ref}
            id={selectId}
            className="field-input field-select"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...select}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {hint && !error ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          <Icon name="warning" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
};
