import { useEffect, useState, type FormEvent } from 'react';
import {
  LIMIT_AMOUNT_MAX,
  LIMIT_COUNT_MAX,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SESSION_TIME_MAX_MINUTES,
  type LimitChangeOutcome,
  type LimitPeriod,
  type PlayerLimit,
} from '@platform/contracts';
import { useTranslation, currentLanguage } from '../../../../i18n';
import { ConfirmStep } from '../../../../components/form/confirm-step';
import { DurationField } from '../../../../components/form/duration-field';
import { FormAlert } from '../../../../components/form/form-alert';
import { MoneyField } from '../../../../components/form/money-field';
import { Segmented } from '../../../../components/form/segmented';
import { TextField } from '../../../../components/form/text-field';
import { Icon } from '../../../../components/icon';
import { isApiError } from '../../../../lib/api-client';
import { formatCount, formatDateTime, formatMinutes, formatMoney } from '../../../../lib/format';
import { useLimits } from '../../api/get-limits';
import { useLimitActions } from '../../api/limit-actions';
import { LoadError, RecordsSkeleton } from '../records-states';
import './limits.css';

/** Whether `at` has passed: false at first, then true from that moment (a raise becoming due). */
const usePassed = (at: string | null): boolean => {
  const due = at === null ? null : new Date(at).getTime();
  const [passed, setPassed] = useState<number | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (due === null) return;
    // setTimeout holds at most about 24.8 days; a longer wait is looked at again then.
    const wait = Math.min(Math.max(0, due - Date.now() + 50), 2 ** 31 - 1);
    const handle = window.setTimeout(() => {
      if (Date.now() >= due) setPassed(due);
      else setChecks((count) => count + 1);
    }, wait);
    return () => window.clearTimeout(handle);
  }, [due, checks]);
  return due !== null && passed === due;
};

/**
 * The member's limits (docs/responsible-gaming.md): one period at a time, a card per kind with
 * the limit in force, what the period has used and when it starts again. A first or lower limit
 * applies at once; a raise or a removal waits for its cool-down, then the card offers to confirm
 * it. Every change is reviewed once before it is sent.
 */
