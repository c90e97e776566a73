import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from './client.js';
import { MAX_NOTIFICATION_BYTES, type Notifications } from './notifications.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';

const schema = {};
const opened: Array<DatabaseHandle<typeof schema>> = [];
let scratch: ScratchDatabase | undefined;
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  await scratch?.drop();
  scratch = undefined;
});

/** The payloads a subscriber hears, each awaited in turn. */
const listen = async (notifications: Notifications, channel: string) => {
  const heard: string[] = [];
  const waiting: Array<(payload: string) => void> = [];
  const stop = await notifications.subscribe(channel, (payload) => {
    const waiter = waiting.shift();
    if (waiter) waiter(payload);
    else heard.push(payload);
  });
  return {
    stop,
    next: () =>
      new Promise<string>((resolve) => {
        const early = heard.shift();
        if (early !== undefined) resolve(early);
        else waiting.push(resolve);
      }),
  };
};

describe('notifications on PGlite', () => {
  it('hands what is published to every subscriber of the channel, and only to them', async () => {
    const handle = await openPglite(schema, 'memory://');
    opened.push(handle);
    const one = await listen(handle.notifications, 'room_a');
    const two = await listen(handle.notifications, 'room_a');
    const other = await listen(handle.notifications, 'room_b');
    await handle.notifications.publish('room_a', '{"hello":1}');
    await handle.notifications.publish('room_b', 'b');
    expect(await one.next()).toBe('{"hello":1}');
    expect(await two.next()).toBe('{"hello":1}');
    expect(await other.next()).toBe('b');
    await one.stop();
    await handle.notifications.publish('room_a', 'again');
    expect(await two.next()).toBe('again');
  });

  it('refuses a channel that is not a plain name and a payload PostgreSQL would refuse', async () => {
    const handle = await openPglite(schema, 'memory://');
    opened.push(handle);
    await expect(handle.notifications.publish('Room; drop', 'x')).rejects.toThrow(/channel/);
    await expect(
      handle.notifications.publish('room', 'x'.repeat(MAX_NOTIFICATION_BYTES + 1)),
    ).rejects.toThrow(/limited/);
  });
});

// Two instances on one database exist only on the PostgreSQL server (the embedded engine is one
// process): this suite runs where the suite runs on it (CI's second run) and is not listed on PGlite.
if (process.env.DATABASE_URL)
  describe('notifications on PostgreSQL', () => {
    it('reaches the subscribers of another instance, and again after its listener was cut', async () => {
      scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'notify');
      const first = openPostgres(schema, scratch.url, 2);
      const second = openPostgres(schema, scratch.url, 2);
      opened.push(first, second);
      const heard = await listen(second.notifications, 'live');
      await first.notifications.publish('live', 'one');
      expect(await heard.next()).toBe('one');

      // The listening connection is cut from outside (a failover, a proxy's idle cut).
      const back = new Promise<void>((resolve) => second.notifications.onReconnect(resolve));
      await first.sql.execute(
        "select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen live' and pid <> pg_backend_pid()",
      );
      await back;
      await first.notifications.publish('live', 'two');
      expect(await heard.next()).toBe('two');
    });
  });
