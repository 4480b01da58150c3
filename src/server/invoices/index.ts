/** What other modules use of invoices/ (docs/architecture.md); everything else here is its own. */
export { assignInvoiceNumber, formatInvoiceNumber } from './invoice-numbers.ts';
export { invoiceRoutes } from './routes.ts';
