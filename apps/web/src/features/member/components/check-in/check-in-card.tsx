import { useState } from 'react';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { Icon } from '../../../../components/icon';
import { FormAlert } from '../../../../components/form/form-alert';
import { formatMoney } from '../../../../lib/format';
import { useCheckIn, useCheckInStatus } from '../../api/check-in';
import './check-in.css';

/**
 * The daily check-in (docs/check-in.md; the spec's activity status SIGNED): a strip of the streak's
 * days with each day's reward, the days done this cycle marked, and the button that checks in for
 * today. Shown at the top of the reward centre where the profile offers CHECK_IN.
 */
export const CheckInCard = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const status = useCheckInStatus();
  const checkIn = useCheckIn();
  const [creditedDay, setCreditedDay] = useState<number | null>(null);

  if (!status.offered) return null;
  if (status.isPending) {
    return (
      <section className="check-in" aria-busy="true" data-testid="check-in">
        <h2 className="check-in-title">{t('checkIn.title')}</h2>
        <p className="check-in-muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (status.isError) {
    return (
      <section className="check-in" data-testid="check-in">
        <h2 className="check-in-title">{t('checkIn.title')}</h2>
        <FormAlert>{t('checkIn.loadError')}</FormAlert>
        <button type="button" className="btn btn-secondary" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  const { days, streak, checkedInToday } = status.data;
  const send = () => {
    setCreditedDay(null);
    checkIn.mutate(undefined, { onSuccess: (done) => setCreditedDay(done.day) });
  };
  return (
    <section className="check-in" aria-labelledby="check-in-title" data-testid="check-in">
      <div className="check-in-head">
        <span className="check-in-icon" aria-hidden="true">
          <Icon name="flame" size={22} />
        </span>
        <div>
          <h2 id="check-in-title" className="check-in-title">
            {t('checkIn.title')}
          </h2>
          <p className="check-in-streak" data-testid="check-in-streak">
            {streak > 0 ? t('checkIn.streak', { count: streak }) : t('checkIn.noStreak')}
          </p>
        </div>
      </div>
      <p className="check-in-muted">{t('checkIn.lead')}</p>
      <ol className="check-in-strip" aria-label={t('checkIn.stripLabel')}>
        {days.map((day) => (
          <li
            key={day.day}
            className={`check-in-day${day.done ? ' is-done' : ''}${day.today ? ' is-today' : ''}`}
            aria-current={day.today ? 'date' : undefined}
            data-testid={`check-in-day-${day.day}`}
          >
            <span className="check-in-day-label">
              {day.today ? t('checkIn.today') : t('checkIn.day', { day: day.day })}
            </span>
            <span className="check-in-day-mark" aria-hidden="true">
              <Icon name={day.done ? 'success' : 'gift'} size={18} />
            </span>
            {day.cash > 0 ? (
              <span className="check-in-day-cash">{formatMoney(day.cash, language)}</span>
            ) : null}
            {day.points > 0 ? (
              <span className="check-in-day-points">{t('checkIn.points', { count: day.points })}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {creditedDay !== null ? (
        <FormAlert tone="success">
          <span data-testid="check-in-credited">{t('checkIn.credited', { day: creditedDay })}</span>
        </FormAlert>
      ) : null}
      {checkIn.error ? <FormAlert>{checkIn.error.message}</FormAlert> : null}
      <button
        type="button"
        className="btn btn-primary btn-lg check-in-button"
        disabled={checkedInToday || checkIn.isPending}
        onClick={send}
        data-testid="check-in-button"
      >
        {checkedInToday ? t('checkIn.done') : checkIn.isPending ? t('checkIn.checking') : t('checkIn.button')}
      </button>
      <p className="check-in-muted check-in-note">{t('checkIn.resetNote')}</p>
    </section>
  );
};
