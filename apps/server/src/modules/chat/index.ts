// Public surface of the chat module: the rooms per language, their moderation and big wins.
export { chatModule, BIG_WINS_EVERY_MS } from './chat.module.js';
export { type ChatService } from './chat.service.js';
export { filterWords } from './word-filter.js';
