import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, max } from 'drizzle-orm';
import type { VendorCatalogue } from '@platform/contracts';
import { catalogueGame } from '../src/tables.js';
import { fetchVendorCatalogue, importVendorCatalogue } from '../src/modules/games/index.js';
import { createTestDatabase, studioUrlOfTests, type TestDatabase } from './helpers/database.js';

/** The catalogue follows the studio's feed without disturbing what is there (docs/games.md). */
describe('catalogue import from a vendor’s feed', () => {
  let database: TestDatabase;
  let feed: VendorCatalogue;
  const db = () => database.handle.db;
  const rowOf = async (gameCode: string) =>
    (await db().select().from(catalogueGame).where(eq(catalogueGame.gameCode, gameCode)))[0];

  beforeAll(async () => {
    // Imported once already, as every test database is.
    database = await createTestDatabase({ demo: false });
    feed = await fetchVendorCatalogue(studioUrlOfTests());
  });
  afterAll(() => database.dispose());

  it('numbers the first import from 100001 in the feed’s order and adds nothing the second time', async () => {
    const first = feed.games[0]!;
    expect(await rowOf(first.gameCode)).toMatchObject({ nodeId: 100_001, launchable: first.launchable });
    expect(await importVendorCatalogue(db(), feed, 'STUDIO')).toMatchObject({ added: 0 });
    // Each game's RTP in basis points, as the feed declares it (a fraction).
    const slot = feed.games.find((game) => game.gameType === 'RNG' && game.rtp !== null)!;
    expect((await rowOf(slot.gameCode))?.rtpBp).toBe(Math.round(slot.rtp! * 10_000));
  });

  it('adds a new game after the last node id, follows whether games open and their RTP, and keeps an operator’s changes', async () => {
    const [last] = await db()
      .select({ nodeId: max(catalogueGame.nodeId) })
      .from(catalogueGame);
    const template = feed.games.find((game) => game.gameType === 'RNG' && game.launchable)!;
    const closing = feed.games.find((game) => game.launchable && game.gameCode !== template.gameCode)!;
    // An operator switched a game off: the import leaves it so.
    await db()
      .update(catalogueGame)
      .set({ enabled: false })
      .where(eq(catalogueGame.gameCode, template.gameCode));
    const newGame = {
      ...template,
      gameCode: `${template.vendorCode}-9999`,
      names: { PT: 'Jogo Novo', EN: 'New Game', CN: '新游戏' },
      sort: 9_999,
    };
    const next: VendorCatalogue = {
      brands: feed.brands,
      games: [
        newGame,
        ...feed.games.map((game) => {
          if (game.gameCode === closing.gameCode) return { ...game, launchable: false, rtp: null };
          // The vendor changed a game's maths: the RTP follows.
          if (game.gameCode === template.gameCode) return { ...game, rtp: 0.9512 };
          return game;
        }),
      ],
    };
    expect(await importVendorCatalogue(db(), next, 'STUDIO')).toMatchObject({ added: 1 });
    expect(await rowOf(newGame.gameCode)).toMatchObject({
      nodeId: last!.nodeId! + 1,
      launchable: true,
      displayName: 'New Game',
    });
    expect(await rowOf(closing.gameCode)).toMatchObject({ launchable: false, rtpBp: null });
    expect(await rowOf(template.gameCode)).toMatchObject({ enabled: false, launchable: true, rtpBp: 9_512 });
    // And back when the feed says it opens again.
    await importVendorCatalogue(db(), feed, 'STUDIO');
    expect(await rowOf(closing.gameCode)).toMatchObject({
      launchable: true,
      rtpBp: Math.round(closing.rtp! * 10_000),
    });
  });

  it('refuses a feed that breaks the contract before anything is imported', async () => {
    const broken = { brands: feed.brands, games: [{ ...feed.games[0], gameType: 'BINGO' }] };
    const server = await import('node:http').then(({ createServer }) =>
      createServer((_request, response) => response.end(JSON.stringify(broken))).listen(0, '127.0.0.1'),
    );
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      await expect(fetchVendorCatalogue(`http://127.0.0.1:${port}`)).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
