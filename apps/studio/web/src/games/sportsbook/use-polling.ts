import { useCallback, useEffect, useRef, useState } from 'react';
import { StudioError } from '../../studio-api';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T; refreshing: boolean };

/**
 * Loads once, then again every `interval(data)` ms while the page is visible (a hidden tab asks
 * nothing and catches up when shown; null: no polling). A failed refresh keeps the last answer on
 * screen; a failed first load shows the error with a retry. Changing `key` starts over.
 */
export const usePolling = <T>(input: {
  load: () => Promise<T>;
  interval: (data: T) => number | null;
  key: string;
}) => {
  const { key, load } = input;
  // The answer is kept with the key it was for: another key reads as loading until its own comes.
  const [stored, setStored] = useState<{ key: string; value: Loaded<T> } | null>(null);
  const state: Loaded<T> = stored?.key === key ? stored.value : { kind: 'loading' };
  const loadRef = useRef(load);
  const keyRef = useRef(key);
  useEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
  }, [key, load]);

  /** Asks once; the answer is dropped when the key changed meanwhile. */
  const fetchNow = useCallback(async () => {
    try {
      const data = await loadRef.current();
      if (keyRef.current === key) setStored({ key, value: { kind: 'ready', data, refreshing: false } });
    } catch (caught) {
      if (keyRef.current !== key) return;
      const message = caught instanceof StudioError ? caught.message : String(caught);
      setStored((current) =>
        current?.key === key && current.value.kind === 'ready'
          ? { key, value: { ...current.value, refreshing: false } }
          : { key, value: { kind: 'error', message } },
      );
    }
  }, [key]);

  const refresh = useCallback(() => {
    setStored((current) =>
      current?.key === key && current.value.kind === 'ready'
        ? { key, value: { ...current.value, refreshing: true } }
        : current,
    );
    return fetchNow();
  }, [fetchNow, key]);

  useEffect(() => {
    void fetchNow();
  }, [fetchNow]);

  const intervalMs = state.kind === 'ready' ? input.interval(state.data) : null;
  // Polling starts and stops apart from the first load: an event turning live starts it
  // without blanking what is on screen.
  useEffect(() => {
    if (intervalMs === null) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void refresh();
    }, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [intervalMs, refresh]);

  const retry = useCallback(() => {
    setStored(null);
    void fetchNow();
  }, [fetchNow]);

  return { state, retry, refresh };
};
