import { useCallback, useEffect, useRef, useState } from 'react';
import type { LotteryTicket, LotteryTicketsResponse } from '@platform/contracts';
import { announceBalanceChange } from '../../frame-messages';
import { usePolling } from '../sportsbook/use-polling';
import { betText, dateTimeText, EmptyState, lotterySchemas, PagedList, useLottery } from './lottery-parts';

export const TICKETS_PAGE_SIZE = 10;
/** How often the page is read again while a ticket on it waits for its draw. */
export const TICKETS_POLL_MS = 5_000;

const Ticket = ({ ticket, onVerify }: { ticket: LotteryTicket; onVerify: (drawId: string) => void }) => {
  const { t, money, language, game } = useLottery();
  const status = ticket.status;
  return (
    <li className={`lt-ticket-card is-${status.toLowerCase()}`} data-testid={`ticket-${ticket.id}`}>
      <div className="lt-ticket-head">
        <p className="lt-ticket-bet">{betText(game.game, ticket.bet, t)}</p>
        <span className={`lt-status is-${status.toLowerCase()}`} data-testid="ticket-status">
          {t(`status.${status}`)}
        </span>
      </div>
      <dl className="lt-ticket-facts">
        <div>
          <dt>{t('draw')}</dt>
          <dd className="lt-mono">{ticket.drawId}</dd>
        </div>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{money(ticket.stakeMinor)}</dd>
        </div>
        <div>
          <dt>{status === 'CANCELLED' ? t('refunded') : t('paid')}</dt>
          <dd className={status === 'WON' ? 'is-win' : undefined} data-testid="ticket-payout">
            {status === 'OPEN' ? '–' : money(status === 'CANCELLED' ? ticket.stakeMinor : ticket.payoutMinor)}
          </dd>
        </div>
      </dl>
      <div className="lt-ticket-foot">
        <span className="studio-muted lt-small">
          {t('boughtAt', { time: dateTimeText(ticket.createdAt, language) })}
        </span>
        {status === 'WON' || status === 'LOST' ? (
          <button type="button" className="btn btn-ghost lt-link" onClick={() => onVerify(ticket.drawId)}>
            {t('verifyDraw')}
          </button>
        ) : null}
      </div>
    </li>
  );
};

/**
 * My tickets of the game, newest first, a page at a time; a page with a ticket still waiting is
 * read again. Each answer carries the wallet's balance, which the game's bar takes up.
 */
export const MyTickets = (props: {
  onVerify: (drawId: string) => void;
  onBet: () => void;
  onBalance: (balance: number) => void;
}) => {
  const { t, api, sessionId } = useLottery();
  const [page, setPage] = useState(1);
  const load = useCallback(
    (): Promise<LotteryTicketsResponse> =>
      api.call('/studio/api/lottery/tickets', { sessionId, page, pageSize: TICKETS_PAGE_SIZE }, () =>
        lotterySchemas().then((schemas) => schemas.LotteryTicketsResponse),
      ),
    [api, page, sessionId],
  );
  const { state, retry } = usePolling({
    load,
    interval: (data) => (data.tickets.some((ticket) => ticket.status === 'OPEN') ? TICKETS_POLL_MS : null),
    key: `${sessionId}:tickets:${page}`,
  });
  const answeredBalance = state.kind === 'ready' ? state.data.balance : null;
  const { onBalance } = props;
  useEffect(() => {
    if (answeredBalance !== null) onBalance(answeredBalance);
  }, [answeredBalance, onBalance]);
  // A ticket settled while in sight moved money: the site's balance is read again.
  const statuses = useRef(new Map<string, LotteryTicket['status']>());
  useEffect(() => {
    if (state.kind !== 'ready') return;
    let settled = false;
    for (const ticket of state.data.tickets) {
      if (statuses.current.get(ticket.id) === 'OPEN' && ticket.status !== 'OPEN') settled = true;
      statuses.current.set(ticket.id, ticket.status);
    }
    if (settled) announceBalanceChange();
  }, [state]);

  return (
    <section className="lt-section" aria-labelledby="lt-tickets-title">
      <h2 id="lt-tickets-title" className="lt-section-title">
        {t('ticketsTitle')}
      </h2>
      <PagedList
        state={state}
        errorTitle={t('ticketsError')}
        onRetry={retry}
        empty={
          <EmptyState title={t('noTickets')} hint={t('noTicketsHint')}>
            <button type="button" className="btn btn-primary" onClick={props.onBet}>
              {t('goBet')}
            </button>
          </EmptyState>
        }
        page={page}
        pageSize={TICKETS_PAGE_SIZE}
        onPage={setPage}
      >
        {({ tickets }) => (
          <ul className="lt-tickets">
            {tickets.map((ticket) => (
              <Ticket key={ticket.id} ticket={ticket} onVerify={props.onVerify} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
};
