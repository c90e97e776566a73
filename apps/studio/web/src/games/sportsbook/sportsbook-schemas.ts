// Loaded on demand with the sportsbook's first call, so zod stays out of the page's chunks.
export {
  SportsAutoCashOutResponse,
  SportsBetsResponse,
  SportsBuilderQuoteResponse,
  SportsCashOutResponse,
  SportsEventResponse,
  SportsLobbyResponse,
  SportsPlaceResponse,
  SportsResultsResponse,
} from '@platform/contracts';
