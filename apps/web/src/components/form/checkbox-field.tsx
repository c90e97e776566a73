import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Icon } from '../icon';
import './form.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export const CheckboxField = ({ label, error, id, ref, ...input }: CheckboxFieldProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`checkbox-field${error ? ' has-error' : ''}`}>
      <div className="checkbox-row">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId} className="checkbox-label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          <Icon name="warning" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
};
