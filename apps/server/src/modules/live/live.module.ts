import { isTrialType } from '@platform/contracts';
import type { PlatformModule } from '../../platform-module.js';
import { createLiveHub, type LiveHub } from './live.hub.js';
import { registerLiveRoutes } from './live.routes.js';

/** What other modules are given: tell every instance's open pages that something changed. */
export type LiveService = {
  /** A member's balance changed on a low-rate event (never a bet: docs/live.md). */
  balanceChanged(memberId: string): void;
  /** A member got a new inbox message. */
  inboxChanged(memberId: string): void;
  /** An announcement was published or changed. */
  announcementsChanged(): void;
  /** The chat room's fan-out (the chat module's). */
  publish: LiveHub['publish'];
  /** This instance's open pages (metrics, tests). */
  openPages(): number;
};

/**
 * The live channel (docs/live.md): one WebSocket per open page, fed from every instance through
 * PostgreSQL LISTEN/NOTIFY (the server kit's notifications, on PGlite its own listen).
 */
export const liveModule: PlatformModule<'live'> = {
  name: 'live',
  async start({ app, notifications, use }) {
    const hub = createLiveHub({
      notifications,
      reads: {
        balanceOf: (memberId) => use('wallet').balanceOf(memberId),
        unreadOf: (memberId) => use('inbox').unreadOf(memberId),
      },
      onError: (error, what) => app.log.error({ err: error }, `${what} failed`),
    });
    await hub.start();
    app.addHook('onClose', async () => {
      await hub.stop();
    });
    await registerLiveRoutes(app, {
      hub,
      authenticate: (token, options) => use('accounts').authenticate(token, options),
      firstValues: async (principal) =>
        isTrialType(principal.type)
          ? { unread: 0, balance: null }
          : {
              unread: await use('inbox').unreadOf(principal.memberId),
              balance: await use('wallet').balanceOf(principal.memberId),
            },
    });
    const tell = (memberId: string, what: 'balance' | 'inbox') => {
      void hub.publish({ to: 'member', memberId, what });
    };
    return {
      balanceChanged: (memberId) => tell(memberId, 'balance'),
      inboxChanged: (memberId) => tell(memberId, 'inbox'),
      announcementsChanged: () => void hub.publish({ to: 'all', what: 'announcement' }),
      publish: (fanOut) => hub.publish(fanOut),
      openPages: () => hub.size(),
    };
  },
};
