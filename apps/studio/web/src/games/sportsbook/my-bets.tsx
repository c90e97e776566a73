import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  SportsAutoCashOutResponse,
  SportsBet,
  SportsBetLeg,
  SportsBetsResponse,
  SportsCashOutResponse,
} from '@platform/contracts';
import { acceptsMoneyTyping, parseMoneyInput } from '@platform/web-kit';
import { announceBalanceChange } from '../../frame-messages';
import { Modal } from '../../modal';
import { StudioError, type StudioApi } from '../../studio-api';
import { shapeLabel } from './bet-slip';
import { formatOdds, marketName, selectionName, teamsOfEventName } from './sportsbook-math';
import { dateTimeText, LoadFailed, useSports } from './sportsbook-parts';
import { usePolling } from './use-polling';

const schemas = () => import('./sportsbook-schemas');

/** How often the open bets are read again while the view is open (scores and cash-out values move). */
export const BETS_POLL_MS = 5_000;

type Filter = 'OPEN' | 'SETTLED';

/** The awaited open bets a Settled answer does not list yet. */
const stillAwaited = (awaited: readonly string[], settled: readonly SportsBet[]) => {
  const listed = new Set(settled.map((bet) => bet.id));
  return awaited.filter((id) => !listed.has(id));
};

const OUTCOME_MARK: Record<SportsBetLeg['outcome'], string> = {
  OPEN: '',
  WON: '✓',
  HALF_WON: '½',
  VOID: '–',
  HALF_LOST: '½',
  LOST: '✕',
};

