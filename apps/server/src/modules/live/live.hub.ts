import type { ChatMessage, ChatRoom, LiveServerFrame } from '@platform/contracts';
import type { Notifications } from '@platform/server-kit';

/** The one notification channel of the live channel (docs/live.md, "fan-out"). */
export const LIVE_CHANNEL = 'live';

/**
 * What one instance tells every instance (the NOTIFY payload, JSON). It names whom it is for and
 * what changed, never a secret; each instance reads what it pushes (a balance, an unread count)
 * from the database, so the payload stays small and a page always gets the current value.
 */
export type FanOut =
  | { to: 'member'; memberId: string; what: 'balance' | 'inbox' }
  | { to: 'member'; memberId: string; what: 'muted'; mutedUntil: string | null }
  | { to: 'all'; what: 'announcement' }
  | { to: 'room'; room: ChatRoom; what: 'chat.message'; memberId: string | null; message: ChatMessage }
  | { to: 'room'; room: ChatRoom; what: 'chat.deleted'; id: string };

/** One open page's socket, once authenticated. */
export type LiveConnection = {
  memberId: string;
  trial: boolean;
  room: ChatRoom | null;
  send(frame: LiveServerFrame): void;
};

/** What a pushed value is read from when a fan-out reaches this instance. */
export type LiveReads = {
  balanceOf(memberId: string): Promise<number>;
  unreadOf(memberId: string): Promise<number>;
};

const isFanOut = (value: unknown): value is FanOut =>
  typeof value === 'object' && value !== null && 'to' in value && 'what' in value;

/**
 * This instance's open pages, and the fan-out that reaches them from any instance: what is
 * published goes through the database to every instance (this one too), and each pushes it to the
 * pages it holds. Nothing another instance needs is kept here: only this process's own sockets.
 */
export const createLiveHub = (options: {
  notifications: Notifications;
  reads: LiveReads;
  onError: (error: unknown, what: string) => void;
}) => {
  const all = new Set<LiveConnection>();
  const byMember = new Map<string, Set<LiveConnection>>();

  const membersPages = (memberId: string) => [...(byMember.get(memberId) ?? [])];

  const receive = async (fanOut: FanOut) => {
    switch (fanOut.to) {
      case 'member': {
        const pages = membersPages(fanOut.memberId);
        if (pages.length === 0) return;
        switch (fanOut.what) {
          case 'balance': {
            const real = pages.filter((page) => !page.trial);
            if (real.length === 0) return;
            const balance = await options.reads.balanceOf(fanOut.memberId);
            for (const page of real) page.send({ type: 'balance', balance });
            return;
          }
          case 'inbox': {
            const real = pages.filter((page) => !page.trial);
            if (real.length === 0) return;
            const unread = await options.reads.unreadOf(fanOut.memberId);
            for (const page of real) page.send({ type: 'inbox', unread });
            return;
          }
          case 'muted':
            for (const page of pages) page.send({ type: 'chat.muted', mutedUntil: fanOut.mutedUntil });
            return;
          default:
            return fanOut satisfies never;
        }
      }
      case 'all':
        for (const page of all) page.send({ type: 'announcement' });
        return;
      case 'room':
        for (const page of all) {
          if (page.room !== fanOut.room) continue;
          switch (fanOut.what) {
            case 'chat.message':
              page.send({
                type: 'chat.message',
                message: { ...fanOut.message, mine: fanOut.memberId === page.memberId },
              });
              break;
            case 'chat.deleted':
              page.send({ type: 'chat.deleted', room: fanOut.room, id: fanOut.id });
              break;
            default:
              fanOut satisfies never;
          }
        }
        return;
      default:
        return fanOut satisfies never;
    }
  };

  let stop: (() => Promise<void>) | null = null;
  let stopReconnect: (() => void) | null = null;

  return {
    async start() {
      stop = await options.notifications.subscribe(LIVE_CHANNEL, (payload) => {
        let fanOut: unknown;
        try {
          fanOut = JSON.parse(payload);
        } catch {
          return;
        }
        if (!isFanOut(fanOut)) return;
        receive(fanOut).catch((error: unknown) => options.onError(error, 'live push'));
      });
      // Whatever was published while the listener was away is lost: the pages ask again.
      stopReconnect = options.notifications.onReconnect(() => {
        for (const page of all) page.send({ type: 'resync' });
      });
    },
    async stop() {
      stopReconnect?.();
      await stop?.();
    },
    /** Tells every instance; a failure is logged, never the caller's (the event already happened). */
    publish(fanOut: FanOut): Promise<void> {
      return options.notifications
        .publish(LIVE_CHANNEL, JSON.stringify(fanOut))
        .catch((error: unknown) => options.onError(error, 'live publish'));
    },
    add(page: LiveConnection) {
      all.add(page);
      let pages = byMember.get(page.memberId);
      if (!pages) {
        pages = new Set();
        byMember.set(page.memberId, pages);
      }
      pages.add(page);
    },
    remove(page: LiveConnection) {
      all.delete(page);
      const pages = byMember.get(page.memberId);
      pages?.delete(page);
      if (pages?.size === 0) byMember.delete(page.memberId);
    },
    size: () => all.size,
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
