import { useState, type FormEvent } from 'react';
import { isValidCpf } from '@platform/contracts';
import { useTranslation } from '../../../../i18n';
import { FormAlert } from '../../../../components/form/form-alert';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { isApiError } from '../../../../lib/api-client';
import { useCheckLiveness, useIdentity, useStartIdentity } from '../../api/identity';
import { LoadError, RecordsSkeleton } from '../records-states';
import {
  EMPTY_DETAILS,
  IdentityDetailsFields,
  SERVER_FIELDS,
  detailsBody,
  detailsProblems,
  keepUnanswered,
  type DetailsErrors,
} from './identity-details';

/**
 * "Verificar identidade" (docs/kyc.md): the identity check (CPF, name, birth date, and where the
 * profile asks for them the registration details: gender, address, income, a document photo),
 * then the liveness check done with the provider, then the answer. The server holds the rule;
 * this only says where the member stands and what comes next.
 */
export const IdentityVerification = () => {
  const { t } = useTranslation();
  const identity = useIdentity();
  const start = useStartIdentity();
  const liveness = useCheckLiveness();
  const [cpf, setCpf] = useState('');
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [errors, setErrors] = useState<{ cpf?: string; name?: string; birthDate?: string }>({});
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});

  const body = () => {
    if (identity.isPending) return <RecordsSkeleton />;
    if (identity.isError)
      return (
        <LoadError
          title={t('identity.loadError')}
          message={identity.error.message}
          onRetry={() => void identity.refetch()}
        />
      );
    const status = identity.data;
    switch (status.state) {
      case 'VERIFIED':
        return (
          <FormAlert tone="success">
            <span data-testid="identity-verified">{t('identity.verified')}</span>
          </FormAlert>
        );
      case 'REJECTED':
        return (
          <FormAlert>
            <span data-testid="identity-rejected">
              {t(`identity.rejected.${status.reason ?? 'mismatch'}`)} {t('identity.contactSupport')}
            </span>
          </FormAlert>
        );
      case 'PENDING_LIVENESS':
        return (
          <div className="payments-card" data-testid="identity-liveness">
            <p>{t('identity.livenessLead')}</p>
            {liveness.data?.state === 'PENDING_LIVENESS' ? (
              <FormAlert tone="info">{t('identity.livenessWaiting')}</FormAlert>
            ) : null}
            {liveness.error ? <FormAlert>{liveness.error.message}</FormAlert> : null}
            <button
              type="button"
              className="btn btn-primary btn-lg btn-block"
              aria-busy={liveness.isPending || undefined}
              data-testid="identity-liveness-check"
              onClick={() => {
                if (!liveness.isPending) liveness.mutate(undefined);
              }}
            >
              {t('identity.livenessDone')}
            </button>
          </div>
        );
      case 'NOT_STARTED': {
        const cpfOnFile = status.maskedCpf !== null;
        const asksDetails = status.detailsRequired;
        const submit = (event: FormEvent) => {
          event.preventDefault();
          const typedName = name || status.name || '';
          const typedBirth = birthDate || status.birthDate || '';
          const found = {
            ...(cpfOnFile || isValidCpf(cpf) ? {} : { cpf: t('identity.cpfInvalid') }),
            ...(typedName.trim().length >= 2 ? {} : { name: t('identity.nameRequired') }),
            ...(typedBirth ? {} : { birthDate: t('identity.birthDateRequired') }),
          };
          const foundInDetails = asksDetails ? detailsProblems(details, t) : {};
          setErrors(found);
          setDetailsErrors(foundInDetails);
          if (Object.keys(found).length + Object.keys(foundInDetails).length > 0) return;
          start.mutate({
            ...(cpfOnFile ? {} : { cpf }),
            name: typedName.trim(),
            birthDate: typedBirth,
            ...(asksDetails ? detailsBody(details) : {}),
          });
        };
        const fieldError = (...fields: readonly string[]) =>
          isApiError(start.error) && start.error.code === 'validation-failed'
            ? (
                start.error.value as { fields?: Array<{ field: string; message: string }> } | undefined
              )?.fields?.find((issue) => fields.includes(issue.field))?.message
            : undefined;
        const shownDetailsErrors = Object.fromEntries(
          Object.entries(SERVER_FIELDS).map(([field, names]) => [
            field,
            detailsErrors[field as keyof DetailsErrors] ?? fieldError(...names),
          ]),
        ) as DetailsErrors;
        return (
          <form className="payments-card" onSubmit={submit} noValidate data-testid="identity-form">
            {start.error && !(isApiError(start.error) && start.error.code === 'validation-failed') ? (
              <FormAlert>{start.error.message}</FormAlert>
            ) : null}
            {cpfOnFile ? (
              <p data-testid="identity-cpf-on-file">{t('identity.cpfOnFile', { cpf: status.maskedCpf })}</p>
            ) : (
              <TextField
                label={t('identity.cpf')}
                inputMode="numeric"
                autoComplete="off"
                placeholder="000.000.000-00"
                value={cpf}
                error={errors.cpf ?? fieldError('cpf')}
                onChange={(event) => {
                  setCpf(event.target.value);
                  setErrors(({ cpf: _answered, ...others }) => others);
                }}
              />
            )}
            <TextField
              label={t('identity.name')}
              autoComplete="name"
              value={name || status.name || ''}
              error={errors.name ?? fieldError('name')}
              onChange={(event) => {
                setName(event.target.value);
                setErrors(({ name: _answered, ...others }) => others);
              }}
            />
            <TextField
              label={t('identity.birthDate')}
              type="date"
              value={birthDate || status.birthDate || ''}
              error={errors.birthDate ?? fieldError('birthDate')}
              onChange={(event) => {
                setBirthDate(event.target.value);
                setErrors(({ birthDate: _answered, ...others }) => others);
              }}
            />
            {asksDetails ? (
              <IdentityDetailsFields
                draft={details}
                onChange={(next) => {
                  setDetailsErrors((current) => keepUnanswered(current, details, next));
                  setDetails(next);
                }}
                errors={shownDetailsErrors}
              />
            ) : null}
            <SubmitButton pending={start.isPending} testId="identity-start">
              {t('identity.start')}
            </SubmitButton>
          </form>
        );
      }
      default: {
        const unknown: never = status.state;
        throw new Error(`unknown identity state ${String(unknown)}`);
      }
    }
  };

  return (
    <section
      className="member-section"
      id="identity"
      data-testid="identity-section"
      aria-labelledby="identity-title"
    >
      <h2 id="identity-title">{t('identity.title')}</h2>
      <p>{identity.data?.required === false ? t('identity.leadOptional') : t('identity.lead')}</p>
      {body()}
    </section>
  );
};
