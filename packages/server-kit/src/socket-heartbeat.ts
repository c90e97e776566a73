/** What the heartbeat needs of a WebSocket (the `ws` library's socket has it). */
type PingedSocket = { ping(): void; terminate(): void; on(event: 'pong', listener: () => void): unknown };

/**
 * Drops sockets whose peer went away without closing (a phone that lost its network): every
 * `everyMs` each socket that did not answer the last ping is terminated, the others pinged. A
 * socket counts from `track`; `stop` ends the timer (a scope's onClose). Shared by the platform's
 * live channel and the studio's Crash socket.
 */
export const socketHeartbeat = (clients: () => Iterable<PingedSocket>, everyMs: number) => {
  const alive = new WeakSet<object>();
  const timer = setInterval(() => {
    for (const socket of clients()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, everyMs).unref();
  return {
    track(socket: PingedSocket) {
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
    },
    stop: () => clearInterval(timer),
  };
};
