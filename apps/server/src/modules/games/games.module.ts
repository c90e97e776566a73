import type { PlatformModule } from '../../platform-module.js';
import { STUDIO_VENDOR } from '../seamless/index.js';
import { syncVendorCatalogue } from './catalogue-import.js';
import { createGamesRepository } from './games.repository.js';
import { registerGamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';

/** How often the catalogue follows the studio's feed (new games, games that open or stop opening). */
const CATALOGUE_IMPORT_EVERY_MS = 10 * 60_000;

/** The catalogue, lobbies, favourites, recent games, the winners board and game launch. */
export const gamesModule: PlatformModule<'games'> = {
  name: 'games',
  start({ app, config, db, jobs, use }) {
    const seamless = use('seamless');
    const games = createGamesService({
      repository: createGamesRepository(db),
      vendorUrl: config.STUDIO_URL,
      settings: use('system').settings,
      launcher: seamless,
      wins: seamless,
      players: { nicknameOf: (memberId) => use('accounts').member.nicknameOf(memberId) },
      products: use('jurisdiction'),
    });
    registerGamesRoutes(app, games);
    // The catalogue follows the studio's published feed, once a period across all instances (the
    // first at the queue's start; main.ts imports it once before listening).
    jobs.every(
      'games.import-catalogue',
      { everyMs: CATALOGUE_IMPORT_EVERY_MS },
      async () => {
        const result = await syncVendorCatalogue(db, config.STUDIO_URL, STUDIO_VENDOR);
        if (!result) return;
        games.invalidateCatalogue();
        if (result.added > 0) app.log.info(result, 'catalogue imported from the studio');
      },
      { retryLimit: 5, timeoutSeconds: 120 },
    );
    return games;
  },
};
