import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FishShotResponse } from '@platform/contracts';
import { announceBalanceChange, useAnnounceDemoBalance } from '../../frame-messages';
import type { GamePageProps } from '../../session';
import { refusedBalance, StudioError } from '../../studio-api';

/** A bullet's hit, waiting to be sent as a shot. */
export type PendingShot = { fishId: number; species: string; cost: number; x: number; y: number };

export type ShotOutcome = PendingShot & { result: FishShotResponse };

export type PlayMessage = { kind: 'error' | 'notice'; text: string } | null;

/** While shots keep coming, the site's header re-reads the balance at most this often. */
const ANNOUNCE_EVERY_MS = 2_000;

const loadShotSchema = () => import('./fish-schemas').then((schemas) => schemas.FishShotResponse);

/**
 * The money side of the fishing page. The balance shown is the server's last figure less what the
 * bullets in flight and the shots waiting hold ("reserved"), so a player can never fire more than
 * they have. Hits are sent one at a time, spaced under the server's shot rate, in the order the
 * bullets struck; each answer brings the balance the wallet settled.
 */
export const useFishPlay = (
  input: GamePageProps<'fish'> & {
    onResolved: (outcome: ShotOutcome) => void;
    /** A refusal that should stop auto-fire (everything but a too-fast shot). */
    onStop: () => void;
    tooFastMessage: string;
  },
) => {
  const { api, session, wait } = input;
  const game = session.game;
  const book = useRef({ server: session.balance, reserved: 0 });
  const queue = useRef<PendingShot[]>([]);
  const sending = useRef(false);
  const mounted = useRef(true);
  const lastAnnounced = useRef(0);
  const lastSent = useRef(0);
  const handlers = useRef(input);
  useLayoutEffect(() => {
    handlers.current = input;
  });
  const [balance, setBalance] = useState({ server: session.balance, reserved: 0 });
  // The credits the player can still spend: the server's figure less the bullets in flight.
  useAnnounceDemoBalance(session.mode === 'demo', balance.server - balance.reserved);
  const [message, setMessage] = useState<PlayMessage>(null);
  const [lastWin, setLastWin] = useState(0);
  const [fatal, setFatal] = useState<StudioError | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const publish = useCallback(() => {
    if (mounted.current) setBalance({ ...book.current });
  }, []);

  /** Holds a bullet's cost from the balance; false when the balance left cannot pay it. */
  const reserve = useCallback(
    (cost: number) => {
      if (book.current.server - book.current.reserved < cost) return false;
      book.current.reserved += cost;
      publish();
      return true;
    },
    [publish],
  );

  const release = useCallback(
    (cost: number) => {
      book.current.reserved = Math.max(0, book.current.reserved - cost);
      publish();
    },
    [publish],
  );

  const announce = useCallback(
    (force: boolean) => {
      if (session.mode !== 'real') return;
      const now = Date.now();
      if (!force && now - lastAnnounced.current < ANNOUNCE_EVERY_MS) return;
      lastAnnounced.current = now;
      announceBalanceChange();
    },
    [session.mode],
  );

  const dropQueue = useCallback(() => {
    for (const shot of queue.current.splice(0)) book.current.reserved -= shot.cost;
    book.current.reserved = Math.max(0, book.current.reserved);
  }, []);

  const refused = useCallback(
    (error: unknown) => {
      const studioError =
        error instanceof StudioError ? error : new StudioError({ code: 'unknown', message: String(error) });
      if (studioError.code === 'invalid-token') {
        dropQueue();
        setFatal(studioError);
        handlers.current.onStop();
        return;
      }
      if (studioError.code === 'shots-too-fast') {
        setMessage({ kind: 'notice', text: handlers.current.tooFastMessage });
        return;
      }
      const known = refusedBalance(studioError);
      if (known !== null) book.current.server = known;
      dropQueue();
      setMessage({ kind: 'error', text: studioError.message });
      handlers.current.onStop();
    },
    [dropQueue],
  );

  const pump = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    const spacing = Math.ceil(1000 / Math.max(1, game.shotsPerSecond - 2));
    try {
      while (queue.current.length > 0 && mounted.current) {
        const since = Date.now() - lastSent.current;
        if (since < spacing) await wait(spacing - since);
        const shot = queue.current.shift();
        if (!shot) break;
        lastSent.current = Date.now();
        try {
          const result = await api.call(
            '/studio/api/fish/shoot',
            { sessionId: session.sessionId, cost: shot.cost, species: shot.species },
            loadShotSchema,
          );
          book.current.reserved = Math.max(0, book.current.reserved - shot.cost);
          book.current.server = result.balance;
          if (!mounted.current) return;
          if (result.win > 0) setLastWin(result.win);
          setMessage((current) => (current?.kind === 'notice' ? null : current));
          handlers.current.onResolved({ ...shot, result });
          announce(queue.current.length === 0);
        } catch (error) {
          book.current.reserved = Math.max(0, book.current.reserved - shot.cost);
          if (!mounted.current) return;
          refused(error);
          // The shot may have been taken before the answer was lost: the balance may have moved.
          announce(true);
        }
        publish();
      }
    } finally {
      sending.current = false;
    }
  }, [announce, api, game.shotsPerSecond, publish, refused, session.sessionId, wait]);

  /** A bullet struck a fish: the shot is sent (its cost is already reserved). */
  const send = useCallback(
    (shot: PendingShot) => {
      queue.current.push(shot);
      void pump();
    },
    [pump],
  );

  return {
    /** What the player can still spend: the server's balance less the bullets and shots held. */
    available: balance.server - balance.reserved,
    reserved: balance.reserved,
    canAfford: (cost: number) => book.current.server - book.current.reserved >= cost,
    reserve,
    release,
    send,
    message,
    setMessage,
    lastWin,
    fatal,
  };
};

export type FishPlay = ReturnType<typeof useFishPlay>;
