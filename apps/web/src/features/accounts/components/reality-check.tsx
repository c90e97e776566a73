import { useEffect, useState } from 'react';
import type { SessionSummaryResponse } from '@platform/contracts';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { getSessionSummary } from '../api/get-session-summary';
import { useLogout } from './use-logout';

// Radix and the pop-up's markup load with its first showing: most sessions are shorter than one.
const RealityCheckDialog = lazyOverlay(() =>
  import('./reality-check-dialog').then((module) => module.RealityCheckDialog),
);

/** A summary that could not be read is asked again after this long. */
export const REALITY_CHECK_RETRY_MS = 60_000;

/**
 * The next whole interval from the session's start, strictly after `now`: "Continuar" keeps the
 * checks on the session's hour marks however long the pop-up stayed open (as the server counts).
 */
export const nextMarkAfter = (summary: SessionSummaryResponse, now: number): number | null => {
  if (summary.intervalMinutes <= 0) return null;
  const started = Date.parse(summary.startedAt);
  const interval = summary.intervalMinutes * 60_000;
  return started + (Math.floor(Math.max(0, now - started) / interval) + 1) * interval;
};

/**
 * A game shown in full screen would hide the pop-up: the page's full screen (the game frame's
 * stage, features/games) is left first.
 */
const leaveFullscreen = () => {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
};

/**
 * The reality check (docs/responsible-gaming.md; Portaria SPA/MF 1.231/2024): every interval of
 * the jurisdiction profile, counted from the session's start, the member sees the session's time
 * and net result and chooses to go on or to stop (which logs out). Mounted once inside the router
 * (app/router.tsx), above every page, the game page included. Trial sessions have none.
 */
export const RealityCheck = () => {
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);
  // Keyed by the session: a new one starts with a schedule of its own.
  return token && !trial ? <SessionChecks key={token} /> : null;
};

const SessionChecks = () => {
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [shown, setShown] = useState<SessionSummaryResponse | null>(null);
  const { performLogout } = useLogout();

  // The session's schedule comes from the server (its start and the profile's interval).
  useEffect(() => {
    const controller = new AbortController();
    let retry: number | undefined;
    const load = () => {
      getSessionSummary(controller.signal)
        .then((summary) => setDueAt(summary.nextCheckAt ? Date.parse(summary.nextCheckAt) : null))
        .catch(() => {
          if (!controller.signal.aborted) retry = window.setTimeout(load, REALITY_CHECK_RETRY_MS);
        });
    };
    load();
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, []);

  // When a check is due: the figures as they are now, then the pop-up.
  useEffect(() => {
    if (dueAt === null) return;
    const controller = new AbortController();
    const handle = window.setTimeout(
      () => {
        getSessionSummary(controller.signal)
          .then((summary) => {
            leaveFullscreen();
            setShown(summary);
          })
          .catch(() => {
            if (!controller.signal.aborted) setDueAt(Date.now() + REALITY_CHECK_RETRY_MS);
          });
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => {
      controller.abort();
      window.clearTimeout(handle);
    };
  }, [dueAt]);

  if (!shown) return null;
  return (
    <RealityCheckDialog
      summary={shown}
      onContinue={() => {
        setShown(null);
        setDueAt(nextMarkAfter(shown, Date.now()));
      }}
      onStop={() => {
        setShown(null);
        void performLogout();
      }}
      // Without its code the member cannot be asked: try again at the next mark.
      onLoadFailed={() => {
        setShown(null);
        setDueAt(nextMarkAfter(shown, Date.now()));
      }}
    />
  );
};