export const PlayerLimits = () => {
  const { t } = useTranslation();
  const query = useLimits();
  const [period, setPeriod] = useState<LimitPeriod>('DAY');

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('limits.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { limits, coolDownHours } = query.data;
  const none = limits.every((limit) => limit.amount === null && limit.pending === null);
  return (
    <div className="limits" data-testid="limits">
      {none ? (
        <FormAlert tone="info">
          <span data-testid="limits-empty">
            <strong>{t('limits.emptyTitle')}</strong> {t('limits.emptyText')}
          </span>
        </FormAlert>
      ) : null}
      <Segmented
        label={t('limits.periodsLabel')}
        options={LIMIT_PERIODS.map((value) => ({ value, label: t(`limits.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <ul className="limits-list">
        {LIMIT_KINDS.map((kind) => {
          const limit = limits.find((entry) => entry.kind === kind && entry.period === period);
          return limit ? (
            <li key={`${kind}:${period}`}>
              <LimitCard limit={limit} />
            </li>
          ) : null;
        })}
      </ul>
      <p className="limits-note">{t('limits.note', { hours: coolDownHours })}</p>
    </div>
  );
};

type Step =
  | { name: 'view' }
  | { name: 'edit' }
  | { name: 'review'; amount: number | null }
  | { name: 'confirmPending' };
type Notice = { tone: 'success' | 'info'; text: string } | null;

const LimitCard = ({ limit }: { limit: PlayerLimit }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const actions = useLimitActions();
  const counts = limit.kind === 'BET_COUNT';
  const timed = limit.kind === 'SESSION_TIME';
  const show = (value: number) => {
    if (timed) return formatMinutes(value, language);
    if (!counts) return formatMoney(value, language);
    return value === 0
      ? t('limits.betsNone')
      : t('limits.bets', { count: value, formatted: formatCount(value, language) });
  };
  const kindName = t(`limits.kinds.${limit.kind}`);
  const kindInSentence = t(`limits.kindsInSentence.${limit.kind}`);
  const per = t(`limits.per.${limit.period}`);
  const time = (iso: string) => formatDateTime(iso, language) ?? iso;

  const [step, setStep] = useState<Step>({ name: 'view' });
  const [amount, setAmount] = useState(0);
  const [countText, setCountText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const due = usePassed(limit.pending?.dueAt ?? null);
  const failure = actions.set.error ?? actions.confirm.error ?? actions.cancel.error;
  const pending = actions.set.isPending || actions.confirm.isPending || actions.cancel.isPending;

  const resetCalls = () => {
    actions.set.reset();
    actions.confirm.reset();
    actions.cancel.reset();
  };
  const requested = (): number => (counts ? Number(countText) : amount);
  const problemOf = (value: number): string | undefined => {
    if (counts) {
      if (!/^\d{1,7}$/u.test(countText.trim()) || value < 1 || value > LIMIT_COUNT_MAX)
        return t('limits.countInvalid', { max: formatCount(LIMIT_COUNT_MAX, language) });
      return undefined;
    }
    if (timed) {
      const max = SESSION_TIME_MAX_MINUTES[limit.period];
      if (value < 1 || value > max) return t('limits.timeInvalid', { max: formatMinutes(max, language) });
      return undefined;
    }
    if (value <= 0) return t('limits.required');
    if (value > LIMIT_AMOUNT_MAX) return t('limits.tooBig', { max: formatMoney(LIMIT_AMOUNT_MAX, language) });
    return undefined;
  };

  const startEdit = () => {
    resetCalls();
    setNotice(null);
    setError(undefined);
    setAmount(limit.amount ?? 0);
    setCountText(limit.amount === null ? '' : String(limit.amount));
    setStep({ name: 'edit' });
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    const value = requested();
    const problem = problemOf(value);
    setError(problem);
    if (problem) return;
    if (value === limit.amount) {
      setNotice({ tone: 'info', text: t('limits.unchanged') });
      setStep({ name: 'view' });
      return;
    }
    setStep({ name: 'review', amount: value });
  };

  const outcomeText = (outcome: LimitChangeOutcome, dueAt: string | null) => {
    switch (outcome) {
      case 'APPLIED':
        return t('limits.applied');
      case 'PENDING':
        return t('limits.pendingSaved', { time: dueAt ? time(dueAt) : '' });
      case 'UNCHANGED':
        return t('limits.unchanged');
      case 'CANCELLED':
        return t('limits.cancelled');
      default: {
        const unknown: never = outcome;
        return unknown;
      }
    }
  };
  const settled = (outcome: LimitChangeOutcome, limits: PlayerLimit[]) => {
    const now = limits.find((entry) => entry.kind === limit.kind && entry.period === limit.period);
    setNotice({
      tone: outcome === 'PENDING' ? 'info' : 'success',
      text: outcomeText(outcome, now?.pending?.dueAt ?? null),
    });
    setStep({ name: 'view' });
  };
  const send = (value: number | null) =>
    actions.set.mutate(
      { kind: limit.kind, period: limit.period, amount: value },
      {
        onSuccess: (answer) => settled(answer.outcome, answer.limits),
        onError: () => setStep({ name: 'edit' }),
      },
    );
  const confirmPending = () =>
    actions.confirm.mutate(
      { kind: limit.kind, period: limit.period },
      {
        onSuccess: (answer) => settled(answer.outcome, answer.limits),
        onError: () => setStep({ name: 'view' }),
      },
    );
  const cancelPending = () => {
    resetCalls();
    actions.cancel.mutate(
      { kind: limit.kind, period: limit.period },
      { onSuccess: (answer) => settled(answer.outcome, answer.limits) },
    );
  };

  const reviewTitle = (value: number | null) => {
    const values = { kind: kindInSentence, per, amount: value === null ? '' : show(value) };
    if (value === null) return t('limits.confirmRemove', values);
    if (limit.amount === null || value < limit.amount) return t('limits.confirmLower', values);
    return t('limits.confirmRaise', { ...values, hours: 24 });
  };
  const ratio = limit.amount ? Math.min(1, limit.used / limit.amount) : 0;

  return (
    <article
      className="limit-card"
      data-testid={`limit-card-${limit.kind}`}
      aria-labelledby={`limit-${limit.kind}`}
    >
      <header className="limit-card-head">
        <span className="limit-card-icon" aria-hidden="true">
          <Icon name={ICONS[limit.kind]} size={20} />
        </span>
        <div>
          <h2 className="limit-card-title" id={`limit-${limit.kind}`}>
            {kindName} <span className="limit-card-per">{per}</span>
          </h2>
          <p className="limit-card-hint">{t(`limits.hints.${limit.kind}`)}</p>
        </div>
      </header>

      <p className="limit-card-amount" data-testid="limit-amount">
        {limit.amount === null ? t('limits.noLimit') : show(limit.amount)}
      </p>
      {limit.amount !== null ? (
        <div
          className={`limit-meter${ratio >= 1 ? ' is-full' : ''}`}
          role="meter"
          aria-label={t('limits.usedLabel')}
          aria-valuemin={0}
          aria-valuemax={limit.amount}
          aria-valuenow={Math.min(limit.used, limit.amount)}
        >
          <span style={{ width: `${ratio * 100}%` }} />
        </div>
      ) : null}
      <p className="limit-card-usage" data-testid="limit-usage">
        {limit.amount === null
          ? t('limits.usedNoLimit', { used: show(limit.used) })
          : t('limits.used', { used: show(limit.used), limit: show(limit.amount) })}
        <span className="limit-card-resets"> · {t('limits.resets', { time: time(limit.resetsAt) })}</span>
      </p>

      {limit.pending ? (
        <div className="limit-pending" data-testid="limit-pending">
          <p>
            {limit.pending.amount === null
              ? t('limits.pendingRemoval')
              : t('limits.pending', { amount: show(limit.pending.amount) })}{' '}
            {due ? t('limits.pendingReady') : t('limits.pendingDue', { time: time(limit.pending.dueAt) })}
          </p>
          {step.name === 'confirmPending' ? (
            <ConfirmStep
              title={
                limit.pending.amount === null
                  ? t('limits.confirmRemoveNow', { kind: kindInSentence, per })
                  : t('limits.confirmRaiseNow', {
                      kind: kindInSentence,
                      per,
                      amount: show(limit.pending.amount),
                    })
              }
              confirmLabel={t('limits.confirm')}
              pending={actions.confirm.isPending}
              onConfirm={confirmPending}
              onBack={() => setStep({ name: 'view' })}
              testId="limit-confirm-pending-send"
              tone="accent"
            />
          ) : (
            <div className="limit-actions">
              {due ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={pending}
                  onClick={() => {
                    resetCalls();
                    setNotice(null);
                    setStep({ name: 'confirmPending' });
                  }}
                  data-testid="limit-confirm-pending"
                >
                  {limit.pending.amount === null
                    ? t('limits.confirmPendingRemoval')
                    : t('limits.confirmPending')}
                </button>
              ) : null}
              <button
                type="button"
                className="btn btn-secondary"
                disabled={pending}
                aria-busy={actions.cancel.isPending || undefined}
                onClick={cancelPending}
                data-testid="limit-cancel-pending"
              >
                {actions.cancel.isPending && <span className="btn-spinner" aria-hidden="true" />}
                {t('limits.cancelPending')}
              </button>
            </div>
          )}
        </div>
      ) : null}

      {notice ? (
        <FormAlert tone={notice.tone}>
          <span data-testid="limit-notice">{notice.text}</span>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert>
          <span data-testid="limit-error">{isApiError(failure) ? failure.message : t('limits.failed')}</span>
        </FormAlert>
      ) : null}

      {step.name === 'review' ? (
        <ConfirmStep
          title={reviewTitle(step.amount)}
          confirmLabel={t('limits.confirm')}
          pending={actions.set.isPending}
          onConfirm={() => send(step.amount)}
          onBack={() => setStep({ name: 'edit' })}
          testId="limit-confirm"
        />
      ) : step.name === 'edit' ? (
        <form className="limit-form" onSubmit={review} noValidate>
          {timed ? (
            <DurationField
              label={t('limits.timeLabel', { per })}
              value={amount}
              error={error}
              onValueChange={(minutes) => {
                setAmount(minutes);
                if (error) setError(undefined);
              }}
              data-testid="limit-input"
            />
          ) : counts ? (
            <TextField
              label={t('limits.countLabel', { per })}
              inputMode="numeric"
              autoComplete="off"
              value={countText}
              error={error}
              onChange={(event) => {
                if (!/^\d{0,7}$/u.test(event.target.value)) return;
                setCountText(event.target.value);
                if (error) setError(undefined);
              }}
              data-testid="limit-input"
            />
          ) : (
            <MoneyField
              label={t('limits.amountLabel', { per })}
              value={amount}
              error={error}
              onValueChange={(value) => {
                setAmount(value);
                if (error) setError(undefined);
              }}
              data-testid="limit-input"
            />
          )}
          <div className="limit-actions">
            <button type="submit" className="btn btn-primary" data-testid="limit-review">
              {t('limits.review')}
            </button>
            {limit.amount !== null ? (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setStep({ name: 'review', amount: null })}
                data-testid="limit-remove"
              >
                {t('limits.remove')}
              </button>
            ) : null}
            <button type="button" className="btn btn-ghost" onClick={() => setStep({ name: 'view' })}>
              {t('limits.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="limit-actions">
          <button type="button" className="btn btn-secondary" onClick={startEdit} data-testid="limit-edit">
            {limit.amount === null ? t('limits.set') : t('limits.change')}
          </button>
        </div>
      )}
    </article>
  );
};

const ICONS = {
  DEPOSIT: 'bank',
  LOSS: 'shield',
  WAGER: 'wallet',
  BET_COUNT: 'cards',
  SESSION_TIME: 'clock',
} as const;
