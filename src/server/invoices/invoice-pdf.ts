import { countryShown } from '../../contract/countries.ts';
import { formatPrice } from '../../contract/money.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { ShopConfig } from '../config-shop.ts';
import type { InvoiceOrder } from './repo.ts';

const money = (cents: number) => formatPrice(toDollars(cents));

/** What a refund gave back, in words: `2 × Wave Headphones, shipping`. */
function refundedWhat(refund: InvoiceOrder['refunds'][number], lines: InvoiceOrder['lines']): string {
  const parts = refund.lines.map((given) => {
    const line = lines.find((candidate) => candidate.id === given.item);
    return `${given.qty} × ${line?.name ?? 'an item'}`;
  });
  if (refund.shipping) parts.push('shipping');
  return parts.join(', ');
}
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The credit notes of an invoice, one per refund given back: its number with `-C1`, `-C2`, … */
export const creditNoteNumber = (invoiceNumber: string, nth = 1) => `${invoiceNumber}-C${nth}`;

type PdfKit = typeof import('pdfkit');
let pdfKit: Promise<PdfKit> | undefined;

/**
 * pdfkit is loaded with the first invoice: loaded at start it held about 30 MiB in every process
 * (docs/performance/memory.md), most of which never renders an invoice.
 */
function loadPdfKit(): Promise<PdfKit> {
  pdfKit ??= import('pdfkit').then(({ default: PDFDocument }) => PDFDocument);
  return pdfKit;
}

/**
 * The order's invoice as a PDF (pdfkit, its built-in Helvetica: no font files): the shop, the
 * customer, the lines, the discount (with its code), shipping, tax and total, and a credit note for
 * each refund given back, numbered in turn. Everything printed is text the PDF draws, never markup.
 */
export async function renderInvoicePdf(
  shop: ShopConfig,
  { order, lines, refunds }: InvoiceOrder,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
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
    countryShown(order.country),
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
  // Tax-inclusive prices hold their tax: the total adds none on top (docs/prices.md).
  const taxIncluded = order.totalCents === order.itemsCents - order.discountCents + order.shippingCents;
  const totals: [string, string][] = [
    ['Items', money(order.itemsCents)],
    [
      order.couponCode ? `Discounts (${order.couponCode})` : 'Discounts',
      order.discountCents > 0 ? `-${money(order.discountCents)}` : money(0),
    ],
    ['Shipping', money(order.shippingCents)],
    [taxIncluded && order.taxCents > 0 ? 'Tax (included)' : 'Tax', money(order.taxCents)],
  ];
  for (const [label, amount] of totals) row([label, '', '', amount]);
  row(['Total', '', '', money(order.totalCents)], true);
  if (order.paidAt) doc.text(`Paid in full on ${day(order.paidAt)}.`, columns.item);

  const notes: { at: Date; amountCents: number; what: string }[] =
    refunds.length > 0
      ? refunds.map((refund) => ({
          at: refund.createdAt,
          amountCents: refund.amountCents,
          what: refundedWhat(refund, lines),
        }))
      : // Refunded before refunds were kept one by one: the whole order went back at once.
        order.refundedAt
        ? [{ at: order.refundedAt, amountCents: order.totalCents, what: 'the whole order' }]
        : [];
  notes.forEach((note, index) => {
    doc.moveDown(2);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`Credit note ${creditNoteNumber(invoiceNumber, index + 1)}`, columns.item);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Date: ${day(note.at)}`);
    doc.text(
      note.amountCents === order.totalCents
        ? `Cancels invoice ${invoiceNumber} in full: the whole order was refunded.`
        : `Against invoice ${invoiceNumber}: ${note.what} refunded.`,
    );
    doc.moveDown();
    row(['Refunded', '', '', `-${money(note.amountCents)}`], true);
  });

  doc.end();
  return done;
}
