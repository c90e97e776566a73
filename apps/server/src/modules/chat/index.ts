// Public surface of the chat module: the rooms per language, their moderation and big wins.
export { chatModule, BIG_WINS_EVERY_MS } from './chat.module.js';
export { createChatService, type ChatService } from './chat.service.js';
export { createChatRepository } from './chat.repository.js';
export { filterWords } from './word-filter.js';
