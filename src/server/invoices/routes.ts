import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import { OrderParams } from '../../contract/orders.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { ShopConfig } from '../config-shop.ts';
import type { Db } from '../db/index.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoiceOrder } from './repo.ts';

/**
 * Who may open an order's invoice, as orders/ decides it (its customer, a guest holding its key,
 * staff): handed in by app.ts, since orders/ uses invoices/ when a payment is recorded.
 */
export interface InvoiceAccess {
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Throws the order's own 404 when this caller may not open it. */
  check: (request: FastifyRequest, id: string) => Promise<void>;
  /** The headers that guard reads (the order key), declared so the API documents them. */
  headers: TSchema;
}

/** A PDF file: the schema documents it, the bytes are sent as they are. */
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

/**
 * `GET /api/orders/:id/invoice.pdf`: the order's customer, a guest with its key (`X-Order-Key`) and
 * admins; anyone else is told there is
 * no such order (404), as for the order itself. An order not paid yet has no invoice (409).
 */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  access: InvoiceAccess;
  shop: ShopConfig;
}> = async (app, { db, access, shop }) => {
  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      onRequest: access.guard,
      schema: {
        params: OrderParams,
        headers: access.headers,
        response: { 200: PdfFile, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await access.check(request, request.params.id);
      const found = await findInvoiceOrder(db, request.params.id);
      if (!found) throw new NotFoundError('Order not found');
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
