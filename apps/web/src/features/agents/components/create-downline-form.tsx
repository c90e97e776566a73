import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AgentType, CreateDownlineResponse } from '@platform/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Segmented } from '../../../components/form/segmented';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { fieldIssues } from '../../../lib/api-client';
import { useAgentPolicy } from '../api/get-agent-policy';
import { useCreateDownline } from '../api/create-downline';
import { useTypeLabel } from './agent-type-label';

type Field = 'username' | 'password' | 'confirmPassword' | 'ageConfirmed';
type Errors = Partial<Record<Field, string>>;
type Kind = 'MEMBER' | 'AGENT';

/**
 * registerCenter's direct registration: a member, or a sub-agent of a type the agent's policy
 * allows now (the server decides; the choice is shown only when it has any to offer).
 */
export const CreateDownlineForm = () => {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const policy = useAgentPolicy();
  const create = useCreateDownline();
  const subAgentTypes = policy.data?.subAgentTypes ?? [];
  const [kind, setKind] = useState<Kind>('MEMBER');
  const [agentType, setAgentType] = useState<AgentType | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreateDownlineResponse | null>(null);
  const chosenType = agentType ?? subAgentTypes[0] ?? null;

  const check = (): Errors => ({
    username: username.trim() ? undefined : t('agent.register.usernameRequired'),
    password: password ? undefined : t('agent.register.passwordRequired'),
    confirmPassword: confirmPassword === password ? undefined : t('agent.register.mismatch'),
    ageConfirmed: ageConfirmed ? undefined : t('agent.register.ageRequired'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    create.reset();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const asAgent = kind === 'AGENT' && chosenType !== null;
    create.mutate(
      {
        kind: asAgent ? 'AGENT' : 'MEMBER',
        ...(asAgent ? { agentType: chosenType } : {}),
        username: username.trim(),
        password,
        confirmPassword,
        ageConfirmed,
      },
      {
        onSuccess: (value) => {
          setCreated(value);
          setUsername('');
          setPassword('');
          setConfirmPassword('');
          setAgeConfirmed(false);
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.length > 0) {
            setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])) as Errors);
          }
        },
      },
    );
  };

  const failure = create.error && fieldIssues(create.error).length === 0 ? create.error : null;

  return (
    <form className="team-card create-downline" onSubmit={submit} noValidate data-testid="create-downline">
      <h2 className="team-card-title">{t('agent.register.directTitle')}</h2>
      {subAgentTypes.length > 0 ? (
        <>
          <Segmented<Kind>
            label={t('agent.register.kind')}
            value={kind}
            onChange={setKind}
            options={[
              { value: 'MEMBER', label: t('agent.types.member') },
              { value: 'AGENT', label: t('agent.register.subAgent') },
            ]}
          />
          {kind === 'AGENT' ? (
            <div className="team-choice" role="radiogroup" aria-label={t('agent.register.agentType')}>
              {subAgentTypes.map((type) => (
                <label key={type} className={`team-choice-item${chosenType === type ? ' is-chosen' : ''}`}>
                  <input
                    type="radio"
                    name="agentType"
                    value={type}
                    checked={chosenType === type}
                    onChange={() => setAgentType(type)}
                  />
                  {typeLabel(type)}
                </label>
              ))}
            </div>
          ) : null}
        </>
      ) : policy.data ? (
        <p className="team-muted">{t('agent.register.noSubAgents')}</p>
      ) : null}
      <TextField
        label={t('agent.register.username')}
        autoComplete="off"
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
        data-testid="create-downline-username"
      />
      <TextField
        label={t('agent.register.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={t('agent.register.passwordHint')}
        onChange={(event) => setPassword(event.target.value)}
        data-testid="create-downline-password"
      />
      <TextField
        label={t('agent.register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        data-testid="create-downline-confirm"
      />
      <CheckboxField
        label={t('agent.register.ageConfirmed')}
        checked={ageConfirmed}
        error={errors.ageConfirmed}
        onChange={(event) => setAgeConfirmed(event.target.checked)}
        data-testid="create-downline-age"
      />
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      {created ? (
        <FormAlert tone="success">
          <span data-testid="create-downline-created">
            {t('agent.register.created', { account: created.account })}
          </span>{' '}
          <Link to={`/agentHome/downlineManagmentView?search=${encodeURIComponent(created.account)}`}>
            {t('agent.register.seeTeam')}
          </Link>
        </FormAlert>
      ) : null}
      <SubmitButton pending={create.isPending} testId="create-downline-submit">
        {t('agent.register.submit')}
      </SubmitButton>
    </form>
  );
};
