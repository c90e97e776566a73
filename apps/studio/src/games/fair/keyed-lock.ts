/**
 * Runs tasks with the same key one after another (on this instance): a player's Mines moves and
 * seed rotations, so two clicks at once cannot both start a game or both add a pick to the state
 * one of them read. Keys leave the map once their last task is done.
 */
export const createKeyedLock = () => {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};

export type KeyedLock = ReturnType<typeof createKeyedLock>;
