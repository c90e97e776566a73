import { useState, type FormEvent } from 'react';
import { currentLanguage, useTranslation } from '../../../i18n';
import type { Invitation } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { CopyButton } from '../../../components/copy-button';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { formatCount } from '../../../lib/format';
import { fieldIssues } from '../../../lib/api-client';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';

const InvitationCard = ({ invitation }: { invitation: Invitation }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = invitation.isDefault ? t('agent.register.defaultLabel') : invitation.label;
  return (
    <li className="invitation" data-testid="invitation">
      <img
        className="invitation-qr"
        src={invitation.qr}
        alt={t('agent.register.qr', { label })}
        width={112}
        height={112}
      />
      <div className="invitation-body">
        <h3 className="invitation-label">{label}</h3>
        <p className="invitation-code">
          <span className="team-muted">{t('agent.register.code')}</span>{' '}
          <strong data-testid="invitation-code">{invitation.code}</strong>
        </p>
        <p className="invitation-link" data-testid="invitation-link">
          {invitation.link}
        </p>
        <dl className="invitation-counts">
          <div>
            <dt>{t('agent.register.registrations')}</dt>
            <dd>{formatCount(invitation.registrations, language)}</dd>
          </div>
          <div>
            <dt>{t('agent.register.firstDeposits')}</dt>
            <dd>{formatCount(invitation.firstDeposits, language)}</dd>
          </div>
        </dl>
        <div className="invitation-actions">
          <CopyButton className="team-copy" text={invitation.link} label={t('agent.register.copyLink')} />
          <CopyButton className="team-copy" text={invitation.code} label={t('agent.register.copyCode')} />
        </div>
      </div>
    </li>
  );
};

/** The agent's referral code and labelled invitation links, with a form for a new one. */
export const InvitationLinks = () => {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const links = invitations.data?.list.filter((entry) => !entry.isDefault).length ?? 0;
  const max = invitations.data?.max ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    if (!label.trim()) {
      setError(t('agent.register.labelRequired'));
      return;
    }
    setError(undefined);
    create.mutate(
      { label: label.trim() },
      {
        onSuccess: () => setLabel(''),
        onError: (failure) => setError(fieldIssues(failure)[0]?.message),
      },
    );
  };

  const body = () => {
    if (invitations.isPending) {
      return (
        <div className="team-skeleton" role="status" aria-label={t('agent.register.linksTitle')}>
          <div className="team-skeleton-row skeleton" />
          <div className="team-skeleton-row skeleton" />
        </div>
      );
    }
    if (invitations.isError) {
      return (
        <LoadError
          headingLevel={3}
          title={t('agent.register.linksError')}
          message={invitations.error.message}
          onRetry={() => void invitations.refetch()}
        />
      );
    }
    if (invitations.data.list.length === 0)
      return <p className="team-muted">{t('agent.register.linksEmpty')}</p>;
    return (
      <ul className="invitation-list">
        {invitations.data.list.map((invitation) => (
          <InvitationCard key={invitation.code} invitation={invitation} />
        ))}
      </ul>
    );
  };

  return (
    <section className="team-card invitations" aria-labelledby="invitations-title">
      <div className="team-card-head">
        <h2 className="team-card-title" id="invitations-title">
          {t('agent.register.linksTitle')}
        </h2>
        {invitations.data ? (
          <span className="team-muted">{t('agent.register.linksUsed', { used: links, max })}</span>
        ) : null}
      </div>
      <p className="team-muted">{t('agent.register.linksLead')}</p>
      <form className="invitation-form" onSubmit={submit} noValidate>
        <TextField
          label={t('agent.register.label')}
          hint={t('agent.register.labelHint')}
          value={label}
          maxLength={40}
          error={error}
          onChange={(event) => setLabel(event.target.value)}
          data-testid="invitation-label"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={create.isPending}
          data-testid="invitation-add"
        >
          <Icon name="link" size={18} />
          {t('agent.register.addLink')}
        </button>
      </form>
      {create.error && fieldIssues(create.error).length === 0 ? (
        <FormAlert>{create.error.message}</FormAlert>
      ) : null}
      {body()}
    </section>
  );
};
