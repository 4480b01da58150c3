import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Minimal Fastify app returning a product-list-shaped body: the ceiling the real API is compared
 * against, so the ratio shows what our own code costs on top of the framework and the machine.
 */
export async function startBareServer(port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ products: [], page: 1, pages: 1 }));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
