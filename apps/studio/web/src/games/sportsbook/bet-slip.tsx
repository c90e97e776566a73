import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { ODDS_CHANGE_POLICIES, type OddsChangePolicy, type SportsBetShape } from '@platform/contracts';
import { acceptsMoneyTyping, formatMoneyInput, parseMoneyInput } from '@platform/web-kit';
import type { SportsT } from './sportsbook-i18n';
import {
  formatOdds,
  formatTotalOdds,
  linesOf,
  marketName,
  maxReturn,
  selectionName,
  shapeId,
  systemsFor,
  totalOdds,
} from './sportsbook-math';
import { useSports } from './sportsbook-parts';
import { legId, type SlipLeg, type SlipMode } from './use-bet-slip';
import type { Placement, SlipTicket } from './use-placement';

export const shapeLabel = (shape: SportsBetShape, legs: number, t: SportsT): string => {
  switch (shape.kind) {
    case 'SINGLE':
      return t('single');
    case 'ACCUMULATOR':
      return `${t('accumulator')} (${legs})`;
    case 'K_FROM_N':
      return `${t('system')} ${t('kFromN', { k: shape.k, n: legs })}`;
    case 'NAMED':
      return t(`named.${shape.name}`);
    case 'BUILDER':
      return `${t('builder')} (${legs})`;
    default: {
      const never: never = shape;
      return never;
    }
  }
};

/** A typed stake read: empty, not an amount, out of range, or fine. */
type StakeCheck = { minor: number | null; error: string | null };

const shortId = (id: string) => id.replace(/-/gu, '').slice(0, 8).toUpperCase();

/** What the slip would send now, and why it cannot when it cannot. */
const useTickets = (balance: number) => {
  const { t, money, language, game, slip } = useSports();
  const { legs, mode, stakes, stake, systemId } = slip.state;

  return useMemo(() => {
    const range = t('stakeRange', { min: money(game.minStakeMinor), max: money(game.maxStakeMinor) });
    const check = (text: string, lines = 1): StakeCheck => {
      if (text.trim() === '') return { minor: null, error: null };
      const minor = parseMoneyInput(text, language);
      if (minor === null || minor <= 0) return { minor: null, error: t('stakeInvalid') };
      if (minor < game.minStakeMinor || minor * lines > game.maxStakeMinor) return { minor, error: range };
      return { minor, error: null };
    };
    const events = new Set(legs.map((leg) => leg.eventId));
    const sameEvent = events.size < legs.length;
    const accReason = legs.length < 2 ? t('accNeedsTwo') : sameEvent ? t('accSameEvent') : null;
    const systemReason = legs.length < 3 ? t('systemNeedsThree') : sameEvent ? t('accSameEvent') : null;
    const systems = systemsFor(legs.length);
    const effective: SlipMode =
      mode === 'ACCUMULATOR' && accReason === null
        ? 'ACCUMULATOR'
        : mode === 'SYSTEM' && systemReason === null
          ? 'SYSTEM'
          : 'SINGLE';
    const system = systems.find((shape) => shapeId(shape) === systemId) ?? systems[0] ?? null;
    const shape: SportsBetShape =
      effective === 'SINGLE'
        ? { kind: 'SINGLE' }
        : effective === 'ACCUMULATOR'
          ? { kind: 'ACCUMULATOR' }
          : (system ?? { kind: 'SINGLE' });
    const lines = effective === 'SINGLE' ? 1 : linesOf(shape, legs.length);

    const singleChecks = new Map(legs.map((leg) => [legId(leg), check(stakes[legId(leg)] ?? '')]));
    const comboCheck = check(stake, lines);

    let tickets: SlipTicket[] = [];
    let returnMinor = 0;
    let capped = false;
    const legReturns = new Map<string, number>();
    if (effective === 'SINGLE') {
      for (const leg of legs) {
        const minor = singleChecks.get(legId(leg))?.minor ?? null;
        if (minor === null) continue;
        const result = maxReturn({
          shape: { kind: 'SINGLE' },
          oddsE3: [leg.oddsE3],
          stakePerLineMinor: minor,
          maxPayoutMinor: game.maxPayoutMinor,
        });
        legReturns.set(legId(leg), result.returnMinor);
        returnMinor += result.returnMinor;
        capped ||= result.capped;
        tickets.push({ legs: [leg], shape: { kind: 'SINGLE' }, stakePerLineMinor: minor });
      }
    } else if (comboCheck.minor !== null) {
      const result = maxReturn({
        shape,
        oddsE3: legs.map((leg) => leg.oddsE3),
        stakePerLineMinor: comboCheck.minor,
        maxPayoutMinor: game.maxPayoutMinor,
      });
      returnMinor = result.returnMinor;
      capped = result.capped;
      tickets = [{ legs, shape, stakePerLineMinor: comboCheck.minor }];
    }
    const cost = tickets.reduce(
      (sum, ticket) => sum + ticket.stakePerLineMinor * linesOf(ticket.shape, ticket.legs.length),
      0,
    );
    const fieldErrors =
      effective === 'SINGLE'
        ? [...singleChecks.values()].some((item) => item.error !== null)
        : comboCheck.error !== null;
    const suspended = legs.some((leg) => leg.suspended);
    const blocker = suspended ? t('removeSuspended') : cost > balance ? t('lowBalance') : null;
    return {
      effective,
      shape,
      systems,
      lines,
      accReason,
      systemReason,
      singleChecks,
      comboCheck,
      tickets,
      cost,
      returnMinor,
      capped,
      legReturns,
      blocker,
      ready: tickets.length > 0 && !fieldErrors && blocker === null,
    };
  }, [balance, game, language, legs, mode, money, stake, stakes, systemId, t]);
};

