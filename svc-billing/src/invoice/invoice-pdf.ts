// Draws an InvoiceDocument as an A4 GST tax invoice with pdfkit. Every fact and figure comes decided
// from domain/invoice.ts; this file only lays them out. The text is set in Noto Sans (embedded, OFL,
// from @expo-google-fonts/noto-sans) because PDF's built-in Helvetica has no ₹ (U+20B9).
// The same document always gives the same bytes: the PDF's dates (and so its file ID) are the
// invoice's own date, never the time of rendering.
import { readFileSync } from 'node:fs';
import type PDFKitDocument from 'pdfkit';
import {
  formatAmount,
  formatGstState,
  formatInvoiceDate,
  gstState,
  type InvoiceDocument,
  type PlaceOfSupply,
  type TaxLine,
} from '../domain/invoice';

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;
/** Read once per process: about 0.5 MB each, subset into every PDF. */
function loadFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  fonts ??= { regular: readFileSync(require.resolve(FONT_FILES.regular)), bold: readFileSync(require.resolve(FONT_FILES.bold)) };
  return fonts;
}

// A4 in points, and the palette: near-black text, grey labels, light rules and fills.
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#cccccc';
const FILL = '#f2f2f2';
const ALERT = '#b00020';

export const COMPUTER_GENERATED_NOTE = 'This is a computer-generated invoice.';
export const SAMPLE_NOTE = 'SAMPLE: the supplier details are placeholders (set INVOICE_SUPPLIER_*). Not a valid tax invoice.';

/** "Karnataka (29)", or "United States (outside India)". */
export function placeOfSupplyText(place: PlaceOfSupply): string {
  return place.kind === 'state' ? formatGstState(place.state) : `${place.countryName} (outside India)`;
}

/** "CGST @ 9%". */
export function taxLineLabel(line: TaxLine): string {
  return `${line.label} @ ${line.ratePercent}%`;
}

