import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import { OrderParams } from '../../contract/orders.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { ShopConfig } from '../config-shop.ts';
import type { Db } from '../db/index.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoiceOrder } from './repo.ts';

/** A PDF file: the schema documents it, the bytes are sent as they are. */
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

/**
 * `GET /api/orders/:id/invoice.pdf`: the order's customer and admins; anyone else is told there is
 * no such order (404), as for the order itself. An order not paid yet has no invoice (409).
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ db: Db; auth: AuthHooks; shop: ShopConfig }> = async (
  app,
  { db, auth, shop },
) => {
  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      onRequest: auth.user,
      schema: {
        params: OrderParams,
        response: { 200: PdfFile, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const found = await findInvoiceOrder(db, request.params.id);
      if (!found || (!user.isAdmin && found.order.userId !== user.id))
        throw new NotFoundError('Order not found');
      const invoiceNumber = found.order.invoiceNumber;
      if (!invoiceNumber) throw new ConflictError('Order is not paid yet: it has no invoice');
      const pdf = await renderInvoicePdf(shop, found);
      void reply.type('application/pdf');
      void reply.header('Content-Disposition', `attachment; filename="invoice-${invoiceNumber}.pdf"`);
      void reply.header('Cache-Control', 'private, no-store');
      return reply.send(pdf);
    },
  );
};
