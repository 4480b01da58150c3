import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import {
  StockAlertAnswer,
  StockAlertBody,
  StockAlertParams,
  StockAlertTokenQuery,
} from '../../contract/stock-alerts.ts';
import type { AuthHooks } from '../auth/index.ts';
import { visitorUnlessSignedIn } from '../catalogue/index.ts';
import type { StockAlerts } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** The small page a mail link opens: plain words and a way back to the shop, nothing to load. */
function landingPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Easy-Buy</title></head><body style="font-family: Arial, sans-serif; max-width: 600px; margin: 0 auto; padding: 16px;"><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the shop</a></p></body></html>`;
}

export const stockAlertRoutes: FastifyPluginAsyncTypebox<{ alerts: StockAlerts; auth: AuthHooks }> = async (
  app,
  { alerts, auth },
) => {
  app.post(
    '/api/products/:id/stock-alerts',
    {
      onRequest: visitorUnlessSignedIn(auth),
      schema: {
        params: StockAlertParams,
        body: StockAlertBody,
        response: { 200: StockAlertAnswer, 201: StockAlertAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { answer, created } = await alerts.signUp(request.params.id, request.body, {
        user: request.user ?? undefined,
        clientAddress: request.ip,
      });
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  // Links from the mail: the token is the only key, so no sign-in is needed. They answer a page for
  // a person, never an error body: a used or unknown link says so in words.
  app.get(
    '/api/stock-alerts/confirm',
    { schema: { querystring: StockAlertTokenQuery } },
    async (request, reply) => {
      const done = await alerts.confirm(request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          done
            ? landingPage('Alert confirmed', 'We will e-mail you once, when it is back in stock.')
            : landingPage(
                'Link not valid',
                'This link was already used to unsubscribe, or the alert was sent.',
              ),
        );
    },
  );

  app.get(
    '/api/stock-alerts/unsubscribe',
    { schema: { querystring: StockAlertTokenQuery } },
    async (request, reply) => {
      await alerts.unsubscribe(request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(landingPage('Unsubscribed', 'We will not e-mail this address about it.'));
    },
  );
};
