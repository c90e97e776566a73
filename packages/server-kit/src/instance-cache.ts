/**
 * A per-instance cache of values that change rarely or never (ledger account ids, vendors, vendor
 * sessions): bounded, so the oldest entry goes first rather than memory growing without end, and
 * each entry may carry an expiry. Other instances keep their own copies, so whatever is cached must
 * be allowed to be this stale.
 */
export const createInstanceCache = <V>(options: { maxEntries: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    /** Forgets a key (a value this instance knows has changed). */
    delete(key: string): void {
      entries.delete(key);
    },
    /** Remembers a value until the given time (epoch milliseconds), or for good; returns it. */
    set(key: string, value: V, until = Number.POSITIVE_INFINITY): V {
      if (!entries.has(key) && entries.size >= options.maxEntries) {
        entries.delete(entries.keys().next().value!);
      }
      entries.set(key, { value, until });
      return value;
    },
  };
};
