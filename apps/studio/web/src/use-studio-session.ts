import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioSessionResponse } from '@platform/contracts';
import type { LaunchQuery } from './query';
import { StudioError, type StudioApi } from './studio-api';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'ready'; session: StudioSessionResponse }
  | { kind: 'error'; code: string; message: string };

/**
 * Opens the studio session the launch asks for. The open call is kept in a ref so React's
 * development double effect does not spend a one-time launch token twice.
 */
export const useStudioSession = (input: {
  api: StudioApi;
  query: LaunchQuery;
  missingGameMessage: string;
}) => {
  const { api, query, missingGameMessage } = input;
  const [state, setState] = useState<SessionState>(() =>
    query.game
      ? { kind: 'loading' }
      : { kind: 'error', code: 'validation-failed', message: missingGameMessage },
  );
  const [attempt, setAttempt] = useState(0);
  const opening = useRef<{ attempt: number; promise: Promise<StudioSessionResponse> } | null>(null);

  useEffect(() => {
    if (!query.game) return;
    if (opening.current?.attempt !== attempt) {
      opening.current = {
        attempt,
        promise: api.openSession({
          game: query.game,
          type: query.type,
          mode: query.mode,
          ...(query.token ? { token: query.token } : {}),
          language: query.language,
          ...query.lottery,
        }),
      };
    }
    let live = true;
    opening.current.promise.then(
      (session) => {
        if (live) setState({ kind: 'ready', session });
      },
      (error: unknown) => {
        if (!live) return;
        const failure =
          error instanceof StudioError ? error : new StudioError({ code: 'unknown', message: String(error) });
        setState({ kind: 'error', code: failure.code, message: failure.message });
      },
    );
    return () => {
      live = false;
    };
  }, [api, attempt, query]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
};
