import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { LIVE_PATH, type LiveServerFrame } from '@platform/contracts';

/** The app listening on a free loopback port; the live socket's URL and the origin of its pages. */
export const listenLive = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}${LIVE_PATH}`, origin: `http://127.0.0.1:${port}`, port };
};

export type LiveClient = {
  /** The next frame of this type not taken yet (waits for it). */
  next<T extends LiveServerFrame['type']>(type: T): Promise<Extract<LiveServerFrame, { type: T }>>;
  /** Frames of this type received so far and not taken. */
  pending(type: LiveServerFrame['type']): LiveServerFrame[];
  send(frame: unknown): void;
  /** The close code, once the server closed the socket. */
  closed: Promise<number>;
  close(): void;
};

/** A page's socket, as the browser opens it (headers: a cookie, an Origin). */
export const openLive = (url: string, headers: Record<string, string> = {}): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: LiveServerFrame[] = [];
    const waiting: Array<{ type: string; resolve: (frame: LiveServerFrame) => void }> = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as LiveServerFrame;
      const index = waiting.findIndex((waiter) => waiter.type === frame.type);
      if (index >= 0) waiting.splice(index, 1)[0]!.resolve(frame);
      else frames.push(frame);
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        next: (type) =>
          new Promise((done) => {
            const index = frames.findIndex((frame) => frame.type === type);
            if (index >= 0) done(frames.splice(index, 1)[0] as never);
            else waiting.push({ type, resolve: done as (frame: LiveServerFrame) => void });
          }),
        pending: (type) => frames.filter((frame) => frame.type === type),
        send: (frame) => socket.send(JSON.stringify(frame)),
        closed,
        close: () => socket.close(),
      }),
    );
  });

/** A page's socket, authenticated with the session token in its first frame; resolves once ready. */
export const openLiveAs = async (url: string, token: string) => {
  const client = await openLive(url);
  client.send({ type: 'auth', token });
  const ready = await client.next('ready');
  return { client, ready };
};

/** Joins a chat room; resolves once the server has taken the join (its answer to a later ping). */
export const joinRoom = async (client: LiveClient, room: 'PT' | 'EN' | 'CN') => {
  client.send({ type: 'chat.join', room });
  client.send({ type: 'ping' });
  await client.next('pong');
};
