import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import {
  StockAlertAnswer,
  StockAlertBody,
  StockAlertParams,
  StockAlertTokenQuery,
} from '../../contract/stock-alerts.ts';
import type { AuthHooks } from '../auth/index.ts';
import { acceptFormPosts, sendButtonPage, sendLinkPage } from '../http/index.ts';
import { visitorUnlessSignedIn } from '../catalogue/index.ts';
import type { StockAlerts } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

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

  // Links from the mail: the token is the only key, so no sign-in is needed. Opening one (GET)
  // changes nothing, as mail scanners open links: it shows a button that POSTs the token back.
  // They answer a page for a person, never an error body: a used or unknown link says so in words.
  acceptFormPosts(app);
  const tokenSchema = { querystring: StockAlertTokenQuery };
  app.get('/api/stock-alerts/confirm', { schema: tokenSchema }, (request, reply) =>
    sendButtonPage(reply, {
      title: 'Confirm your alert',
      text: 'Press the button to be e-mailed once, when it is back in stock.',
      action: '/api/stock-alerts/confirm',
      token: request.query.token,
      button: 'Confirm the alert',
    }),
  );
  app.post('/api/stock-alerts/confirm', { schema: { body: StockAlertTokenQuery } }, async (request, reply) =>
    (await alerts.confirm(request.body.token))
      ? sendLinkPage(reply, 'Alert confirmed', 'We will e-mail you once, when it is back in stock.')
      : sendLinkPage(
          reply,
          'Link not valid',
          'This link was already used to unsubscribe, or the alert was sent.',
        ),
  );

  app.get('/api/stock-alerts/unsubscribe', { schema: tokenSchema }, (request, reply) =>
    sendButtonPage(reply, {
      title: 'Remove your alert',
      text: 'Press the button and we will not e-mail this address about it.',
      action: '/api/stock-alerts/unsubscribe',
      token: request.query.token,
      button: 'Unsubscribe',
    }),
  );
  app.post(
    '/api/stock-alerts/unsubscribe',
    { schema: { body: StockAlertTokenQuery } },
    async (request, reply) => {
      await alerts.unsubscribe(request.body.token);
      return sendLinkPage(reply, 'Unsubscribed', 'We will not e-mail this address about it.');
    },
  );
};
