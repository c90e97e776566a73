import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; 0 when idle. */
export const useCountdown = () => {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const handle = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(handle);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
};

/** Runs `action` at most once per `intervalMs`; extra calls in between are dropped (spec 9 throttles). */
export const createThrottle = (intervalMs: number) => {
  let last = -Infinity;
  return (action: () => void) => {
    const current = Date.now();
    if (current - last < intervalMs) return false;
    last = current;
    action();
    return true;
  };
};
