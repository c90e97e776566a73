import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  PAUSE_DURATIONS,
  SELF_EXCLUSION_DURATIONS,
  type PauseDuration,
  type PlayBreak,
  type SelfExclusionDuration,
} from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { FormAlert } from '../../../../components/form/form-alert';
import { TextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/modal/modal';
import { isApiError } from '../../../../lib/api-client';
import { useJurisdiction } from '../../../../lib/jurisdiction';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useSessionStore } from '../../../../lib/session-store';
import { usePlayBreak, useStartPlayBreak, type BreakRoute } from '../../api/play-breaks';
import { LoadError, RecordsSkeleton } from '../records-states';
import './limits.css';

type Duration = PauseDuration | SelfExclusionDuration;

/**
 * A pause (time-out) or a self-exclusion (docs/responsible-gaming.md): the lengths to choose
 * from, a plain warning of what happens, and a dialog where the member confirms with their
 * password. While one is in force the section shows it and its end; nothing here ends it early.
 */
const BreakSection = ({ route }: { route: BreakRoute }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = usePlayBreak(route);
  const pause = route === 'pause';
  const durations: readonly Duration[] = pause ? PAUSE_DURATIONS : SELF_EXCLUSION_DURATIONS;
  const [duration, setDuration] = useState<Duration>(durations[0]!);
  const [confirming, setConfirming] = useState(false);
  const key = pause ? 'pause' : 'selfExclusion';
  const testId = pause ? 'pause-section' : 'self-exclusion-section';

  const body = () => {
    if (query.isPending) return <RecordsSkeleton />;
    if (query.isError) {
      return (
        <LoadError
          title={t(`playBreaks.${key}.loadError`)}
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const { active, balance } = query.data;
    if (active) return <ActiveBreak active={active} />;
    return (
      <>
        <p className="break-warning" data-testid={`${testId}-warning`}>
          {t(`playBreaks.${key}.warning`)}
        </p>
        {!pause && balance > 0 ? (
          <FormAlert tone="info">
            <span data-testid="self-exclusion-balance">
              {t('playBreaks.selfExclusion.balanceFirst', { balance: formatMoney(balance, language) })}
            </span>
          </FormAlert>
        ) : null}
        <fieldset className="break-durations">
          <legend>{t('playBreaks.durationLabel')}</legend>
          {durations.map((value) => (
            <label key={value} className={`break-duration${value === duration ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={`${route}-duration`}
                value={value}
                checked={value === duration}
                onChange={() => setDuration(value)}
              />
              {t(`playBreaks.durations.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="limit-actions">
          <button
            type="button"
            className={pause ? 'btn btn-primary' : 'btn btn-secondary break-danger'}
            onClick={() => setConfirming(true)}
            data-testid={`${testId}-start`}
          >
            {t(`playBreaks.${key}.start`)}
          </button>
        </div>
      </>
    );
  };

  return (
    <section className="break-section" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 className="limit-card-title" id={`${testId}-title`}>
        {t(`playBreaks.${key}.title`)}
      </h2>
      <p className="limit-card-hint">{t(`playBreaks.${key}.lead`)}</p>
      {body()}
      {pause ? null : <NationalSelfExclusion />}
      {/* Outside body(): the answer makes the section show the break, the dialog stays to say so. */}
      {confirming ? (
        <ConfirmBreak route={route} duration={duration} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  );
};

/**
 * The jurisdiction's own self-exclusion service, where the profile names one (BR: the SPA's
 * centralised list, Portaria 2.579/2025): it covers every licensed site, not only this one.
 */
const NationalSelfExclusion = () => {
  const { t } = useTranslation();
  const url = useJurisdiction()?.selfExclusionUrl;
  if (!url) return null;
  return (
    <p className="break-national" data-testid="national-self-exclusion">
      {t('playBreaks.selfExclusion.national')}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('playBreaks.selfExclusion.nationalLink')}
      </a>
    </p>
  );
};

const ActiveBreak = ({ active }: { active: PlayBreak }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const time = (iso: string) => formatDateTime(iso, language) ?? iso;
  const key = active.kind === 'PAUSE' ? 'pause' : 'selfExclusion';
  return (
    <FormAlert tone="info">
      <span data-testid="break-active">
        {active.endsAt
          ? t(`playBreaks.${key}.activeUntil`, { time: time(active.endsAt) })
          : t('playBreaks.selfExclusion.activeIndefinite')}{' '}
        {t(`playBreaks.${key}.activeNote`)}
      </span>
    </FormAlert>
  );
};

/** The dialog: what will happen, once more, and the password that confirms it. */
const ConfirmBreak = ({
  route,
  duration,
  onClose,
}: {
  route: BreakRoute;
  duration: Duration;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearToken = useSessionStore((state) => state.clearToken);
  const start = useStartPlayBreak(route);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const pause = route === 'pause';
  const key = pause ? 'pause' : 'selfExclusion';
  const length = t(`playBreaks.durations.${duration}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    start.mutate({ duration, password } as Parameters<typeof start.mutate>[0]);
  };
  // A self-exclusion has ended every session: closing the dialog leaves the member signed out.
  const close = () => {
    if (!pause && start.isSuccess) {
      clearToken();
      void navigate('/');
      return;
    }
    onClose();
  };

  return (
    <Modal title={t(`playBreaks.${key}.confirmTitle`, { length })} onClose={close} testId="break-dialog">
      {start.isSuccess ? (
        <div className="break-done">
          {start.data.active ? <ActiveBreak active={start.data.active} /> : null}
          {!pause ? <p data-testid="break-signed-out">{t('playBreaks.selfExclusion.signedOut')}</p> : null}
          <button type="button" className="btn btn-primary" onClick={close} data-testid="break-done">
            {t('playBreaks.done')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="limit-form">
          <p className="break-warning" data-testid="break-dialog-warning">
            {t(`playBreaks.${key}.confirmWarning`, { length })}
          </p>
          <TextField
            label={t('playBreaks.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={missing ? t('playBreaks.passwordRequired') : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            data-testid="break-password"
          />
          {start.error ? (
            <FormAlert>
              <span data-testid="break-error">
                {isApiError(start.error) ? start.error.message : t('playBreaks.failed')}
              </span>
            </FormAlert>
          ) : null}
          <div className="limit-actions">
            <button
              type="submit"
              className={pause ? 'btn btn-primary' : 'btn btn-secondary break-danger'}
              disabled={start.isPending}
              aria-busy={start.isPending || undefined}
              data-testid="break-confirm"
            >
              {start.isPending && <span className="btn-spinner" aria-hidden="true" />}
              {t(`playBreaks.${key}.confirm`)}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('limits.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};

/** The two sections under the limits: a pause, then self-exclusion. */
export const PlayBreaks = () => (
  <div className="play-breaks">
    <BreakSection route="pause" />
    <BreakSection route="self-exclusion" />
  </div>
);
