import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n';
import { Icon } from '../icon';
import './form.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  /** The message under the field (design.md: translated, under the field). */
  error?: string;
  hint?: ReactNode;
  /** Fixed text before the value, e.g. the country dialing code. */
  prefix?: ReactNode;
  /** A control after the value: show/hide password, send SMS code, captcha image. */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Marks the label "(optional)" when the field may stay empty. */
  optional?: boolean;
};

export const TextField = ({
  label,
  error,
  hint,
  prefix,
  addon,
  optional,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) => {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={inputId}>
        {label}
        {optional && <span className="field-optional"> ({t('form.optional')})</span>}
      </label>
      <div className="field-row">
        <div className="field-control">
          {prefix ? <span className="field-prefix">{prefix}</span> : null}
          <input
            ref={ref}
            id={inputId}
            className="field-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        </div>
        {addon}
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

/** A password input with a show/hide toggle (spec section 2, Login form). */
export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'addon'>) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      prefix={undefined}
      addon={
        <button
          type="button"
          className="field-toggle"
          aria-pressed={visible}
          aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
          title={t(visible ? 'form.hidePassword' : 'form.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
};
