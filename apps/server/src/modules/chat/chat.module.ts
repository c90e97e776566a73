import type { PlatformModule } from '../../platform-module.js';
import { createChatRepository } from './chat.repository.js';
import { registerChatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';

/** How often the winners board is looked at for big wins to announce. */
export const BIG_WINS_EVERY_MS = 120_000;

/** The chat rooms, fed through the live channel (docs/chat-room.md). */
export const chatModule: PlatformModule<'chat'> = {
  name: 'chat',
  start({ app, db, jobs, use }) {
    const accounts = use('accounts').member;
    const chat = createChatService({
      repository: createChatRepository(db),
      settings: use('system').settings,
      accounts: {
        nicknameOf: (memberId) => accounts.nicknameOf(memberId),
        accountNamesOf: (memberIds) => accounts.accountNamesOf(memberIds),
        memberIdOf: (account) => accounts.memberIdOf(account),
      },
      winners: (language, limit) => use('games').rankList({ language, limitNum: limit }, language),
      live: () => use('live'),
      audit: use('audit'),
    });
    registerChatRoutes(app, chat);
    // Once a period across every instance (decision 0011); each win is written once per room.
    jobs.every('chat.big-wins', { everyMs: BIG_WINS_EVERY_MS }, async () => {
      const told = await chat.announceBigWins();
      if (told > 0) app.log.info({ told }, 'big wins announced in the chat rooms');
    });
    return chat;
  },
};