/** The A4 PDF of one invoice. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  // Required on the first invoice, not at start: pdfkit and its font tables cost ~5 MiB of heap that
  // a process which never renders an invoice (most of them) should not carry (docs/benchmarks.md).
  const PDFDocument = require('pdfkit') as typeof PDFKitDocument;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `Tax Invoice ${doc.number}`,
      Author: doc.supplier.name,
      Subject: `Tax invoice ${doc.number} for ${doc.buyer.email}`,
      CreationDate: doc.issuedAt,
      ModDate: doc.issuedAt,
    },
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, doc);
  pdf.end();
  return done;
}

type Pdf = PDFKit.PDFDocument;

function draw(pdf: Pdf, doc: InvoiceDocument): void {
  const left = PAGE.margin;
  let y = PAGE.margin;

  // Title on the left; number and date in a box on the right.
  pdf.font('bold').fontSize(22).fillColor(INK).text('Tax Invoice', left, y, { lineBreak: false });
  const boxW = 200;
  const boxX = left + CONTENT_WIDTH - boxW;
  pdf.rect(boxX, y, boxW, 44).fillAndStroke(FILL, RULE).fillColor(INK);
  labelValue(pdf, 'Invoice No.', doc.number, boxX + 10, y + 8, boxW - 20);
  labelValue(pdf, 'Date', formatInvoiceDate(doc.issuedAt), boxX + 10, y + 25, boxW - 20);
  y += 58;

  if (doc.supplier.sample) {
    pdf.font('bold').fontSize(9);
    const h = pdf.heightOfString(SAMPLE_NOTE, { width: CONTENT_WIDTH - 16 }) + 10;
    pdf.rect(left, y, CONTENT_WIDTH, h).stroke(ALERT);
    pdf.fillColor(ALERT).text(SAMPLE_NOTE, left + 8, y + 5, { width: CONTENT_WIDTH - 16 });
    y += h + 12;
  }

  // Supplier and buyer side by side.
  const colW = (CONTENT_WIDTH - 24) / 2;
  const supplierState = gstState(doc.supplier.stateCode);
  const supplierLines = [
    ...doc.supplier.address.split('\n'),
    `GSTIN: ${doc.supplier.gstin}`,
    ...(supplierState ? [`State: ${formatGstState(supplierState)}`] : []),
  ];
  const buyerLines = [
    doc.buyer.email,
    doc.placeOfSupply.kind === 'abroad'
      ? `Country: ${doc.placeOfSupply.countryName}`
      : doc.buyer.stateCode && gstState(doc.buyer.stateCode)
        ? `State: ${formatGstState(gstState(doc.buyer.stateCode)!)}`
        : 'Country: India',
  ];
  const hSupplier = party(pdf, 'SUPPLIER', doc.supplier.name, supplierLines, left, y, colW);
  const hBuyer = party(pdf, 'BILL TO', doc.buyer.name, buyerLines, left + colW + 24, y, colW);
  y += Math.max(hSupplier, hBuyer) + 14;

  // Facts of the supply.
  rule(pdf, y);
  y += 10;
  const facts: [string, string][] = [
    ['Place of supply', placeOfSupplyText(doc.placeOfSupply)],
    ...(doc.placeOfSupply.kind === 'abroad' ? [['Country of destination', doc.placeOfSupply.countryName] as [string, string]] : []),
    ['Reverse charge', doc.reverseCharge ? 'Yes' : 'No'],
    ...(doc.paymentRef ? [['Payment reference', doc.paymentRef] as [string, string]] : []),
    ['Currency', doc.currency === 'INR' ? 'Indian rupee (INR)' : 'US dollar (USD)'],
  ];
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 130, lineBreak: false });
    pdf.font('regular').fontSize(9.5).fillColor(INK).text(value, left + 130, y, { width: CONTENT_WIDTH - 130 });
    y = Math.max(y + 15, pdf.y + 2);
  }
  y += 10;

  // The line table: #, description, SAC, qty, taxable value.
  const cols = [
    { title: '#', x: left, w: 22, align: 'left' as const },
    { title: 'Description', x: left + 22, w: 247, align: 'left' as const },
    { title: 'SAC', x: left + 269, w: 70, align: 'left' as const },
    { title: 'Qty', x: left + 339, w: 40, align: 'right' as const },
    { title: 'Taxable value', x: left + 379, w: CONTENT_WIDTH - 379, align: 'right' as const },
  ];
  pdf.rect(left, y, CONTENT_WIDTH, 22).fill(FILL);
  pdf.font('bold').fontSize(9).fillColor(INK);
  for (const c of cols) pdf.text(c.title, c.x + 6, y + 6, { width: c.w - 12, align: c.align, lineBreak: false });
  y += 22 + 6;
  const rowTop = y;
  pdf.font('regular').fontSize(10).fillColor(INK);
  pdf.text('1', cols[0]!.x + 6, y, { width: cols[0]!.w - 12, lineBreak: false });
  pdf.font('bold').text(doc.line.description, cols[1]!.x + 6, y, { width: cols[1]!.w - 12 });
  pdf.font('regular').fontSize(8.5).fillColor(MUTED).text(doc.line.sac.description, cols[1]!.x + 6, pdf.y + 1, { width: cols[1]!.w - 12 });
  const descBottom = pdf.y;
  pdf.font('regular').fontSize(10).fillColor(INK);
  pdf.text(doc.line.sac.code, cols[2]!.x + 6, rowTop, { width: cols[2]!.w - 12, lineBreak: false });
  pdf.text(String(doc.line.quantity), cols[3]!.x + 6, rowTop, { width: cols[3]!.w - 12, align: 'right', lineBreak: false });
  pdf.text(formatAmount(doc.line.taxable, doc.currency), cols[4]!.x + 6, rowTop, { width: cols[4]!.w - 12, align: 'right', lineBreak: false });
  y = descBottom + 8;
  rule(pdf, y);
  y += 12;

  // Totals, right-aligned under the amount column.
  const totalsX = left + CONTENT_WIDTH - 230;
  const totalsW = 230;
  const amountRow = (label: string, subunits: number, strong = false) => {
    pdf.font(strong ? 'bold' : 'regular').fontSize(strong ? 11.5 : 10).fillColor(INK);
    pdf.text(label, totalsX, y, { width: 130, lineBreak: false });
    pdf.text(formatAmount(subunits, doc.currency), totalsX + 100, y, { width: totalsW - 106, align: 'right', lineBreak: false });
    y += strong ? 20 : 17;
  };
  amountRow('Taxable value', doc.tax.taxable);
  for (const line of doc.tax.lines) amountRow(taxLineLabel(line), line.amount);
  pdf.moveTo(totalsX, y).lineTo(left + CONTENT_WIDTH, y).lineWidth(0.8).stroke(INK);
  y += 7;
  amountRow('Total', doc.tax.total, true);
  y += 12;

  if (doc.tax.endorsement) {
    pdf.font('bold').fontSize(9.5);
    const h = pdf.heightOfString(doc.tax.endorsement, { width: CONTENT_WIDTH - 20 }) + 14;
    pdf.rect(left, y, CONTENT_WIDTH, h).lineWidth(1).stroke(INK);
    pdf.fillColor(INK).text(doc.tax.endorsement, left + 10, y + 7, { width: CONTENT_WIDTH - 20 });
    y += h + 8;
    if (doc.tax.treatment === 'export-lut' && doc.supplier.lutRef) {
      pdf.font('regular').fontSize(9).fillColor(MUTED).text(`LUT reference (ARN): ${doc.supplier.lutRef}`, left, y, { width: CONTENT_WIDTH });
      y = pdf.y + 8;
    }
  }

  // Footer at the foot of the page.
  const footY = PAGE.height - PAGE.margin - 40;
  rule(pdf, footY);
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  pdf.text(COMPUTER_GENERATED_NOTE, left, footY + 8, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
  pdf.text(`${doc.supplier.name} · GSTIN ${doc.supplier.gstin}`, left, footY + 20, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

function labelValue(pdf: Pdf, label: string, value: string, x: number, y: number, w: number): void {
  pdf.font('regular').fontSize(9).fillColor(MUTED).text(label, x, y + 1, { width: 70, lineBreak: false });
  pdf.font('bold').fontSize(10).fillColor(INK).text(value, x + 70, y, { width: w - 70, align: 'right', lineBreak: false });
}

/** A titled block of a party; returns its height. */
function party(pdf: Pdf, title: string, name: string, lines: string[], x: number, y: number, w: number): number {
  pdf.font('bold').fontSize(8).fillColor(MUTED).text(title, x, y, { width: w });
  pdf.font('bold').fontSize(11).fillColor(INK).text(name, x, pdf.y + 3, { width: w });
  pdf.font('regular').fontSize(9.5).fillColor(INK);
  for (const line of lines) pdf.text(line, x, pdf.y + 1, { width: w });
  return pdf.y - y;
}

function rule(pdf: Pdf, y: number): void {
  pdf.moveTo(PAGE.margin, y).lineTo(PAGE.margin + CONTENT_WIDTH, y).lineWidth(0.6).stroke(RULE);
}
