import { useState, type ChangeEvent } from 'react';
import {
  BRAZIL_STATES,
  GENDERS,
  IDENTITY_DOCUMENT_MAX_BYTES,
  IDENTITY_DOCUMENT_TYPES,
  isValidPostalCode,
  type BrazilState,
  type Gender,
  type IdentityDocumentType,
  type StartIdentityRequest,
} from '@platform/contracts';
import { useTranslation, type TFunction } from '../../../../i18n';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { MoneyField } from '../../../../components/form/money-field';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { Icon } from '../../../../components/icon';
import { readAsDataUrl } from '../../../../lib/proof-files';
import './identity.css';

/** The registration details as the form holds them while they are typed. */
export type DetailsDraft = {
  gender: Gender | '';
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: BrazilState | '';
  /** Centavos; 0 with noIncome unticked is not an answer yet. */
  income: number;
  noIncome: boolean;
  documentType: IdentityDocumentType | '';
  document: { name: string; dataUrl: string } | null;
};

export const EMPTY_DETAILS: DetailsDraft = {
  gender: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  income: 0,
  noIncome: false,
  documentType: '',
  document: null,
};

type DetailsField =
  | 'gender'
  | 'postalCode'
  | 'street'
  | 'number'
  | 'district'
  | 'city'
  | 'state'
  | 'income'
  | 'documentType'
  | 'document';
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** Where the server names each field of the start request (validation-failed's fields). */
export const SERVER_FIELDS: Record<DetailsField, readonly string[]> = {
  gender: ['gender'],
  postalCode: ['address.postalCode', 'address'],
  street: ['address.street'],
  number: ['address.number'],
  district: ['address.district'],
  city: ['address.city'],
  state: ['address.state'],
  income: ['monthlyIncome'],
  documentType: ['document.type'],
  document: ['document.dataUrl', 'document'],
};

const MEGABYTES = IDENTITY_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** The state names are proper names, the same in every language. */
const STATE_NAMES: Record<BrazilState, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** The messages of fields answered again are dropped; the others stay until the form is sent. */
export const keepUnanswered = (
  errors: DetailsErrors,
  before: DetailsDraft,
  after: DetailsDraft,
): DetailsErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      const keys: Array<keyof DetailsDraft> =
        field === 'income' ? ['income', 'noIncome'] : [field as keyof DetailsDraft];
      return keys.every((key) => before[key] === after[key]);
    }),
  );

/** What is missing or wrong, each with its translated message; the server checks all again. */
export const detailsProblems = (draft: DetailsDraft, t: TFunction): DetailsErrors => {
  const required = t('identity.details.fieldRequired');
  const blank = (value: string, min = 1) => value.trim().length < min;
  return {
    ...(draft.gender ? {} : { gender: t('identity.details.genderRequired') }),
    ...(isValidPostalCode(draft.postalCode) ? {} : { postalCode: t('identity.details.postalCodeInvalid') }),
    ...(blank(draft.street, 2) ? { street: required } : {}),
    ...(blank(draft.number) ? { number: required } : {}),
    ...(blank(draft.district, 2) ? { district: required } : {}),
    ...(blank(draft.city, 2) ? { city: required } : {}),
    ...(draft.state ? {} : { state: t('identity.details.stateRequired') }),
    ...(draft.income > 0 || draft.noIncome ? {} : { income: t('identity.details.incomeRequired') }),
    ...(draft.documentType ? {} : { documentType: t('identity.details.documentTypeRequired') }),
    ...(draft.document ? {} : { document: t('identity.details.documentRequired') }),
  };
};

/** The details as the start request carries them (call once detailsProblems found none). */
export const detailsBody = (
  draft: DetailsDraft,
): Pick<StartIdentityRequest, 'gender' | 'address' | 'monthlyIncome' | 'document'> => ({
  gender: draft.gender as Gender,
  address: {
    postalCode: draft.postalCode.trim(),
    street: draft.street.trim(),
    number: draft.number.trim(),
    ...(draft.complement.trim() ? { complement: draft.complement.trim() } : {}),
    district: draft.district.trim(),
    city: draft.city.trim(),
    state: draft.state as BrazilState,
  },
  monthlyIncome: draft.noIncome ? 0 : draft.income,
  document: { type: draft.documentType as IdentityDocumentType, dataUrl: draft.document!.dataUrl },
});

/**
 * "Dados cadastrais" of the identity check, where the profile asks for them (BR: Portaria 1.231/2024
 * as amended by 2.579/2025): gender, the home address, the monthly income and a photo of a photo
 * identity document, checked here for what the browser can see (type, size) before anything is
 * sent. docs/kyc.md, "Registration details".
 */
