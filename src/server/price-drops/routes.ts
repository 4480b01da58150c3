import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PriceDropUnsubscribe as LinkToken } from '../../contract/wishlist.ts';
import { acceptFormPosts, sendButtonPage, sendLinkPage } from '../http/index.ts';
import type { PriceDrops } from './service.ts';

const ACTION = '/api/price-drops/unsubscribe';

/**
 * The unsubscribe link of a price-drop mail. Opening it (GET) only shows the button, as mail
 * scanners open links; the button's POST opts the customer out. A page for a person either way.
 */
export const priceDropRoutes: FastifyPluginAsyncTypebox<{ priceDrops: PriceDrops }> = async (
  app,
  { priceDrops },
) => {
  acceptFormPosts(app);
  app.get(ACTION, { schema: { querystring: LinkToken } }, (request, reply) =>
    sendButtonPage(reply, {
      title: 'Stop price-drop mails',
      text: 'Press the button and we will no longer e-mail you when something on your wishlist gets cheaper.',
      action: ACTION,
      token: request.query.token,
      button: 'Unsubscribe',
    }),
  );
  app.post(ACTION, { schema: { body: LinkToken } }, async (request, reply) =>
    (await priceDrops.unsubscribe(request.body.token))
      ? sendLinkPage(reply, 'Unsubscribed', 'We will not e-mail you about price drops any more.')
      : sendLinkPage(reply, 'Link not valid', 'This link is not one of ours, or its account is gone.'),
  );
};
