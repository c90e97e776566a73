import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CLOCK_TICK_MS } from '@platform/contracts';
import { formatClock } from '../../lib/format';

/** Local time, ticking every second (spec section 9). */
export const Clock = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let handle: number;
    // Align ticks to the wall-clock second so the display never lags behind by up to a second.
    const schedule = () => {
      handle = window.setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS),
      );
    };
    schedule();
    return () => window.clearTimeout(handle);
  }, []);

  return (
    <span className={className} title={t('header.clock')} data-testid="clock">
      <span className="visually-hidden">{t('header.clock')}: </span>
      <time dateTime={now.toISOString()}>{formatClock(now)}</time>
    </span>
  );
};
