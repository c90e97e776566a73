import {
  GAME_CLASSES,
  GAME_TYPES,
  type GameClass,
  type GameType,
  type GameVendor,
} from '@platform/contracts';
import { vendorLogoPath } from './art-paths.js';
import type { CatalogueVendorRow, CatalogueVendorTypeRow, ListedGame } from './games.repository.js';
import { hotCodesOf, type HotRule } from './hot-games.js';

export const isGameClass = (value: string | null | undefined): value is GameClass =>
  (GAME_CLASSES as readonly string[]).includes(value ?? '');

/** Categories with a vendor in navigation order, and each one's vendors in menu order. */
export type CatalogueMenus = { sortingVendor: GameType[]; vendors: Map<GameType, GameVendor[]> };

/**
 * One list of games in lobby order with its names searchable at once. Each game has its full search
 * text (every language's name) and a Latin text, the same with Chinese characters blanked out
 * (one byte a character, which V8 searches several times faster). Big lists keep an
 * index of the one-, two- and three-letter strings of the Latin texts: a Latin term of up to three
 * letters is answered by its posting list; a longer one by the two shortest lists of its trigrams
 * intersected, each game left checked with `includes`. Chinese terms and small lists search every
 * text of the list joined into one string with `indexOf` (native, fast), which costs a call per
 * match: up to 300 µs for a common two-letter term on the 10,000-slot lobby, against a few with
 * the index.
 */
export type SearchableList = {
  games: ListedGame[];
  /** The hot and the new games of the list: small, so those filters start from them. */
  hot: ListedGame[];
  fresh: ListedGame[];
  /** The Latin texts joined, for lists without an index (an indexed list never scans them). */
  latin: Haystack | null;
  wide: Haystack;
  /** Each game's search text with its Chinese characters blanked out, by position in `games`. */
  latinTexts: string[];
  grams: GramIndex | null;
};
type Haystack = { text: string; starts: Int32Array };
/** Positions in the list of the games whose Latin text holds each 1–3 letter string, ascending. */
type GramIndex = Map<number, Int32Array>;

/** Lists at least this long get an index; a scan of a shorter one is already cheap. */
const GRAM_INDEX_FROM = 1_000;
const WIDE = /[\u0100-\u{10ffff}]/u;
const WIDE_CHARACTERS = /[\u0100-\u{10ffff}]/gu;

const haystackOf = (parts: string[]): Haystack => {
  const starts = new Int32Array(parts.length);
  let offset = 0;
  parts.forEach((part, index) => {
    starts[index] = offset;
    offset += part.length + 1;
  });
  // '\n' never occurs in a normalised query, so no match spans two games.
  return { text: parts.join('\n'), starts };
};

/**
 * Up to three one-byte characters (Latin texts have none above U+00FF) and their count as one
 * number, so strings of different lengths never share a key.
 */
const gramAt = (text: string, at: number, length: number) => {
  let key = length;
  for (let offset = 0; offset < length; offset += 1) key = (key << 8) | text.charCodeAt(at + offset);
  return key;
};

