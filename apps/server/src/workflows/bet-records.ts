import type { BetRecord, SupportedLanguage } from '@platform/contracts';
import type { GamesService } from '../modules/games/index.js';
import type { SeamlessService } from '../modules/seamless/index.js';

type BetRecordsQuery = Parameters<SeamlessService['betRecordsOf']>[1];

/**
 * The betting record as a player reads it: the bets of the seamless module's rounds, each named
 * with its game (in the reader's language) and its vendor from the games catalogue, never by
 * codes alone. A game the catalogue does not know keeps its code as its name, and the vendor that
 * reported it is named from the seamless vendors, so nothing goes unnamed.
 */
export const createBetRecordsWorkflow = (deps: {
  seamless: Pick<SeamlessService, 'betRecordsOf' | 'vendorNamesOf'>;
  games: Pick<GamesService, 'labelsOf'>;
}) => ({
  async betRecordsOf(memberId: string, query: BetRecordsQuery, language: SupportedLanguage) {
    const page = await deps.seamless.betRecordsOf(memberId, query);
    const [labels, reporters] = await Promise.all([
      deps.games.labelsOf(page.content, language),
      deps.seamless.vendorNamesOf(page.content.map((bet) => bet.vendor)),
    ]);
    const content: BetRecord[] = page.content.map((bet) => {
      const game = labels.games.get(bet.gameCode);
      return {
        ...bet,
        gameName: game?.gameName ?? bet.gameCode,
        vendorName:
          game?.vendorName ?? labels.vendors.get(bet.vendor) ?? reporters.get(bet.vendor) ?? bet.vendor,
      };
    });
    return { ...page, content };
  },
});

export type BetRecordsWorkflow = ReturnType<typeof createBetRecordsWorkflow>;
