// The invoice PDF read back as a buyer's PDF reader would: text extracted with poppler's pdftotext
// (Debian poppler-utils; `bash scripts/infra.sh poppler`, which `npm test` runs) must carry every
// field, the ₹ sign included, for an intra-state, an inter-state and an export invoice.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LUT_ENDORSEMENT, buildInvoiceDocument, type InvoiceBuyer, type InvoiceInput, type Supplier } from '../src/domain/invoice';
import { COMPUTER_GENERATED_NOTE, SAMPLE_NOTE, renderInvoicePdf } from '../src/invoice/invoice-pdf';
import { SAMPLE_SUPPLIER } from '../src/invoice/supplier';

jest.setTimeout(30_000);

const supplier: Supplier = {
  name: 'Pixel Forge Private Limited',
  address: '4th Floor, 12 MG Road\nBengaluru 560001\nKarnataka, India',
  gstin: '29AAGCB7383J1Z4',
  stateCode: '29',
  lutRef: 'AD290426000123X',
  sample: false,
};
const issuedAt = new Date('2026-11-23T10:00:00Z');
const input = (buyer: InvoiceBuyer, over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  sequence: 123,
  issuedAt,
  supplier,
  buyer,
  currency: 'INR',
  total: 49900,
  planName: 'Pro',
  credits: 500,
  paymentRef: 'pay_IH4NVgf4Dreq1l',
  ...over,
});

