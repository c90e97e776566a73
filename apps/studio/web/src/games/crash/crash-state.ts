import type {
  CrashChain,
  CrashHistoryEntry,
  CrashPhase,
  CrashPlayerBet,
  CrashSocketMessage,
} from '@platform/contracts';

export const HISTORY_SHOWN = 20;

/** The round being played, as the socket told it; times are the server's. */
export type RoundView = {
  round: number;
  phase: CrashPhase;
  bettingEndsAt: number | null;
  startedAt: number | null;
  crashPoint: number | null;
  hash: string | null;
  bets: CrashPlayerBet[];
};

export type FeedStatus = 'connecting' | 'open' | 'reconnecting';

export type FeedState = {
  status: FeedStatus;
  /** The server's clock minus this page's, from the last message (pages draw on server time). */
  offset: number;
  round: RoundView | null;
  history: CrashHistoryEntry[];
  chain: CrashChain | null;
};

export const initialFeed: FeedState = {
  status: 'connecting',
  offset: 0,
  round: null,
  history: [],
  chain: null,
};

const withBet = (bets: CrashPlayerBet[], bet: CrashPlayerBet) => [
  ...bets.filter((one) => one.player !== bet.player),
  bet,
];

/** The page's picture of the rounds after one message of the socket, received at `localNow`. */
export const applyMessage = (state: FeedState, message: CrashSocketMessage, localNow: number): FeedState => {
  const next = { ...state, offset: message.serverTime - localNow };
  const current = state.round?.round === message.round ? state.round : null;
  switch (message.type) {
    case 'snapshot':
      return {
        ...next,
        round:
          message.round === 0
            ? null
            : {
                round: message.round,
                phase: message.phase,
                bettingEndsAt: message.bettingEndsAt,
                startedAt: message.startedAt,
                crashPoint: message.crashPoint,
                hash: message.hash,
                bets: message.bets,
              },
        history: message.history,
        chain: message.chain,
      };
    case 'betting':
      return {
        ...next,
        chain: message.chain,
        round: {
          round: message.round,
          phase: 'betting',
          bettingEndsAt: message.bettingEndsAt,
          startedAt: null,
          crashPoint: null,
          hash: null,
          bets: [],
        },
      };
    case 'flying':
      return current
        ? {
            ...next,
            round: { ...current, phase: 'flying', bettingEndsAt: null, startedAt: message.startedAt },
          }
        : next;
    case 'bet':
      return current ? { ...next, round: { ...current, bets: withBet(current.bets, message.bet) } } : next;
    case 'cashout': {
      if (!current) return next;
      const bets = current.bets.map((bet) =>
        bet.player === message.player ? { ...bet, cashOut: message.cashOut, win: message.win } : bet,
      );
      return { ...next, round: { ...current, bets } };
    }
    case 'crash': {
      const entry = { round: message.round, crashPoint: message.crashPoint, hash: message.hash };
      return {
        ...next,
        round: current
          ? {
              ...current,
              phase: 'crashed',
              crashPoint: message.crashPoint,
              hash: message.hash,
              bets: current.bets.map((bet) => (bet.cashOut === null ? { ...bet, win: 0 } : bet)),
            }
          : current,
        history: [entry, ...state.history.filter((one) => one.hash !== message.hash)].slice(0, HISTORY_SHOWN),
      };
    }
    default: {
      const unknown: never = message;
      return unknown;
    }
  }
};