export const StakeField = (props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
  disabled: boolean;
}) => {
  const { language } = useSports();
  const errorId = `${props.id}-error`;
  return (
    <div className="sb-stake-field">
      <div className={`sb-stake-input${props.error ? ' is-invalid' : ''}`}>
        <span aria-hidden="true">R$</span>
        <input
          id={props.id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={language === 'PT' ? '0,00' : '0.00'}
          aria-label={props.label}
          aria-invalid={props.error !== null}
          aria-describedby={props.error ? errorId : undefined}
          value={props.value}
          disabled={props.disabled}
          onChange={(event) => {
            if (acceptsMoneyTyping(event.target.value, language)) props.onChange(event.target.value);
          }}
          onBlur={(event) => {
            const minor = parseMoneyInput(event.target.value, language);
            if (minor !== null && minor > 0) props.onChange(formatMoneyInput(minor, language));
          }}
        />
      </div>
      {props.error ? (
        <p id={errorId} className="sb-field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
};

const OddsMove = ({ leg }: { leg: SlipLeg }) => {
  if (leg.previousOddsE3 === null || leg.previousOddsE3 === leg.oddsE3) return null;
  const up = leg.oddsE3 > leg.previousOddsE3;
  return (
    <span className={`sb-move ${up ? 'is-up' : 'is-down'}`} aria-hidden="true">
      {up ? '▲' : '▼'}
    </span>
  );
};

const LegRow = (props: {
  leg: SlipLeg;
  single: boolean;
  stakeText: string;
  stakeError: string | null;
  returnMinor: number | null;
  error: string | null;
  locked: boolean;
}) => {
  const { t, language, money, slip } = useSports();
  const { leg } = props;
  const id = legId(leg);
  const inputId = useId();
  const teams = { home: leg.home, away: leg.away };
  const name = selectionName({ marketKey: leg.marketKey, selection: leg.selection, teams, t, language });
  return (
    <li className={`sb-leg${leg.suspended ? ' is-suspended' : ''}`} data-testid="slip-leg">
      <div className="sb-leg-head">
        <span className="sb-leg-name">{name}</span>
        <span className="sb-leg-odds" data-testid="slip-odds">
          <OddsMove leg={leg} />
          {formatOdds(leg.oddsE3, language)}
        </span>
        <button
          type="button"
          className="sb-leg-remove"
          aria-label={t('remove', { name })}
          disabled={props.locked}
          onClick={() => slip.remove(id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="sb-leg-market">{marketName(leg.marketKey, t, language)}</p>
      <p className="sb-leg-event">
        {leg.live ? <span className="sb-leg-live">{t('liveBadge')}</span> : null}
        {leg.home} x {leg.away}
      </p>
      {leg.suspended ? <p className="sb-leg-flag">{t('suspendedLeg')}</p> : null}
      {props.single ? (
        <div className="sb-leg-stake">
          <StakeField
            id={inputId}
            label={t('stakeFor', { name })}
            value={props.stakeText}
            error={props.stakeError}
            disabled={props.locked}
            onChange={(text) => slip.update({ stakes: { ...slip.state.stakes, [id]: text } })}
          />
          <span className="sb-leg-return">
            <span className="studio-muted">{t('potentialReturn')}</span>
            <strong data-testid="leg-return">{money(props.returnMinor ?? 0)}</strong>
          </span>
        </div>
      ) : null}
      {props.error ? (
        <p className="sb-field-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </li>
  );
};

/** A placed bet: its reference, shape and stake, the balance after, and where to go next. */
export const SlipDone = (props: { placement: Placement; onViewBets: () => void }) => {
  const { t, money } = useSports();
  const { placement } = props;
  return (
    <div className="sb-slip-done" role="status" data-testid="slip-done">
      <p className="sb-done-title">{t('placed', { count: placement.placed.length })}</p>
      <ul className="sb-done-list">
        {placement.placed.map((bet) => (
          <li key={bet.id}>
            <span>{t('betRef', { id: shortId(bet.id) })}</span>
            <span className="studio-muted">
              {shapeLabel(bet.shape, bet.legs.length, t)} · {money(bet.stakeMinor)}
            </span>
          </li>
        ))}
      </ul>
      {placement.balanceAfter !== null ? (
        <p className="sb-done-balance">
          {t('balance')}: <strong>{money(placement.balanceAfter)}</strong>
        </p>
      ) : null}
      <div className="sb-slip-actions">
        <button type="button" className="btn btn-primary" onClick={props.onViewBets}>
          {t('viewMyBets')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={placement.startNew}>
          {t('newBet')}
        </button>
      </div>
    </div>
  );
};

/** What the placement says: the odds moved, the server's refusal, what keeps the slip from betting. */
export const SlipMessages = (props: { placement: Placement; blocker: string | null }) => {
  const { t } = useSports();
  const { placement } = props;
  return (
    <>
      {placement.notice === 'odds-changed' ? (
        <p className="sb-slip-notice" role="status" data-testid="odds-changed">
          {t('oddsChangedAsk')}
        </p>
      ) : null}
      {placement.error ? (
        <p className="sb-slip-error" role="alert" data-testid="slip-error">
          {placement.error}
        </p>
      ) : null}
      {props.blocker ? <p className="sb-slip-error">{props.blocker}</p> : null}
    </>
  );
};

/** The last step before money moves: what is bet and what it returns, back to edit, or confirm. */
export const ConfirmPanel = (props: {
  placement: Placement;
  ready: boolean;
  summary: ReactNode;
  onConfirm: () => void;
}) => {
  const { t } = useSports();
  const { placement } = props;
  const ref = useRef<HTMLDivElement>(null);
  // The confirmation shows where the player looks: below the stakes, scrolled into view.
  useEffect(() => {
    if (placement.phase === 'confirm') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [placement.phase]);
  return (
    <div
      ref={ref}
      className="sb-confirm"
      role="group"
      aria-label={t('confirmTitle')}
      data-testid="slip-confirm"
    >
      <p className="sb-confirm-title">{t('confirmTitle')}</p>
      <p className="sb-confirm-summary">{props.summary}</p>
      <div className="sb-slip-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={placement.phase === 'placing'}
          onClick={placement.reset}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="btn btn-primary sb-place"
          disabled={placement.phase === 'placing' || !props.ready}
          aria-busy={placement.phase === 'placing'}
          onClick={props.onConfirm}
        >
          {placement.phase === 'placing' ? (
            <>
              <span className="sb-spinner" aria-hidden="true" />
              {t('placing')}
            </>
          ) : (
            t('confirmBet')
          )}
        </button>
      </div>
    </div>
  );
};

/** The quick stakes of the game: a tap writes the amount into the stake. */
export const QuickStakes = (props: { disabled: boolean; onPick: (text: string) => void }) => {
  const { t, money, language, game } = useSports();
  return (
    <div className="sb-quick" role="group" aria-label={t('stake')}>
      {game.quickStakesMinor.map((amount) => (
        <button
          key={amount}
          type="button"
          className="sb-quick-btn"
          disabled={props.disabled}
          onClick={() => props.onPick(formatMoneyInput(amount, language))}
        >
          {money(amount).replace(/,00$|\.00$/u, '')}
        </button>
      ))}
    </div>
  );
};

/** The odds-change policy: what placement may accept when the price moved. */
export const PolicyField = (props: {
  value: OddsChangePolicy;
  disabled: boolean;
  onChange: (policy: OddsChangePolicy) => void;
}) => {
  const { t } = useSports();
  return (
    <label className="sb-policy">
      <span className="sb-stake-label">{t('oddsPolicy')}</span>
      <select
        value={props.value}
        disabled={props.disabled}
        onChange={(event) =>
          props.onChange(ODDS_CHANGE_POLICIES.find((item) => item === event.target.value) ?? 'HIGHER')
        }
      >
        {ODDS_CHANGE_POLICIES.map((item) => (
          <option key={item} value={item}>
            {t(`policy.${item}`)}
          </option>
        ))}
      </select>
    </label>
  );
};

/** The bet slip: selections, the bet's shape, stakes and returns, confirmation and the result. */
export const BetSlipPanel = (props: {
  placement: Placement;
  balance: number;
  onViewBets: () => void;
  headingId?: string;
}) => {
  const { t, money, language, game, slip } = useSports();
  const { placement } = props;
  const { legs, mode, stakes, stake, policy } = slip.state;
  const view = useTickets(props.balance);
  const allId = useId();
  const comboId = useId();
  const reasonId = useId();
  const locked = placement.phase === 'placing' || placement.phase === 'confirm';
  const live = legs.some((leg) => leg.live) && game.inPlayDelayMs > 0;

  if (placement.phase === 'done') return <SlipDone placement={placement} onViewBets={props.onViewBets} />;

  if (legs.length === 0) {
    return (
      <div className="sb-slip-empty">
        <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
          <rect
            x="10"
            y="6"
            width="28"
            height="36"
            rx="4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
          <path
            d="M16 16h16M16 23h16M16 30h9"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <p className="studio-empty-title">{t('slipEmpty')}</p>
        <p className="studio-muted">{t('slipEmptyHint')}</p>
      </div>
    );
  }

  const modes: { id: SlipMode; label: string; reason: string | null }[] = [
    { id: 'SINGLE', label: t('single'), reason: null },
    { id: 'ACCUMULATOR', label: t('accumulator'), reason: view.accReason },
    { id: 'SYSTEM', label: t('system'), reason: view.systemReason },
  ];
  const chosenReason = modes.find((item) => item.id === mode)?.reason ?? null;
  const single = view.effective === 'SINGLE';
  const actionLabel = single
    ? t('placeBets', { count: Math.max(1, view.tickets.length), amount: money(view.cost) })
    : t('placeBet', { amount: money(view.cost) });

  return (
    <div className="sb-slip-body">
      <div className="sb-slip-modes" role="group" aria-label={t('slip')}>
        {modes.map((item) => (
          <button
            key={item.id}
            type="button"
            className={`sb-mode${view.effective === item.id ? ' is-active' : ''}`}
            aria-pressed={view.effective === item.id}
            disabled={item.reason !== null || locked}
            aria-describedby={item.reason !== null ? reasonId : undefined}
            title={item.reason ?? undefined}
            onClick={() => slip.update({ mode: item.id })}
          >
            {item.label}
          </button>
        ))}
      </div>
      {legs.length >= 2 && (view.accReason ?? chosenReason) ? (
        <p id={reasonId} className="sb-mode-reason" data-testid="mode-reason">
          {chosenReason ?? view.accReason}
        </p>
      ) : null}

      <ul className="sb-legs">
        {legs.map((leg) => {
          const id = legId(leg);
          const check = view.singleChecks.get(id);
          return (
            <LegRow
              key={id}
              leg={leg}
              single={single}
              stakeText={stakes[id] ?? ''}
              stakeError={check?.error ?? null}
              returnMinor={view.legReturns.get(id) ?? null}
              error={placement.legErrors[id] ?? null}
              locked={locked}
            />
          );
        })}
      </ul>

      <div className="sb-slip-stake">
        {single ? (
          legs.length > 1 ? (
            <label className="sb-stake-label" htmlFor={allId}>
              {t('stakeAll')}
            </label>
          ) : null
        ) : view.effective === 'SYSTEM' ? (
          <div className="sb-system-pick">
            <label className="sb-stake-label" htmlFor={`${comboId}-system`}>
              {t('systemKind')}
            </label>
            <select
              id={`${comboId}-system`}
              value={shapeId(view.shape)}
              disabled={locked}
              onChange={(event) => slip.update({ systemId: event.target.value })}
            >
              {view.systems.map((shape) => (
                <option key={shapeId(shape)} value={shapeId(shape)}>
                  {shapeLabel(shape, legs.length, t)} — {t('lines', { count: linesOf(shape, legs.length) })}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="sb-slip-row">
            <span className="studio-muted">{t('totalOdds')}</span>
            <strong data-testid="total-odds">
              {formatTotalOdds(totalOdds(legs.map((leg) => leg.oddsE3)), language)}
            </strong>
          </div>
        )}
        {single && legs.length === 1 ? null : (
          <>
            {!single ? (
              <label className="sb-stake-label" htmlFor={comboId}>
                {view.effective === 'SYSTEM' ? t('stakePerLine') : t('stake')}
              </label>
            ) : null}
            <StakeField
              id={single ? allId : comboId}
              label={single ? t('stakeAll') : view.effective === 'SYSTEM' ? t('stakePerLine') : t('stake')}
              value={stake}
              error={single ? null : view.comboCheck.error}
              disabled={locked}
              onChange={(text) =>
                slip.update(
                  single
                    ? { stake: text, stakes: Object.fromEntries(legs.map((leg) => [legId(leg), text])) }
                    : { stake: text },
                )
              }
            />
          </>
        )}
        <QuickStakes
          disabled={locked}
          onPick={(text) =>
            slip.update(
              single
                ? { stake: text, stakes: Object.fromEntries(legs.map((leg) => [legId(leg), text])) }
                : { stake: text },
            )
          }
        />
      </div>

      <dl className="sb-slip-totals">
        {view.effective === 'SYSTEM' ? (
          <div className="sb-slip-row">
            <dt>{t('linesLabel')}</dt>
            <dd data-testid="system-lines">{view.lines}</dd>
          </div>
        ) : null}
        <div className="sb-slip-row">
          <dt>{view.effective === 'SYSTEM' ? t('totalCost') : t('totalStake')}</dt>
          <dd data-testid="slip-cost">{money(view.cost)}</dd>
        </div>
        <div className="sb-slip-row is-return">
          <dt>{view.effective === 'SYSTEM' ? t('maxReturn') : t('potentialReturn')}</dt>
          <dd data-testid="slip-return">{money(view.returnMinor)}</dd>
        </div>
        {view.capped ? (
          <p className="sb-slip-note">{t('capped', { max: money(game.maxPayoutMinor) })}</p>
        ) : null}
      </dl>

      <PolicyField value={policy} disabled={locked} onChange={(next) => slip.update({ policy: next })} />

      {live ? (
        <p className="sb-slip-note">{t('inPlayDelay', { seconds: Math.ceil(game.inPlayDelayMs / 1000) })}</p>
      ) : null}
      {placement.placed.length > 0 && placement.phase !== 'placing' ? (
        <p className="sb-slip-note is-ok">{t('placed', { count: placement.placed.length })}</p>
      ) : null}
      <SlipMessages placement={placement} blocker={view.blocker} />

      {placement.phase === 'confirm' || placement.phase === 'placing' ? (
        <ConfirmPanel
          placement={placement}
          ready={view.ready}
          onConfirm={() => void placement.place(view.tickets, policy)}
          summary={
            <>
              {single
                ? `${t('single')} × ${view.tickets.length}`
                : `${shapeLabel(view.shape, legs.length, t)} · ${t('lines', { count: view.lines })}`}
              {' · '}
              {money(view.cost)} → {money(view.returnMinor)}
            </>
          }
        />
      ) : (
        <div className="sb-slip-actions">
          <button type="button" className="btn btn-ghost sb-clear" onClick={slip.clear}>
            {t('clear')}
          </button>
          <button
            type="button"
            className="btn btn-primary sb-place"
            disabled={!view.ready}
            onClick={placement.askConfirm}
            data-testid="slip-place"
          >
            {actionLabel}
          </button>
        </div>
      )}
    </div>
  );
};
