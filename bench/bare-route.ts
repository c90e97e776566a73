// The yardstick of `npm run bench:lobby`: a bare Fastify server with one POST route answering a
// small JSON envelope, no plugins, no database, as its own process so it does not share the load
// generator's event loop. PORT comes from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ success: true, errorCode: null, message: '', value: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
