import PDFDocument from 'pdfkit';
import { formatPrice } from '../../contract/money.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { ShopConfig } from '../config-shop.ts';
import type { InvoiceOrder } from './repo.ts';

const money = (cents: number) => formatPrice(toDollars(cents));
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The credit note a whole-order refund gives: the invoice's number with `-C1`. */
export const creditNoteNumber = (invoiceNumber: string) => `${invoiceNumber}-C1`;

/**
 * The order's invoice as a PDF (pdfkit, its built-in Helvetica: no font files): the shop, the
 * customer, the lines, discounts, shipping, tax and total, and for a refunded order the credit note
 * that gives the total back. Everything printed is text the PDF draws, never markup.
 */
export function renderInvoicePdf(shop: ShopConfig, { order, lines }: InvoiceOrder): Promise<Buffer> {
  const invoiceNumber = order.invoiceNumber ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoiceNumber}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(shop.name);
  doc.font('Helvetica').fontSize(10);
  for (const line of shop.addressLines) doc.text(line);
  if (shop.taxId) doc.text(`Tax ID: ${shop.taxId}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoiceNumber}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice date: ${order.paidAt ? day(order.paidAt) : ''}`);
  doc.text(`Order: #${order.orderNumber}`);
  doc.text(`Payment: ${order.paymentMethod}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica');
  for (const line of [
    order.customerName,
    order.address,
    `${order.postalCode} ${order.city}`,
    order.country,
  ]) {
    doc.text(line);
  }
  doc.moveDown();

  const columns = { item: 50, qty: 330, price: 380, total: 470 };
  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], columns.item, y, { width: 270 });
    const end = doc.y;
    doc.text(cells[1], columns.qty, y, { width: 40, align: 'right' });
    doc.text(cells[2], columns.price, y, { width: 80, align: 'right' });
    doc.text(cells[3], columns.total, y, { width: 75, align: 'right' });
    doc.x = columns.item;
    doc.y = Math.max(end, doc.y);
  };
  row(['Item', 'Qty', 'Price', 'Amount'], true);
  for (const line of lines) {
    const name = line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;
    row([name, String(line.qty), money(line.priceCents), money(line.priceCents * line.qty)]);
  }
  doc.moveDown();
  const totals: [string, number][] = [
    ['Items', order.itemsCents],
    ['Discounts', 0],
    ['Shipping', order.shippingCents],
    ['Tax', order.taxCents],
  ];
  for (const [label, cents] of totals) row([label, '', '', money(cents)]);
  row(['Total', '', '', money(order.totalCents)], true);
  if (order.paidAt) doc.text(`Paid in full on ${day(order.paidAt)}.`, columns.item);

  if (order.refundedAt) {
    doc.moveDown(2);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`Credit note ${creditNoteNumber(invoiceNumber)}`, columns.item);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Date: ${day(order.refundedAt)}`);
    doc.text(`Cancels invoice ${invoiceNumber} in full: the whole order was refunded.`);
    doc.moveDown();
    row(['Refunded', '', '', `-${money(order.totalCents)}`], true);
  }

  doc.end();
  return done;
}
