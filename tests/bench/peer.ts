import Fastify from 'fastify';

/**
 * The benchmark's peer: a bare Fastify (no plugins, no hooks, no logger) answering a constant at
 * GET /constant, in its own process. Our floor (GET /api/app-config) is measured beside it.
 */
// The same answer as our constant route, as an object, so both serialise it on each request.
const body: unknown = JSON.parse(process.env.PEER_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/constant', () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
