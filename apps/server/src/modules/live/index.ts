// Public surface of the live module: the open pages' WebSocket and the fan-out that feeds it.
export { liveModule, type LiveService } from './live.module.js';
export { LIVE_CHANNEL, type FanOut } from './live.hub.js';