const gramIndexOf = (texts: string[]): GramIndex => {
  const postings = new Map<number, number[]>();
  texts.forEach((text, position) => {
    for (let length = 1; length <= 3; length += 1) {
      for (let at = 0; at + length <= text.length; at += 1) {
        const key = gramAt(text, at, length);
        const list = postings.get(key);
        if (!list) postings.set(key, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    }
  });
  return new Map([...postings].map(([key, list]) => [key, Int32Array.from(list)] as const));
};

const searchable = (games: ListedGame[]): SearchableList => {
  // Each character above U+00FF becomes '\n', which no query holds: a Latin term then matches
  // this text exactly where it matches the full one, and the text stays one byte a character.
  const latinTexts = games.map((game) => game.searchText.replace(WIDE_CHARACTERS, '\n'));
  const grams = games.length >= GRAM_INDEX_FROM ? gramIndexOf(latinTexts) : null;
  return {
    games,
    hot: games.filter((game) => game.isHot),
    fresh: games.filter((game) => game.isNew),
    latin: grams ? null : haystackOf(latinTexts),
    wide: haystackOf(games.map((game) => game.searchText)),
    latinTexts,
    grams,
  };
};

const EMPTY = new Int32Array(0);

/** Positions in both ascending lists. */
const intersect = (a: Int32Array, b: Int32Array): Int32Array => {
  const both = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      both[count++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return both.subarray(0, count);
};

const searchGrams = (list: SearchableList, grams: GramIndex, term: string): ListedGame[] => {
  let candidates: Int32Array;
  if (term.length <= 3) {
    candidates = grams.get(gramAt(term, 0, term.length)) ?? EMPTY;
  } else {
    let shortest = null as Int32Array | null;
    let next = null as Int32Array | null;
    for (let at = 0; at + 3 <= term.length; at += 1) {
      const postings = grams.get(gramAt(term, at, 3));
      if (!postings) return [];
      if (!shortest || postings.length < shortest.length) [shortest, next] = [postings, shortest];
      else if (!next || postings.length < next.length) next = postings;
    }
    candidates = intersect(shortest!, next!);
  }
  const found: ListedGame[] = [];
  for (const position of candidates) {
    if (term.length <= 3 || list.latinTexts[position]!.includes(term)) found.push(list.games[position]!);
  }
  return found;
};

/** The games of the list whose names contain the (normalised) term, in list order. */
export const searchList = (list: SearchableList, term: string): ListedGame[] => {
  const wide = WIDE.test(term);
  if (!wide && list.grams) return searchGrams(list, list.grams, term);
  const { text, starts } = wide || !list.latin ? list.wide : list.latin;
  const found: ListedGame[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(term, from);
    if (at < 0) return found;
    // The game holding position `at`: the last start ≤ at.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    found.push(list.games[low]!);
    from = low + 1 < starts.length ? starts[low + 1]! : text.length;
  }
};

/** The games a lobby may show, in lobby order, and lookups over every game (enabled or not). */
export type CatalogueSnapshot = {
  vendors: Map<string, CatalogueVendorRow>;
  /**
   * What a player may be shown: enabled, launchable games of enabled vendors (and the tiles of
   * vendors that have such games in the type), by type, ordered by (sort, node id).
   */
  listedByType: Map<GameType, SearchableList>;
  /** The same, by `${type}:${vendor}`. */
  listedByVendor: Map<string, SearchableList>;
  byNodeId: Map<number, ListedGame>;
  byCode: Map<string, ListedGame>;
  menus: CatalogueMenus;
};

/**
 * Categories in the order of the sorted vendor list (spec 2: a category's first vendor places
 * it), in-house last; a category's vendors by their place in it. A vendor appears in a category
 * only with at least one listed game there.
 */
const menusOf = (
  vendors: Map<string, CatalogueVendorRow>,
  vendorTypes: CatalogueVendorTypeRow[],
  listedByVendor: Map<string, ListedGame[]>,
): CatalogueMenus => {
  const listed = vendorTypes
    .map((entry) => {
      const games = (listedByVendor.get(`${entry.gameType}:${entry.vendorCode}`) ?? []).filter(
        (game) => game.isGame === 'GAME',
      );
      return { entry, vendor: vendors.get(entry.vendorCode)!, games };
    })
    .filter(({ vendor, games }) => vendor?.enabled && games.length > 0);
  const byVendorOrder = [...listed].sort(
    (a, b) =>
      a.vendor.sort - b.vendor.sort ||
      a.vendor.code.localeCompare(b.vendor.code) ||
      a.entry.sort - b.entry.sort,
  );
  const order = [...new Set(byVendorOrder.map(({ entry }) => entry.gameType as GameType))].filter((type) =>
    (GAME_TYPES as readonly string[]).includes(type),
  );
  const sortingVendor = [
    ...order.filter((type) => type !== 'INHOUSE'),
    ...order.filter((type) => type === 'INHOUSE'),
  ];
  const menus = new Map<GameType, GameVendor[]>();
  for (const { entry, vendor, games } of [...listed].sort(
    (a, b) => a.entry.sort - b.entry.sort || a.vendor.sort - b.vendor.sort,
  )) {
    const type = entry.gameType as GameType;
    menus.set(type, [
      ...(menus.get(type) ?? []),
      {
        vassalage: vendor.code,
        displayName: vendor.displayName,
        logoUrl: vendorLogoPath(vendor.code),
        classes: [...new Set(games.map((game) => game.gameClassify).filter(isGameClass))].sort(),
        gameCount: games.length,
      },
    ]);
  }
  return { sortingVendor, vendors: menus };
};

/**
 * A copy with one fixed shape. Rows from the database driver are built key by key, and filtering
 * 11,000 of them per request ran 10–30 times slower than over objects of one literal shape.
 */
const plain = (game: ListedGame): ListedGame => ({
  nodeId: game.nodeId,
  gameCode: game.gameCode,
  vendorCode: game.vendorCode,
  vendorName: game.vendorName,
  gameType: game.gameType,
  gameClassify: game.gameClassify,
  names: { PT: game.names.PT, EN: game.names.EN, CN: game.names.CN },
  displayName: game.displayName,
  searchText: game.searchText,
  isGame: game.isGame,
  isHot: game.isHot,
  isNew: game.isNew,
  freePlay: game.freePlay,
  sort: game.sort,
  enabled: game.enabled,
  launchable: game.launchable,
  rtpBp: game.rtpBp,
  createdAt: game.createdAt,
});

/** Whether a player may be shown the game: the operator's switch and its provider's word. */
export const isShown = (
  game: Pick<ListedGame, 'enabled' | 'isGame' | 'launchable'>,
  vendor: CatalogueVendorRow | undefined,
): boolean => Boolean(vendor?.enabled && game.enabled && (game.isGame === 'VASSALAGE' || game.launchable));

/** What decides the hot labels: recent play per game code, and the cap (hot-games.ts). */
export type HotInput = { played: ReadonlyMap<string, number>; rule: HotRule };

export const snapshotOf = (
  catalogue: {
    vendors: CatalogueVendorRow[];
    vendorTypes: CatalogueVendorTypeRow[];
    games: ListedGame[];
  },
  hot?: HotInput,
): CatalogueSnapshot => {
  const vendors = new Map(catalogue.vendors.map((vendor) => [vendor.code, vendor]));
  const games = catalogue.games.map(plain);
  const ordered = [...games].sort((a, b) => a.sort - b.sort || a.nodeId - b.nodeId);
  const byType = new Map<GameType, ListedGame[]>();
  const byVendor = new Map<string, ListedGame[]>();
  const append = <K>(map: Map<K, ListedGame[]>, key: K, game: ListedGame) => {
    const list = map.get(key);
    if (list) list.push(game);
    else map.set(key, [game]);
  };
  for (const game of ordered) {
    if (!isShown(game, vendors.get(game.vendorCode))) continue;
    append(byType, game.gameType as GameType, game);
    append(byVendor, `${game.gameType}:${game.vendorCode}`, game);
  }
  // A vendor tile opens the vendor's games: without one shown in its type, it leads nowhere.
  for (const map of [byType, byVendor] as Map<unknown, ListedGame[]>[]) {
    for (const [key, list] of map) {
      const kept = list.filter(
        (game) =>
          game.isGame === 'GAME' ||
          list.some((other) => other.isGame === 'GAME' && other.vendorCode === game.vendorCode),
      );
      if (kept.length === 0) map.delete(key);
      else if (kept.length !== list.length) map.set(key, kept);
    }
  }
  if (hot) {
    const codes = hotCodesOf(byType, hot.played, hot.rule);
    for (const game of games) game.isHot = codes.has(game.gameCode);
  }
  const searchableMap = <K>(map: Map<K, ListedGame[]>) =>
    new Map([...map].map(([key, list]) => [key, searchable(list)] as const));
  return {
    vendors,
    listedByType: searchableMap(byType),
    listedByVendor: searchableMap(byVendor),
    byNodeId: new Map(games.map((game) => [game.nodeId, game])),
    byCode: new Map(games.map((game) => [game.gameCode, game])),
    menus: menusOf(vendors, catalogue.vendorTypes, byVendor),
  };
};

/**
 * The catalogue held in each instance's memory: every lobby read (menus, pages, counts, name
 * search) is a filter over about 11,000 rows here, instead of a query per request. The database
 * stays the source of truth; a snapshot older than `maxAgeMs` is reloaded on the next read (one
 * load at a time, readers keep the old one meanwhile), so an operator's change shows within that
 * time. What must be exact — launching a game, adding a favourite — reads the database.
 */
export const createCatalogueCache = (options: {
  load: () => Promise<CatalogueSnapshot>;
  maxAgeMs: number;
  now: () => number;
}) => {
  let snapshot: { value: CatalogueSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;
  const reload = () => {
    loading ??= options
      .load()
      .then((value) => {
        snapshot = { value, loadedAt: options.now() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return {
    current(): Promise<CatalogueSnapshot> {
      if (!snapshot) return reload();
      if (options.now() - snapshot.loadedAt > options.maxAgeMs) {
        // Stale: answer from it now and refresh in the background.
        void reload().catch(() => undefined);
      }
      return Promise.resolve(snapshot.value);
    },
    /** Forget the snapshot (after this instance changed the catalogue, or in tests). */
    invalidate() {
      snapshot = null;
    },
  };
};