/** One leg of a bet; a builder's legs show no price of their own (the builder pays its own odds). */
const LegLine = ({ leg, priced }: { leg: SportsBetLeg; priced: boolean }) => {
  const { t, language } = useSports();
  const teams = teamsOfEventName(leg.eventName);
  const name = selectionName({ marketKey: leg.marketKey, selection: leg.selection, teams, t, language });
  return (
    <li className="sb-bet-leg">
      <span
        className={`sb-outcome is-${leg.outcome.toLowerCase().replace('_', '-')}`}
        role="img"
        aria-label={t(`outcome.${leg.outcome}`)}
        title={t(`outcome.${leg.outcome}`)}
      >
        {OUTCOME_MARK[leg.outcome]}
      </span>
      <div className="sb-bet-leg-main">
        <p className="sb-bet-leg-pick">
          <span>{name}</span>
          {priced ? <span className="sb-bet-leg-odds">{formatOdds(leg.oddsE3, language)}</span> : null}
        </p>
        <p className="sb-bet-leg-meta">
          {marketName(leg.marketKey, t, language)} · {leg.eventName}
          {leg.score ? (
            <span className="sb-bet-leg-score">
              {leg.score.home}–{leg.score.away}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
};

const CashOutDialog = (props: {
  bet: SportsBet;
  valueMinor: number;
  busy: boolean;
  error: string | null;
  onConfirm: (part: number | null, estimate: number) => void;
  onClose: () => void;
}) => {
  const { t, money } = useSports();
  const { bet, valueMinor } = props;
  const [part, setPart] = useState(bet.stakeMinor);
  const sliderId = useId();
  const estimate = Math.floor((valueMinor * part) / bet.stakeMinor);
  const step = Math.max(1, Math.floor(bet.stakeMinor / 100));
  return (
    <Modal
      title={t('cashOutTitle')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={props.onClose} disabled={props.busy}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={props.busy || estimate <= 0}
            onClick={() => props.onConfirm(part >= bet.stakeMinor ? null : part, estimate)}
            data-testid="confirm-cash-out"
          >
            {props.busy ? t('cashingOut') : t('confirmCashOut')}
          </button>
        </>
      }
    >
      <div className="sb-cashout">
        <p className="sb-cashout-value">{t('cashOutEstimate', { amount: money(estimate) })}</p>
        <label className="sb-stake-label" htmlFor={sliderId}>
          {t('cashOutPart')}: <strong>{money(part)}</strong> / {money(bet.stakeMinor)}
        </label>
        <div className="sb-cashout-range">
          <input
            id={sliderId}
            type="range"
            min={step}
            max={bet.stakeMinor}
            step={step}
            value={part}
            onChange={(event) =>
              setPart(Math.min(bet.stakeMinor, Math.max(step, Number(event.target.value))))
            }
          />
          <button type="button" className="sb-quick-btn" onClick={() => setPart(bet.stakeMinor)}>
            {t('cashOutFull')}
          </button>
        </div>
        {part < bet.stakeMinor ? (
          <p className="studio-muted">{t('cashOutKeeps', { amount: money(bet.stakeMinor - part) })}</p>
        ) : null}
        <p className="studio-muted sb-cashout-hint">{t('cashOutEstimateHint')}</p>
        {props.error ? (
          <p className="sb-slip-error" role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
};

const AutoCashOut = (props: {
  bet: SportsBet;
  busy: boolean;
  onSave: (valueMinor: number | null) => void;
}) => {
  const { t, money, language } = useSports();
  const { bet } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const current = bet.cashOut.available ? bet.cashOut.valueMinor : 0;
  if (bet.autoCashOutMinor !== null)
    return (
      <div className="sb-auto">
        <span className="sb-auto-on">{t('autoCashOutOn', { amount: money(bet.autoCashOutMinor) })}</span>
        <button
          type="button"
          className="btn btn-ghost sb-auto-btn"
          disabled={props.busy}
          onClick={() => props.onSave(null)}
        >
          {t('autoCashOutOff')}
        </button>
      </div>
    );
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-ghost sb-auto-btn"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {t('autoCashOut')}
      </button>
    );
  const submit = () => {
    const minor = parseMoneyInput(text, language);
    if (minor === null || minor <= current) {
      setError(t('autoCashOutInvalid'));
      return;
    }
    setError(null);
    props.onSave(minor);
  };
  return (
    <form
      className="sb-auto-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sb-stake-label" htmlFor={inputId}>
        {t('autoCashOutTarget')}
      </label>
      <div className="sb-auto-row">
        <div className={`sb-stake-input${error ? ' is-invalid' : ''}`}>
          <span aria-hidden="true">R$</span>
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={error !== null}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onBlur={() => {
              if (text.trim() !== '') {
                const minor = parseMoneyInput(text, language);
                setError(minor === null || minor <= current ? t('autoCashOutInvalid') : null);
              }
            }}
            onChange={(event) => {
              if (acceptsMoneyTyping(event.target.value, language)) setText(event.target.value);
            }}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={props.busy}>
          {t('autoCashOutSave')}
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="sb-field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
};

const BetCard = (props: {
  bet: SportsBet;
  busy: boolean;
  message: string | null;
  onCashOut: () => void;
  onAuto: (valueMinor: number | null) => void;
}) => {
  const { t, money, language } = useSports();
  const { bet } = props;
  const open = bet.status === 'OPEN';
  return (
    <li className="sb-bet" data-testid={`bet-${bet.id}`}>
      <header className="sb-bet-head">
        <div>
          <p className="sb-bet-shape">
            {shapeLabel(bet.shape, bet.legs.length, t)}
            {bet.shape.kind === 'BUILDER' ? (
              <span className="sb-bet-leg-odds" data-testid="builder-bet-odds">
                {' · '}
                {formatOdds(bet.shape.oddsE3, language)}
              </span>
            ) : null}
          </p>
          <p className="sb-bet-when studio-muted">
            {t('placedAt', { time: dateTimeText(bet.placedAt, language) })}
          </p>
        </div>
        <span className={`sb-status is-${bet.status.toLowerCase().replace('_', '-')}`}>
          {t(`status.${bet.status}`)}
        </span>
      </header>
      <ul className={`sb-bet-legs${bet.shape.kind === 'BUILDER' ? ' is-builder' : ''}`}>
        {bet.legs.map((leg, index) => (
          <LegLine
            key={`${leg.eventId}-${leg.marketKey}-${index}`}
            leg={leg}
            priced={bet.shape.kind !== 'BUILDER'}
          />
        ))}
      </ul>
      <dl className="sb-bet-figures">
        <div>
          <dt>{t('stakeLabel')}</dt>
          <dd>{money(bet.stakeMinor)}</dd>
        </div>
        {open ? (
          <div>
            <dt>{t('potentialReturn')}</dt>
            <dd>{money(bet.potentialReturnMinor)}</dd>
          </div>
        ) : null}
        {!open || bet.paidMinor > 0 ? (
          <div>
            <dt>{t('paid')}</dt>
            <dd className={bet.paidMinor > 0 ? 'is-paid' : undefined} data-testid="bet-paid">
              {money(bet.paidMinor)}
            </dd>
          </div>
        ) : null}
      </dl>
      {open ? (
        <div className="sb-bet-actions">
          {bet.cashOut.available ? (
            <button
              type="button"
              className="btn btn-primary sb-cashout-btn"
              disabled={props.busy}
              onClick={props.onCashOut}
            >
              {t('cashOut', { amount: money(bet.cashOut.valueMinor) })}
            </button>
          ) : (
            <span className="sb-cashout-off">{t(`cashOutReason.${bet.cashOut.reason}`)}</span>
          )}
          <AutoCashOut bet={bet} busy={props.busy} onSave={props.onAuto} />
        </div>
      ) : null}
      {props.message ? (
        <p className="sb-bet-message" role="status">
          {props.message}
        </p>
      ) : null}
    </li>
  );
};

export const MyBets = (props: {
  api: StudioApi;
  sessionId: string;
  real: boolean;
  onBalance: (balance: number) => void;
  onGoSports: () => void;
}) => {
  const { t, money } = useSports();
  const { api, sessionId, real, onBalance } = props;
  const [filter, setFilter] = useState<Filter>('OPEN');
  const load = useCallback(
    (): Promise<SportsBetsResponse> =>
      api.call('/studio/api/sportsbook/bets', { sessionId, filter }, () =>
        schemas().then((loaded) => loaded.SportsBetsResponse),
      ),
    [api, filter, sessionId],
  );
  // The open bets the Open list last showed. The Settled list is read again while one of them has
  // not reached it yet (its match is still on): a player watching that list sees the bet arrive
  // when it settles, and a list with nothing left to wait for asks nothing more.
  const [awaited, setAwaited] = useState<{ answer: readonly SportsBet[] | null; ids: readonly string[] }>({
    answer: null,
    ids: [],
  });
  const { state, retry, refresh } = usePolling({
    load,
    interval: (data) =>
      filter === 'OPEN' || stillAwaited(awaited.ids, data.bets).length > 0 ? BETS_POLL_MS : null,
    key: filter,
  });
  const openAnswer = filter === 'OPEN' && state.kind === 'ready' ? state.data.bets : null;
  // Taken from each new Open answer as it renders (React's "adjusting state on a prop change").
  if (openAnswer !== null && openAnswer !== awaited.answer) {
    setAwaited({ answer: openAnswer, ids: openAnswer.map((bet) => bet.id) });
  }
  const answeredBalance = state.kind === 'ready' ? state.data.balance : null;
  const lastAnswered = useRef<number | null>(null);
  useEffect(() => {
    if (answeredBalance === null) return;
    onBalance(answeredBalance);
    // Money moved without this page (a settlement, an auto cash-out): the site's header reads the
    // wallet again, as it does after the page's own bets.
    if (real && lastAnswered.current !== null && lastAnswered.current !== answeredBalance) {
      announceBalanceChange();
    }
    lastAnswered.current = answeredBalance;
  }, [answeredBalance, onBalance, real]);
  const [cashing, setCashing] = useState<{ bet: SportsBet; valueMinor: number } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  /** A full cash-out's confirmation: its bet leaves "Abertas", so the page keeps the word. */
  const [notice, setNotice] = useState<string | null>(null);

  const say = (betId: string, text: string) => setMessages((current) => ({ ...current, [betId]: text }));

  const cashOut = async (part: number | null, estimate: number) => {
    if (!cashing) return;
    const { bet } = cashing;
    setBusy(bet.id);
    setDialogError(null);
    try {
      const answer: SportsCashOutResponse = await api.call(
        '/studio/api/sportsbook/cashout',
        {
          sessionId,
          betId: bet.id,
          valueMinor: estimate,
          ...(part === null ? {} : { partStakeMinor: part }),
        },
        () => schemas().then((loaded) => loaded.SportsCashOutResponse),
      );
      onBalance(answer.balance);
      if (real) announceBalanceChange();
      const done = t('cashedOut', { amount: money(answer.paidMinor), balance: money(answer.balance) });
      if (answer.bet.status === 'OPEN') say(bet.id, done);
      else setNotice(done);
      setCashing(null);
      await refresh();
    } catch (caught) {
      if (!(caught instanceof StudioError)) throw caught;
      if (caught.code === 'sports-cash-out-changed' || caught.code === 'sports-cash-out-unavailable') {
        // The value moved: the card shows why and the new offer after the refresh.
        setCashing(null);
        say(bet.id, caught.message);
        await refresh();
      } else {
        setDialogError(caught.message);
      }
    } finally {
      setBusy(null);
    }
  };

  const saveAuto = async (bet: SportsBet, valueMinor: number | null) => {
    setBusy(bet.id);
    try {
      await api.call<SportsAutoCashOutResponse>(
        '/studio/api/sportsbook/auto-cashout',
        { sessionId, betId: bet.id, valueMinor },
        () => schemas().then((loaded) => loaded.SportsAutoCashOutResponse),
      );
      say(
        bet.id,
        valueMinor === null ? t('autoCashOutRemoved') : t('autoCashOutSaved', { amount: money(valueMinor) }),
      );
      await refresh();
    } catch (caught) {
      if (!(caught instanceof StudioError)) throw caught;
      say(bet.id, caught.message);
    } finally {
      setBusy(null);
    }
  };

  const closeDialog = useCallback(() => {
    setCashing(null);
    setDialogError(null);
  }, []);

  return (
    <div className="sb-mybets">
      <div className="sb-chips" role="group" aria-label={t('myBets')}>
        {(['OPEN', 'SETTLED'] as const).map((item) => (
          <button
            key={item}
            type="button"
            className={`studio-chip sb-chip${filter === item ? ' is-active' : ''}`}
            aria-pressed={filter === item}
            onClick={() => {
              setFilter(item);
              setNotice(null);
            }}
          >
            {item === 'OPEN' ? t('open') : t('settled')}
          </button>
        ))}
        {state.kind === 'ready' && state.refreshing ? (
          <span className="sb-refreshing studio-muted" aria-live="polite">
            {t('refreshing')}
          </span>
        ) : null}
      </div>
      {notice ? (
        <p className="sb-bet-message sb-mybets-notice" role="status" data-testid="cash-out-notice">
          {notice}
        </p>
      ) : null}
      {state.kind === 'loading' ? (
        <ul className="sb-bets" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="sb-bet is-skeleton">
              <span className="sb-skel sb-skel-team" />
              <span className="sb-skel sb-skel-block" />
            </li>
          ))}
        </ul>
      ) : state.kind === 'error' ? (
        <LoadFailed title="betsError" message={state.message} onRetry={retry} />
      ) : state.data.bets.length === 0 ? (
        <div className="studio-empty sb-empty">
          <p className="studio-empty-title">{filter === 'OPEN' ? t('noOpenBets') : t('noSettledBets')}</p>
          <p className="studio-muted">{t('noBetsHint')}</p>
          <button type="button" className="btn btn-primary" onClick={props.onGoSports}>
            {t('goToSports')}
          </button>
        </div>
      ) : (
        <ul className="sb-bets">
          {state.data.bets.map((bet) => (
            <BetCard
              key={bet.id}
              bet={bet}
              busy={busy === bet.id}
              message={messages[bet.id] ?? null}
              onCashOut={() => {
                if (!bet.cashOut.available) return;
                setDialogError(null);
                setCashing({ bet, valueMinor: bet.cashOut.valueMinor });
              }}
              onAuto={(valueMinor) => void saveAuto(bet, valueMinor)}
            />
          ))}
        </ul>
      )}
      {cashing ? (
        <CashOutDialog
          bet={cashing.bet}
          valueMinor={cashing.valueMinor}
          busy={busy === cashing.bet.id}
          error={dialogError}
          onConfirm={(part, estimate) => void cashOut(part, estimate)}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
};
