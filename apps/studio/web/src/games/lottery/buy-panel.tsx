import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import type { LotteryBuyRequest, LotteryBuyResponse, LotteryTicketBet } from '@platform/contracts';
import { acceptsMoneyTyping, formatMoneyInput, parseMoneyInput } from '@platform/web-kit';
import { announceBalanceChange } from '../../frame-messages';
import { Modal } from '../../modal';
import { StudioError, type StudioApi } from '../../studio-api';
import type { LotteryT } from './lottery-i18n';
import { lotterySchemas, useLottery } from './lottery-parts';
import { newRequestId, ticketCost } from './lottery-math';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'buying' }
  | { kind: 'done'; answer: LotteryBuyResponse }
  | { kind: 'error'; message: string };

/** The error a refusal shows: the envelope's translated message, and the number a limit names. */
export const refusalMessage = (error: unknown, fallback: string, numberText: (number: string) => string) => {
  if (!(error instanceof StudioError)) return fallback;
  const value = error.value as { number?: unknown } | null;
  if (error.code === 'lottery-liability-reached' && typeof value?.number === 'string')
    return `${error.message} ${numberText(value.number)}`;
  return error.message;
};

/**
 * One purchase: the cost, the confirmation before the money moves, the call, and its answer or
 * its translated refusal. A request id is kept for one confirmation, so a double tap or a retry of
 * an unanswered call buys one ticket.
 */
export const useBuy = (input: {
  api: StudioApi;
  sessionId: string;
  t: LotteryT;
  onBalance: (balance: number) => void;
}) => {
  const { api, sessionId, t, onBalance } = input;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const requestId = useRef<string | null>(null);
  const buy = useCallback(
    async (drawId: string, bet: LotteryTicketBet) => {
      requestId.current ??= newRequestId();
      setPhase({ kind: 'buying' });
      const body: LotteryBuyRequest = { sessionId, requestId: requestId.current, drawId, bet };
      try {
        const answer = await api.call('/studio/api/lottery/buy', body, () =>
          lotterySchemas().then((schemas) => schemas.LotteryBuyResponse),
        );
        requestId.current = null;
        onBalance(answer.balance);
        announceBalanceChange();
        setPhase({ kind: 'done', answer });
      } catch (error) {
        // A refusal is final for this request: the next try is a new purchase. An outage keeps
        // the id, so sending again cannot buy twice.
        if (!(error instanceof StudioError) || error.code !== 'service-unavailable') requestId.current = null;
        setPhase({
          kind: 'error',
          message: refusalMessage(error, t('loadError'), (number) => t('liabilityNumber', { number })),
        });
      }
    },
    [api, onBalance, sessionId, t],
  );
  return {
    phase,
    ask: () => setPhase({ kind: 'confirm' }),
    cancel: () => setPhase({ kind: 'idle' }),
    reset: () => {
      requestId.current = null;
      setPhase({ kind: 'idle' });
    },
    buy,
  };
};

/** "R$ 5" for a quick amount: whole reais without their cents, one plain space. */
export const quickLabel = (formatted: string) => formatted.replace(/[.,]00$/u, '').replace(/\s+/gu, ' ');

