// Loaded on demand with the lottery's first call, so zod stays out of the page's chunks.
export {
  LotteryBuyResponse,
  LotteryDrawsResponse,
  LotteryResultsResponse,
  LotteryTicketsResponse,
  LotteryVerifyResponse,
} from '@platform/contracts';