let dir: string;
beforeAll(() => {
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (probe.error) {
    throw new Error('pdftotext is not installed (Debian package poppler-utils): run `bash scripts/infra.sh poppler` (npm test does it for you)');
  }
  dir = mkdtempSync(join(tmpdir(), 'atelier-invoice-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Writes the PDF and runs a poppler tool on it; throws with its stderr when it fails. */
function poppler(pdf: Buffer, tool: string, args: string[]): string {
  const file = join(dir, `invoice-${++n}.pdf`);
  writeFileSync(file, pdf);
  const r = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.error?.message}`);
  return r.stdout;
}
/** The page's text with runs of white space as one space, so a label and its value laid out on one
 *  line read as "CGST @ 9% ₹38.06". `area` (points from the top left) reads only that part. */
function textOf(pdf: Buffer, area?: { x: number; y: number; w: number; h: number }): string {
  const crop = area ? ['-x', area.x, '-y', area.y, '-W', area.w, '-H', area.h].map(String) : [];
  return poppler(pdf, 'pdftotext', ['-layout', '-enc', 'UTF-8', ...crop]).replace(/\s+/g, ' ');
}
/** The halves of the page's top: title and supplier on the left, number box and buyer on the right. */
const LEFT_TOP = { x: 0, y: 0, w: 298, h: 260 };
const RIGHT_TOP = { x: 298, y: 0, w: 297, h: 260 };

/** What every invoice shows, whatever its tax. */
function expectCommonFields(pdf: Buffer, text: string): void {
  expect(textOf(pdf, LEFT_TOP)).toContain(
    'Tax Invoice SUPPLIER Pixel Forge Private Limited 4th Floor, 12 MG Road Bengaluru 560001 Karnataka, India GSTIN: 29AAGCB7383J1Z4 State: Karnataka (29)',
  );
  for (const s of [
    'Invoice No. INV/26-27/000123',
    'Date 23 Nov 2026',
    'Reverse charge No',
    'Payment reference pay_IH4NVgf4Dreq1l',
    'Pro — 500 credits',
    '998439',
    'Other online content n.e.c.',
    COMPUTER_GENERATED_NOTE,
  ]) {
    expect(text).toContain(s);
  }
  expect(text).not.toContain('SAMPLE');
}

// Each invoice kind: its buyer and amount, what its text must read (label and value together) and
// what it must not.
const kinds: { kind: string; buyer: InvoiceBuyer; over: Partial<InvoiceInput>; billTo: string; shows: string[]; hides: string[] }[] = [
  {
    kind: 'intra-state: CGST 9% + SGST 9% in rupees, the ₹ sign extracted as U+20B9',
    buyer: { name: 'Asha Rao', email: 'asha@example.com', country: 'IN', stateCode: '29' },
    over: {},
    billTo: 'BILL TO Asha Rao asha@example.com State: Karnataka (29)',
    shows: [
      'Place of supply Karnataka (29)',
      'Currency Indian rupee (INR)',
      '1 Pro — 500 credits 998439 1 ₹422.88', // the line: #, description, SAC, qty, taxable value
      'Taxable value ₹422.88',
      'CGST @ 9% ₹38.06',
      'SGST @ 9% ₹38.06',
      'Total ₹499.00',
    ],
    hides: ['IGST', 'SUPPLY MEANT FOR EXPORT', 'Country of destination'],
  },
  {
    kind: 'inter-state: IGST 18%, the buyer state and place of supply, lakh grouping',
    buyer: { name: 'Ravi Kumar', email: 'ravi@example.com', country: 'IN', stateCode: '27' },
    over: { total: 12345678 },
    billTo: 'BILL TO Ravi Kumar ravi@example.com State: Maharashtra (27)',
    shows: [
      'Place of supply Maharashtra (27)',
      'Taxable value ₹1,04,624.39',
      'IGST @ 18% ₹18,832.39',
      'Total ₹1,23,456.78',
    ],
    hides: ['CGST', 'SGST', 'SUPPLY MEANT FOR EXPORT'],
  },
  {
    kind: 'export: USD, zero-rated under LUT with the endorsement, the destination country and the ARN',
    buyer: { name: 'Jane Doe', email: 'jane@example.com', country: 'US', stateCode: null },
    over: { currency: 'USD', total: 999 },
    billTo: 'BILL TO Jane Doe jane@example.com Country: United States',
    shows: [
      'Place of supply United States (outside India)',
      'Country of destination United States',
      'Currency US dollar (USD)',
      '1 Pro — 500 credits 998439 1 $9.99',
      'Taxable value $9.99',
      'IGST @ 0% $0.00',
      'Total $9.99',
      LUT_ENDORSEMENT,
      'LUT reference (ARN): AD290426000123X',
    ],
    hides: ['₹', 'CGST', 'IGST @ 18%'],
  },
];

it.each(kinds)('$kind', async ({ buyer, over, billTo, shows, hides }) => {
  const pdf = await renderInvoicePdf(buildInvoiceDocument(input(buyer, over)));
  const text = textOf(pdf);
  expectCommonFields(pdf, text);
  expect(textOf(pdf, RIGHT_TOP)).toContain(billTo);
  for (const s of shows) expect(text).toContain(s);
  for (const s of hides) expect(text).not.toContain(s);
});

it('the sample supplier prints the sample warning; a buyer with no state or country on record', async () => {
  const doc = buildInvoiceDocument(input({ name: 'Asha Rao', email: 'asha@example.com', country: null, stateCode: null }, { supplier: SAMPLE_SUPPLIER }));
  const pdf = await renderInvoicePdf(doc);
  const text = textOf(pdf);
  expect(text).toContain(SAMPLE_NOTE);
  expect(text).toContain(`GSTIN: ${SAMPLE_SUPPLIER.gstin}`);
  expect(textOf(pdf, RIGHT_TOP)).toContain('BILL TO Asha Rao asha@example.com Country: India');
  // The supplier's state (Maharashtra) is the place of supply: CGST + SGST.
  expect(text).toContain('Place of supply Maharashtra (27)');
  expect(text).toContain('CGST @ 9% ₹38.06');
});

it('one A4 page in the embedded Noto Sans (no built-in Helvetica), dated by the invoice', async () => {
  const pdf = await renderInvoicePdf(buildInvoiceDocument(input({ name: 'Asha Rao', email: 'asha@example.com', country: 'IN', stateCode: '29' })));
  const info = poppler(pdf, 'pdfinfo', ['-isodates']);
  expect(info).toMatch(/^Pages:\s+1$/m);
  expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
  expect(info).toMatch(/^CreationDate:\s+2026-11-23T10:00:00Z$/m);
  expect(info).toMatch(/^Title:\s+Tax Invoice INV\/26-27\/000123$/m);
  const fonts = poppler(pdf, 'pdffonts', []);
  const rows = fonts.split('\n').slice(2).filter(Boolean);
  expect(rows.length).toBeGreaterThan(0);
  // name, type, encoding, emb, sub, uni: every font an embedded subset of Noto Sans with a ToUnicode map.
  for (const row of rows) expect(row).toMatch(/^[A-Z]{6}\+NotoSans-\S+\s+CID TrueType.*\byes\s+yes\s+yes\b/);
});

it('long names wrap and stay on the one page', async () => {
  const long = 'Srinivasa Venkata Lakshmi Narasimha Raghunathan Subramaniam Iyer of Tiruchirappalli';
  const doc = buildInvoiceDocument(
    input({ name: long, email: 'a.very.long.address.for.testing@subdomain.example.co.in', country: 'IN', stateCode: '33' }, { planName: 'Enterprise annual studio plan with priority rendering', credits: 1_000_000 }),
  );
  const pdf = await renderInvoicePdf(doc);
  expect(poppler(pdf, 'pdfinfo', [])).toMatch(/^Pages:\s+1$/m);
  const text = textOf(pdf);
  for (const word of long.split(' ')) expect(text).toContain(word);
  expect(text).toContain('1,000,000 credits');
  expect(text).toContain('State: Tamil Nadu (33)');
});

it('the same invoice renders to the same bytes', async () => {
  const doc = buildInvoiceDocument(input({ name: 'Asha Rao', email: 'asha@example.com', country: 'IN', stateCode: '29' }));
  const [a, b] = [await renderInvoicePdf(doc), await renderInvoicePdf(doc)];
  expect(a.equals(b)).toBe(true);
  const other = await renderInvoicePdf({ ...doc, issuedAt: new Date('2026-11-24T10:00:00Z') });
  expect(other.equals(a)).toBe(false);
});
