import {
  VENDOR_LOTTERY_PATH,
  VendorLotteryFeed,
  VendorLotteryHistory,
  type VendorLotteryGame,
} from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';

/** How long an instance answers from the vendor's feed it read (the vendor caches it 5 s). */
const FEED_MAX_AGE_MS = 10_000;
/**
 * How long a feed read before stays usable while the vendor does not answer: lists of games and
 * numbers a few minutes old beat an error page, and a launch still goes to the vendor itself.
 */
const FEED_STALE_MS = 10 * 60_000;
/** The feed is a few kilobytes; a vendor that takes longer than this is not answering. */
const FETCH_TIMEOUT_MS = 5_000;
/** Games whose history an instance keeps (the studio lists 13). */
const HISTORY_ENTRIES = 64;

type Kept<T> = { value: T; at: number };

/**
 * The lottery vendor's published games and opened numbers (GET {vendor}/studio/lottery/opened,
 * docs/lottery.md "The platform's menus and calls"), read over HTTP like its catalogue and checked
 * against the contract. A vendor that publishes no lottery answers 404: no game, not an error.
 */
export const createLotteryFeedReader = (deps: { vendorUrl: string; now?: () => number }) => {
  const now = deps.now ?? Date.now;
  const read = async <T>(path: string, parse: (json: unknown) => T): Promise<T | null> => {
    const response = await fetch(`${deps.vendorUrl}${path}`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the vendor's lottery feed answered ${response.status}`);
    return parse(await response.json());
  };

  /**
   * One value per key, read again after FEED_MAX_AGE_MS; concurrent callers share one read, and a
   * failed read answers the last value for FEED_STALE_MS, then `service-unavailable`.
   */
  const keeper = <T>(load: (key: string) => Promise<T>) => {
    const kept = createInstanceCache<Kept<T>>({ maxEntries: HISTORY_ENTRIES });
    const reading = new Map<string, Promise<T>>();
    return (key: string): Promise<T> => {
      const last = kept.get(key);
      if (last && now() - last.at < FEED_MAX_AGE_MS) return Promise.resolve(last.value);
      const pending = reading.get(key);
      if (pending) return pending;
      const next = load(key)
        .then((value) => {
          kept.set(key, { value, at: now() });
          return value;
        })
        .catch(() => {
          if (last && now() - last.at < FEED_STALE_MS) return last.value;
          throw new AppError('service-unavailable');
        })
        .finally(() => reading.delete(key));
      reading.set(key, next);
      return next;
    };
  };

  const feed = keeper(() => read(VENDOR_LOTTERY_PATH, (json) => VendorLotteryFeed.parse(json)));
  const history = keeper((gameCode) =>
    read(`${VENDOR_LOTTERY_PATH}/${encodeURIComponent(gameCode)}`, (json) =>
      VendorLotteryHistory.parse(json),
    ),
  );

  return {
    /** The vendor's lottery games in its order, with their feed's time; none when it publishes none. */
    async games(): Promise<{ serverTime: number; games: VendorLotteryGame[] }> {
      const answer = await feed('feed');
      return answer ?? { serverTime: now(), games: [] };
    },
    /** One game's last opened draws, or null when the vendor does not know it. */
    history: (gameCode: string) => history(gameCode),
  };
};

export type LotteryFeedReader = ReturnType<typeof createLotteryFeedReader>;