/** A money field with quick amounts, validated on blur and on submit. */
const StakeField = (props: {
  label: string;
  valueMinor: number | null;
  onChange: (minor: number | null) => void;
  quick: readonly number[];
}) => {
  const { t, language, money } = useLottery();
  // A stake that does not read as money is named under the field.
  const error = props.valueMinor === null ? t('stakeInvalid') : null;
  const id = useId();
  const [text, setText] = useState(
    props.valueMinor === null ? '' : formatMoneyInput(props.valueMinor, language),
  );
  return (
    <div className="lt-field">
      <label className="lt-label" htmlFor={id}>
        {props.label}
      </label>
      <div className={`lt-stake${error ? ' is-invalid' : ''}`}>
        <span aria-hidden="true">R$</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            if (!acceptsMoneyTyping(event.target.value, language)) return;
            setText(event.target.value);
            props.onChange(parseMoneyInput(event.target.value, language));
          }}
        />
      </div>
      <div className="lt-quick">
        {props.quick.map((amount) => (
          <button
            key={amount}
            type="button"
            className={`lt-quick-btn${props.valueMinor === amount ? ' is-on' : ''}`}
            onClick={() => {
              setText(formatMoneyInput(amount, language));
              props.onChange(amount);
            }}
          >
            {quickLabel(money(amount))}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="lt-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/**
 * The ticket's summary and its buy button: lines, cost, the win per hit, and the confirmation.
 * `problem` is what stops the ticket (no numbers, a stake out of range), shown instead of buying.
 */
const BuyPanel = (props: {
  drawId: string | null;
  bet: LotteryTicketBet | null;
  problem: string | null;
  summary: { label: string; value: string }[];
  win: { label: string; value: string } | null;
  buy: ReturnType<typeof useBuy>;
  onNew: () => void;
  onTickets: () => void;
}) => {
  const { t, money, game } = useLottery();
  const { bet, buy } = props;
  const cost = bet ? ticketCost(bet) : 0;
  const outOfRange = bet !== null && (cost < game.minStakeMinor || cost > game.maxStakeMinor);
  const problem =
    props.problem ??
    (outOfRange ? t('stakeRange', { min: money(game.minStakeMinor), max: money(game.maxStakeMinor) }) : null);
  const phase = buy.phase;
  if (phase.kind === 'done')
    return (
      <div className="lt-buy is-done" data-testid="buy-done" role="status">
        <p className="lt-buy-done">
          <span className="lt-check" aria-hidden="true">
            ✓
          </span>
          {t('bought', { balance: money(phase.answer.balance) })}
        </p>
        <div className="lt-buy-actions">
          <button type="button" className="btn btn-secondary" onClick={props.onTickets}>
            {t('seeTickets')}
          </button>
          <button type="button" className="btn btn-primary" onClick={props.onNew}>
            {t('newTicket')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="lt-buy">
      <dl className="lt-summary">
        {props.summary.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="is-total">
          <dt>{t('totalCost')}</dt>
          <dd data-testid="ticket-cost">{money(cost)}</dd>
        </div>
        {props.win ? (
          <div className="is-win">
            <dt>{props.win.label}</dt>
            <dd>{props.win.value}</dd>
          </div>
        ) : null}
      </dl>
      {problem ? <p className="lt-hint">{problem}</p> : null}
      {phase.kind === 'error' ? (
        <p className="lt-error" role="alert" data-testid="buy-error">
          {phase.message}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-lg lt-buy-btn"
        disabled={!bet || !props.drawId || problem !== null || phase.kind === 'buying'}
        onClick={buy.ask}
        data-testid="buy"
      >
        {phase.kind === 'buying' ? t('buying') : t('buy')}
      </button>
      {phase.kind === 'confirm' && bet && props.drawId ? (
        <Modal
          title={t('confirmTitle')}
          onClose={buy.cancel}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={buy.cancel}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                data-testid="buy-confirm"
                onClick={() => void buy.buy(props.drawId!, bet)}
              >
                {t('confirmBuy', { amount: money(cost) })}
              </button>
            </>
          }
        >
          <dl className="lt-summary is-confirm">
            <div>
              <dt>{t('draw')}</dt>
              <dd className="lt-mono">{props.drawId}</dd>
            </div>
            {props.summary.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
            <div className="is-total">
              <dt>{t('totalCost')}</dt>
              <dd>{money(cost)}</dd>
            </div>
          </dl>
          <p className="studio-muted">{t('confirmText', { amount: money(cost) })}</p>
        </Modal>
      ) : null}
    </div>
  );
};

/**
 * A board's ticket: what the board puts first (the chosen price), the stake, whose change starts
 * the purchase over, and the buy panel.
 */
export const TicketCard = ({
  stake,
  children,
  ...panel
}: Parameters<typeof BuyPanel>[0] & {
  stake: {
    label: string;
    valueMinor: number | null;
    onChange: (minor: number | null) => void;
    quick: readonly number[];
  };
  children?: ReactNode;
}) => (
  <section className="lt-card lt-ticket">
    {children}
    <StakeField
      label={stake.label}
      valueMinor={stake.valueMinor}
      onChange={(value) => {
        stake.onChange(value);
        panel.buy.reset();
      }}
      quick={stake.quick}
    />
    <BuyPanel {...panel} />
  </section>
);
