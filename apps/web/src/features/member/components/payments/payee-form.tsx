import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n';
import { normalisePixKey, PIX_KEY_TYPES, type PixKeyType } from '@platform/contracts';
import { FormAlert } from '../../../../components/form/form-alert';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { useSetPayee } from '../../api/set-payee';

const INPUT_MODES: Record<PixKeyType, 'numeric' | 'tel' | 'email' | 'text'> = {
  CPF: 'numeric',
  PHONE: 'tel',
  EMAIL: 'email',
  EVP: 'text',
};

/** The member's own-name PIX key: its type, the key (checked per type here and by the server), the payment password. */
export const PayeeForm = ({
  onSaved,
  onCancel,
}: {
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const save = useSetPayee();
  const [keyType, setKeyType] = useState<PixKeyType>('CPF');
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ key?: string; password?: string }>({});

  const keyMessage = (value = key, type = keyType) => {
    if (!value.trim()) return t('payments.payee.keyRequired');
    return normalisePixKey(type, value) ? undefined : t(`payments.payee.keyInvalid.${type}`);
  };
  const passwordMessage = (value = password) => (value ? undefined : t('transfer.passwordRequired'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = { key: keyMessage(), password: passwordMessage() };
    setErrors(found);
    if (found.key || found.password) return;
    save.mutate(
      { keyType, key, paymentPassword: password },
      {
        onSuccess: () => {
          setPassword('');
          onSaved();
        },
      },
    );
  };

  return (
    <form className="payments-card" onSubmit={submit} noValidate data-testid="payee-form">
      <h2 className="payments-title">{t('payments.payee.title')}</h2>
      <p className="payments-muted">{t('payments.payee.lead')}</p>
      {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
      <div className="field">
        <label className="field-label" htmlFor="payee-key-type">
          {t('payments.payee.keyType')}
        </label>
        <div className="field-row">
          <div className="field-control">
            <select
              id="payee-key-type"
              className="field-input payments-select"
              value={keyType}
              onChange={(event) => {
                const type = event.target.value as PixKeyType;
                setKeyType(type);
                setErrors((current) => (current.key ? { ...current, key: keyMessage(key, type) } : current));
              }}
            >
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`payments.payee.keyTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <TextField
        label={t('payments.payee.key')}
        inputMode={INPUT_MODES[keyType]}
        autoComplete="off"
        placeholder={t(`payments.payee.placeholders.${keyType}`)}
        value={key}
        error={errors.key}
        onChange={(event) => {
          setKey(event.target.value);
          setErrors((current) =>
            current.key ? { ...current, key: keyMessage(event.target.value) } : current,
          );
        }}
        onBlur={() => setErrors((current) => ({ ...current, key: keyMessage() }))}
      />
      <TextField
        label={t('transfer.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setErrors((current) => ({ ...current, password: passwordMessage() }))}
      />
      <div className="payments-actions">
        <SubmitButton pending={save.isPending} testId="payee-save">
          {t('payments.payee.save')}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('payments.payee.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
};
