import { useEffect } from 'react';
import type { SportsEventDetail } from '@platform/contracts';
import { useSports } from './sportsbook-parts';
import { builderTakes } from './use-builder';

/**
 * Whether the event offers a bet builder: a football match before or during play with at least two
 * open markets the builder takes, and a book that has not said it prices none for it.
 */
export const builderOffered = (event: SportsEventDetail, unavailable: ReadonlySet<string>) =>
  event.sport === 'FOOTBALL' &&
  (event.status === 'SCHEDULED' || event.status === 'LIVE') &&
  !unavailable.has(event.id) &&
  event.markets.filter((market) => market.status === 'OPEN' && builderTakes(market.key)).length >= 2;

/** The "Criar aposta" switch of an event page: turns the page's odds into the builder's picks. */
export const BuilderToggle = ({ event }: { event: SportsEventDetail }) => {
  const { t, builder } = useSports();
  const offered = builder !== null && builderOffered(event, builder.unavailable);
  const on = builder?.state.event?.id === event.id;
  const stop = builder?.stop;
  // A match that stops offering it (full time, the book refusing) leaves builder mode.
  useEffect(() => {
    if (on && !offered) stop?.();
  }, [offered, on, stop]);
  if (!builder || !offered) return null;
  return (
    <section className={`sb-builder-bar${on ? ' is-on' : ''}`} aria-label={t('builderToggle')}>
      <button
        type="button"
        className="sb-builder-toggle"
        aria-pressed={on}
        data-testid="builder-toggle"
        onClick={() =>
          on
            ? builder.stop()
            : builder.start({
                id: event.id,
                home: event.home.name,
                away: event.away.name,
                competition: event.competition.name,
                startsAt: event.startsAt,
                live: event.status === 'LIVE',
              })
        }
      >
        <span className="sb-builder-switch" aria-hidden="true">
          <span />
        </span>
        <span className="sb-builder-toggle-label">{t('builderToggle')}</span>
      </button>
      <p className="sb-builder-intro">{t('builderIntro')}</p>
    </section>
  );
};
