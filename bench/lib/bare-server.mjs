// The baseline: Fastify 5 with the same request logging as the app (production logs every
// request at info level) and one route answering a fixed JSON.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'info' } });
const body = { id: 'b6f1d1a2-5c3e-4a43-9a0e-2c3f4e5d6a7b', orderNumber: 1042, status: 'Создан', cost: 1490.5 };
app.get('/fixed', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
