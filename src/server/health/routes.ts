import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isDatabaseUp, type Db } from '../db/index.ts';

const Health = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });

/** For load balancers: healthy only while the database answers. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    if (await isDatabaseUp(db)) return { status: 'ok' as const };
    return reply.status(503).send({ status: 'unavailable' as const });
  });
};