export const IdentityDetailsFields = ({
  draft,
  onChange,
  errors,
}: {
  draft: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  errors: DetailsErrors;
}) => {
  const { t } = useTranslation();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const set = <K extends keyof DetailsDraft>(key: K, value: DetailsDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const text = (key: 'postalCode' | 'street' | 'number' | 'complement' | 'district' | 'city') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  const documentError = fileProblem ?? errors.document;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
      setFileProblem(t('identity.details.documentWrongType'));
      return;
    }
    if (file.size > IDENTITY_DOCUMENT_MAX_BYTES) {
      setFileProblem(t('identity.details.documentTooBig', { megabytes: MEGABYTES }));
      return;
    }
    setFileProblem(null);
    onChange({ ...draft, document: { name: file.name, dataUrl: await readAsDataUrl(file) } });
  };

  return (
    <fieldset className="identity-details" data-testid="identity-details">
      <legend className="identity-details-title">{t('identity.details.title')}</legend>
      <p className="identity-details-lead">{t('identity.details.lead')}</p>
      <SelectField
        label={t('identity.details.gender')}
        placeholder={t('identity.details.choose')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`identity.details.genders.${gender}`) }))}
        value={draft.gender}
        error={errors.gender}
        onChange={(event) => set('gender', event.target.value as Gender | '')}
      />
      <h3 className="identity-details-subtitle">{t('identity.details.addressTitle')}</h3>
      <div className="identity-details-grid">
        <TextField
          label={t('identity.details.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          error={errors.postalCode}
          {...text('postalCode')}
        />
        <SelectField
          label={t('identity.details.state')}
          placeholder={t('identity.details.choose')}
          options={BRAZIL_STATES.map((state) => ({
            value: state,
            label: `${state} — ${STATE_NAMES[state]}`,
          }))}
          autoComplete="address-level1"
          value={draft.state}
          error={errors.state}
          onChange={(event) => set('state', event.target.value as BrazilState | '')}
        />
        <TextField
          className="identity-details-wide"
          label={t('identity.details.street')}
          autoComplete="address-line1"
          maxLength={120}
          error={errors.street}
          {...text('street')}
        />
        <TextField
          label={t('identity.details.number')}
          autoComplete="off"
          maxLength={10}
          error={errors.number}
          {...text('number')}
        />
        <TextField
          label={t('identity.details.complement')}
          optional
          autoComplete="address-line2"
          maxLength={60}
          {...text('complement')}
        />
        <TextField
          label={t('identity.details.district')}
          autoComplete="address-level3"
          maxLength={80}
          error={errors.district}
          {...text('district')}
        />
        <TextField
          label={t('identity.details.city')}
          autoComplete="address-level2"
          maxLength={80}
          error={errors.city}
          {...text('city')}
        />
      </div>
      <MoneyField
        label={t('identity.details.income')}
        hint={t('identity.details.incomeHint')}
        value={draft.noIncome ? 0 : draft.income}
        disabled={draft.noIncome}
        error={errors.income}
        onValueChange={(centavos) => set('income', centavos)}
      />
      <CheckboxField
        label={t('identity.details.noIncome')}
        checked={draft.noIncome}
        onChange={(event) => set('noIncome', event.target.checked)}
      />
      <SelectField
        label={t('identity.details.documentType')}
        placeholder={t('identity.details.choose')}
        options={IDENTITY_DOCUMENT_TYPES.map((type) => ({
          value: type,
          label: t(`identity.details.documentTypes.${type}`),
        }))}
        value={draft.documentType}
        error={errors.documentType}
        onChange={(event) => set('documentType', event.target.value as IdentityDocumentType | '')}
      />
      <div className={`field${documentError ? ' has-error' : ''}`}>
        <span className="field-label" id="identity-document-label">
          {t('identity.details.documentPhoto')}
        </span>
        {draft.document ? (
          <div className="identity-document-chosen" data-testid="identity-document-chosen">
            <img src={draft.document.dataUrl} alt="" width={64} height={40} />
            <span>{t('identity.details.documentChosen', { name: draft.document.name })}</span>
          </div>
        ) : null}
        <div className="identity-document-pick">
          {/* The browser's own button speaks its own language: a translated label stands for it. */}
          <input
            id="identity-document-photo"
            className="identity-document-input"
            type="file"
            accept="image/png,image/jpeg"
            aria-labelledby="identity-document-label identity-document-choose"
            aria-invalid={documentError ? true : undefined}
            aria-describedby="identity-document-note"
            onChange={(event) => void choose(event)}
            data-testid="identity-document-input"
          />
          <label
            id="identity-document-choose"
            htmlFor="identity-document-photo"
            className="btn btn-secondary identity-document-button"
          >
            {t(draft.document ? 'identity.details.documentReplace' : 'identity.details.documentChoose')}
          </label>
        </div>
        {documentError ? (
          <p id="identity-document-note" className="field-error" role="alert">
            <Icon name="warning" size={14} />
            <span>{documentError}</span>
          </p>
        ) : (
          <p id="identity-document-note" className="field-hint">
            {t('identity.details.documentHint', { megabytes: MEGABYTES })}
          </p>
        )}
      </div>
    </fieldset>
  );
};
