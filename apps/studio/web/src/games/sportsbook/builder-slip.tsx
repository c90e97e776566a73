import { useId, useMemo } from 'react';
import { SPORTS_BUILDER_LEGS } from '@platform/contracts';
import { parseMoneyInput } from '@platform/web-kit';
import { ConfirmPanel, PolicyField, QuickStakes, SlipDone, SlipMessages, StakeField } from './bet-slip';
import { formatOdds, marketName, maxReturn, selectionName } from './sportsbook-math';
import { useSports } from './sportsbook-parts';
import { builderLegKey, type Builder, type BuilderQuote } from './use-builder';
import type { Placement } from './use-placement';

/** The builder's price: the odds, "pricing…" while asked, or why there is none. */
const BuilderPrice = ({
  quote,
  legs,
  onRetry,
}: {
  quote: BuilderQuote;
  legs: number;
  onRetry: () => void;
}) => {
  const { t, language } = useSports();
  switch (quote.kind) {
    case 'none':
      return legs === 1 ? <p className="sb-builder-hint">{t('builderNeedsOne')}</p> : null;
    case 'quoting':
      return (
        <div className="sb-builder-price is-quoting" aria-busy="true" data-testid="builder-quoting">
          <span className="sb-builder-price-label">{t('builderOdds')}</span>
          <span className="sb-builder-price-value">
            <span className="sb-spinner" aria-hidden="true" />
            {quote.oddsE3 !== null ? formatOdds(quote.oddsE3, language) : null}
          </span>
          <span className="visually-hidden" role="status">
            {t('builderQuoting')}
          </span>
        </div>
      );
    case 'priced': {
      const moved = quote.previousE3 === null ? null : quote.oddsE3 > quote.previousE3 ? 'up' : 'down';
      return (
        <div className="sb-builder-price" data-testid="builder-price">
          <span className="sb-builder-price-label">{t('builderOdds')}</span>
          <span className="sb-builder-price-value" aria-live="polite">
            {moved ? (
              <span className={`sb-move is-${moved}`} aria-hidden="true">
                {moved === 'up' ? '▲' : '▼'}
              </span>
            ) : null}
            <strong data-testid="builder-odds">{formatOdds(quote.oddsE3, language)}</strong>
          </span>
        </div>
      );
    }
    case 'refused':
      return (
        <p className="sb-slip-error" role="alert" data-testid="builder-refused">
          {quote.message}
        </p>
      );
    case 'suspended':
      return (
        <p className="sb-slip-notice" role="status">
          {t('builderSuspended')}
        </p>
      );
    case 'closed':
      return (
        <p className="sb-slip-error" role="alert">
          {t('builderClosed')}
        </p>
      );
    case 'failed':
      return (
        <div className="sb-slip-error" role="alert">
          <p>
            {t('builderQuoteFailed')} {quote.message}
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    default: {
      const never: never = quote;
      return never;
    }
  }
};

/**
 * The bet builder's slip: the legs of one match, its own price from builder-quote, a stake, the
 * return, and placement through builder-place with the slip's confirmation and odds policy.
 */
export const BuilderSlipPanel = (props: {
  builder: Builder;
  placement: Placement;
  balance: number;
  onViewBets: () => void;
}) => {
  const { t, money, language, game, slip } = useSports();
  const { builder, placement } = props;
  const { event, legs, stake } = builder.state;
  const { quote } = builder;
  const stakeId = useId();
  const locked = placement.phase === 'placing' || placement.phase === 'confirm';

  const view = useMemo(() => {
    const typed = stake.trim() === '' ? null : parseMoneyInput(stake, language);
    const stakeError =
      typed === null
        ? null
        : typed <= 0
          ? t('stakeInvalid')
          : typed < game.minStakeMinor || typed > game.maxStakeMinor
            ? t('stakeRange', { min: money(game.minStakeMinor), max: money(game.maxStakeMinor) })
            : null;
    const stakeMinor = typed !== null && stakeError === null ? typed : null;
    const oddsE3 = quote.kind === 'priced' ? quote.oddsE3 : null;
    const result =
      stakeMinor !== null && oddsE3 !== null
        ? maxReturn({
            shape: { kind: 'ACCUMULATOR' },
            oddsE3: [oddsE3],
            stakePerLineMinor: stakeMinor,
            maxPayoutMinor: game.maxPayoutMinor,
          })
        : { returnMinor: 0, capped: false };
    const suspended = legs.some((leg) => leg.suspended);
    const blocker = suspended
      ? t('removeSuspended')
      : stakeMinor !== null && stakeMinor > props.balance
        ? t('lowBalance')
        : null;
    return {
      stakeError,
      stakeMinor,
      oddsE3,
      ...result,
      blocker,
      ready: stakeMinor !== null && oddsE3 !== null && blocker === null,
    };
  }, [game, language, legs, money, props.balance, quote, stake, t]);

  if (placement.phase === 'done') return <SlipDone placement={placement} onViewBets={props.onViewBets} />;
  if (!event) return null;

  if (legs.length === 0) {
    return (
      <div className="sb-slip-empty" data-testid="builder-empty">
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
          <path
            d="M14 10h20M14 24h20M14 38h20"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <circle cx="9" cy="10" r="3" fill="currentColor" />
          <circle cx="9" cy="24" r="3" fill="currentColor" />
          <circle cx="9" cy="38" r="3" fill="currentColor" />
        </svg>
        <p className="studio-empty-title">{t('builderEmpty')}</p>
        <p className="studio-muted">{t('builderEmptyHint')}</p>
      </div>
    );
  }

  const teams = { home: event.home, away: event.away };
  const refusedKey = quote.kind === 'refused' ? quote.legKey : null;
  const place = () => {
    if (view.stakeMinor === null || view.oddsE3 === null) return;
    void placement.placeBuilder(
      {
        eventId: event.id,
        legs: legs.map(({ marketKey, selection }) => ({ marketKey, selection })),
        oddsE3: view.oddsE3,
        stakeMinor: view.stakeMinor,
      },
      slip.state.policy,
      {
        onPlaced: builder.clear,
        onPriceNow: builder.priceNow,
        onRefused: builder.requote,
      },
    );
  };

  return (
    <div className="sb-slip-body sb-builder-slip" data-testid="builder-slip">
      <p className="sb-builder-event">
        {event.live ? <span className="sb-leg-live">{t('liveBadge')}</span> : null}
        {event.home} x {event.away}
      </p>
      <ol className="sb-legs sb-builder-legs">
        {legs.map((leg) => {
          const key = builderLegKey(leg);
          const name = selectionName({
            marketKey: leg.marketKey,
            selection: leg.selection,
            teams,
            t,
            language,
          });
          const refused = key === refusedKey && quote.kind === 'refused' && quote.legReason !== null;
          return (
            <li
              key={key}
              className={`sb-leg sb-builder-leg${refused ? ' is-refused' : ''}${leg.suspended ? ' is-suspended' : ''}`}
              data-testid="builder-leg"
              aria-invalid={refused || undefined}
            >
              <div className="sb-leg-head">
                <span className="sb-builder-dot" aria-hidden="true" />
                <span className="sb-leg-name">{name}</span>
                <button
                  type="button"
                  className="sb-leg-remove"
                  aria-label={t('remove', { name })}
                  disabled={locked}
                  onClick={() => builder.remove(key)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <p className="sb-leg-market">{marketName(leg.marketKey, t, language)}</p>
              {leg.suspended ? <p className="sb-leg-flag">{t('suspendedLeg')}</p> : null}
              {refused && quote.kind === 'refused' && quote.legReason ? (
                <p className="sb-builder-leg-why" data-testid="builder-leg-why">
                  {t(quote.legReason)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {builder.limitHit ? (
        <p className="sb-slip-error" role="alert">
          {t('builderMax', { max: SPORTS_BUILDER_LEGS.max })}
        </p>
      ) : null}
      <p className="sb-slip-note">{t('builderLegsNote')}</p>

      <BuilderPrice quote={quote} legs={legs.length} onRetry={builder.requote} />

      <div className="sb-slip-stake">
        <label className="sb-stake-label" htmlFor={stakeId}>
          {t('stake')}
        </label>
        <StakeField
          id={stakeId}
          label={t('stake')}
          value={stake}
          error={view.stakeError}
          disabled={locked}
          onChange={builder.setStake}
        />
        <QuickStakes disabled={locked} onPick={builder.setStake} />
      </div>

      <dl className="sb-slip-totals">
        <div className="sb-slip-row">
          <dt>{t('totalStake')}</dt>
          <dd>{money(view.stakeMinor ?? 0)}</dd>
        </div>
        <div className="sb-slip-row is-return">
          <dt>{t('potentialReturn')}</dt>
          <dd data-testid="builder-return">{money(view.returnMinor)}</dd>
        </div>
        {view.capped ? (
          <p className="sb-slip-note">{t('capped', { max: money(game.maxPayoutMinor) })}</p>
        ) : null}
      </dl>

      <PolicyField
        value={slip.state.policy}
        disabled={locked}
        onChange={(next) => slip.update({ policy: next })}
      />

      {event.live && game.inPlayDelayMs > 0 ? (
        <p className="sb-slip-note">{t('inPlayDelay', { seconds: Math.ceil(game.inPlayDelayMs / 1000) })}</p>
      ) : null}
      <SlipMessages placement={placement} blocker={view.blocker} />

      {placement.phase === 'confirm' || placement.phase === 'placing' ? (
        <ConfirmPanel
          placement={placement}
          ready={view.ready}
          onConfirm={place}
          summary={
            <>
              {t('builderConfirm', {
                count: legs.length,
                odds: view.oddsE3 === null ? '–' : formatOdds(view.oddsE3, language),
              })}
              {' · '}
              {money(view.stakeMinor ?? 0)} → {money(view.returnMinor)}
            </>
          }
        />
      ) : (
        <div className="sb-slip-actions">
          <button type="button" className="btn btn-ghost sb-clear" onClick={builder.clear}>
            {t('clear')}
          </button>
          <button
            type="button"
            className="btn btn-primary sb-place"
            disabled={!view.ready}
            onClick={placement.askConfirm}
            data-testid="builder-place"
          >
            {t('placeBet', { amount: money(view.stakeMinor ?? 0) })}
          </button>
        </div>
      )}
    </div>
  );
};
