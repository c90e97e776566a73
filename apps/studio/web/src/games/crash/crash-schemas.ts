// Loaded on demand with Crash's first call or socket message, so zod stays out of the page's chunks.
export {
  CrashBetResponse,
  CrashCashOutResponse,
  CrashSocketMessage,
  CrashStateResponse,
} from '@platform/contracts';
