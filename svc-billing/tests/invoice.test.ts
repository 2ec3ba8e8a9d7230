// The GST invoice rules of domain/invoice.ts and the supplier configuration: financial years at the
// IST boundary, the serial number, the tax split of awkward totals, place of supply, states, GSTINs,
// amounts as printed.
import { ConfigError } from '@atelier/platform/src/config';
import {
  GST_STATES,
  IGST_EXPORT_ENDORSEMENT,
  INVOICE_SEQUENCE_MAX,
  LUT_ENDORSEMENT,
  RULE46_SERIAL,
  buildInvoiceDocument,
  computeInvoiceTax,
  buyerCountryOf,
  countryName,
  financialYearOf,
  formatAmount,
  formatInvoiceDate,
  formatInvoiceNumber,
  invoiceDocumentFromJson,
  invoiceDocumentToJson,
  gstState,
  gstinProblem,
  parseInvoiceNumber,
  placeOfSupply,
  taxTreatment,
  type InvoiceBuyer,
  type InvoiceTax,
  type Supplier,
  type TaxTreatment,
} from '../src/domain/invoice';
import { SAMPLE_SUPPLIER, supplierFromEnv } from '../src/invoice/supplier';

const supplier: Supplier = {
  name: 'Pixel Forge Pvt Ltd',
  address: '12 MG Road\nBengaluru 560001',
  gstin: '29AAGCB7383J1Z4',
  stateCode: '29',
  lutRef: 'AD290426000123X',
  sample: false,
};
const buyer = (over: Partial<InvoiceBuyer> = {}): InvoiceBuyer => ({ name: 'Asha Rao', email: 'asha@example.com', country: 'IN', stateCode: '29', ...over });
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  throw new Error('expected a throw');
};

describe('financial year (April–March, Asia/Kolkata)', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '26-27', 2026], // 31 Mar 23:59:59.999 IST
    ['2027-03-31T18:30:00.000Z', '27-28', 2027], // 1 Apr 00:00 IST, still 31 Mar in UTC
    ['2026-03-31T20:00:00.000Z', '26-27', 2026], // 1 Apr 01:30 IST
    ['2026-04-01T00:00:00.000Z', '26-27', 2026],
    ['2027-01-15T12:00:00.000Z', '26-27', 2026],
    ['2099-12-31T12:00:00.000Z', '99-00', 2099],
    ['2000-02-01T00:00:00.000Z', '99-00', 1999],
  ])('%s is FY %s', (iso, label, startYear) => {
    expect(financialYearOf(new Date(iso))).toEqual({ label, startYear });
  });

  it('the invoice date is the IST calendar date', () => {
    expect(formatInvoiceDate(new Date('2026-11-23T18:29:59Z'))).toBe('23 Nov 2026');
    expect(formatInvoiceDate(new Date('2026-11-23T18:30:00Z'))).toBe('24 Nov 2026');
    expect(formatInvoiceDate(new Date('2027-03-31T18:30:00Z'))).toBe('01 Apr 2027');
  });
});

describe('invoice number', () => {
  const fy = financialYearOf(new Date('2026-11-23T10:00:00Z'));

  it('is INV/<fy>/<6 digits>, 16 characters at most, of Rule 46 characters only', () => {
    for (const [seq, number] of [
      [1, 'INV/26-27/000001'],
      [123, 'INV/26-27/000123'],
      [999_999, 'INV/26-27/999999'],
    ] as const) {
      expect(formatInvoiceNumber(fy, seq)).toBe(number);
      expect(number.length).toBeLessThanOrEqual(16);
      expect(RULE46_SERIAL.test(number)).toBe(true);
    }
    expect(INVOICE_SEQUENCE_MAX).toBe(999_999);
  });

  it('past 999999 in one year the series is exhausted (no silent overflow past 16 characters)', () => {
    expect(code(() => formatInvoiceNumber(fy, 1_000_000))).toBe('RESOURCE_EXHAUSTED');
  });

  it.each([0, -1, 1.5, NaN])('refuses sequence %p', (seq) => {
    expect(code(() => formatInvoiceNumber(fy, seq))).toBe('INVALID_ARGUMENT');
  });

  it('parses its own numbers back and nothing else', () => {
    expect(parseInvoiceNumber('INV/26-27/000123')).toEqual({ fyLabel: '26-27', sequence: 123 });
    expect(parseInvoiceNumber('INV/99-00/999999')).toEqual({ fyLabel: '99-00', sequence: 999_999 });
    for (const bad of ['INV/26-28/000001', 'INV/26-27/000000', 'INV/26-27/12345', 'INV/26-27/1234567', 'inv/26-27/000001', 'INV/26-27/000001 ']) {
      expect(parseInvoiceNumber(bad)).toBeNull();
    }
  });

  it('Rule 46 shape: letters, digits, "-" and "/", 1–16 characters', () => {
    expect(RULE46_SERIAL.test('A/1-2')).toBe(true);
    expect(RULE46_SERIAL.test('INV/26-27/0000001')).toBe(false); // 17
    expect(RULE46_SERIAL.test('INV 26')).toBe(false);
    expect(RULE46_SERIAL.test('INV_26')).toBe(false);
    expect(RULE46_SERIAL.test('')).toBe(false);
  });
});

describe('tax from a tax-inclusive total (integers only)', () => {
  /** What breaks the sums or the rounding, checked against exact integer arithmetic; [] when none. */
  function inconsistencies(t: InvoiceTax): string[] {
    const out: string[] = [];
    const lines = t.lines.reduce((s, l) => s + l.amount, 0);
    if (t.taxable + lines !== t.total) out.push(`${t.treatment} ${t.total}: taxable + tax = ${t.taxable + lines}`);
    for (const v of [t.taxable, ...t.lines.map((l) => l.amount)]) {
      if (!Number.isSafeInteger(v) || v < 0) out.push(`${t.treatment} ${t.total}: part ${v} is no non-negative integer`);
    }
    // taxable is the nearest integer to total*100/118: |taxable*118 - total*100| <= 59.
    if (t.treatment !== 'export-lut' && Math.abs(t.taxable * 118 - t.total * 100) > 59) out.push(`${t.treatment} ${t.total}: taxable ${t.taxable} is not rounded`);
    if (t.treatment === 'cgst-sgst' && ![0, 1].includes(t.lines[0]!.amount - t.lines[1]!.amount)) out.push(`${t.total}: CGST and SGST differ by more than the odd subunit`);
    return out;
  }
  const expectConsistent = (t: InvoiceTax) => expect(inconsistencies(t)).toEqual([]);

  it.each([
    // total, taxable, cgst, sgst  (taxable = round(total × 100 / 118))
    [0, 0, 0, 0],
    [1, 1, 0, 0], // 0.847 → 1: the whole subunit is taxable value
    [99, 84, 8, 7], // 83.898 → 84; tax 15 does not halve: CGST takes the odd subunit
    [100, 85, 8, 7], // 84.746 → 85
    [49900, 42288, 3806, 3806], // ₹499
    [999999, 847457, 76271, 76271], // 847456.78 → 847457
    [118, 100, 9, 9],
    [11800, 10000, 900, 900],
  ])('intra-state total %d → taxable %d, CGST %d, SGST %d', (total, taxable, cgst, sgst) => {
    const t = computeInvoiceTax(total, 'cgst-sgst');
    expect(t).toEqual({
      treatment: 'cgst-sgst',
      total,
      taxable,
      lines: [
        { label: 'CGST', ratePercent: 9, amount: cgst },
        { label: 'SGST', ratePercent: 9, amount: sgst },
      ],
      endorsement: null,
    });
    expectConsistent(t);
  });

  it.each([
    [1, 1, 0],
    [99, 84, 15],
    [100, 85, 15],
    [49900, 42288, 7612],
    [999999, 847457, 152542],
  ])('inter-state total %d → taxable %d, IGST %d', (total, taxable, igst) => {
    const t = computeInvoiceTax(total, 'igst');
    expect(t).toEqual({ treatment: 'igst', total, taxable, lines: [{ label: 'IGST', ratePercent: 18, amount: igst }], endorsement: null });
    expectConsistent(t);
  });

  it('a zero-rated export under LUT: IGST 0%, all of it taxable value, the exact endorsement', () => {
    const t = computeInvoiceTax(999, 'export-lut');
    expect(t).toEqual({ treatment: 'export-lut', total: 999, taxable: 999, lines: [{ label: 'IGST', ratePercent: 0, amount: 0 }], endorsement: LUT_ENDORSEMENT });
    expect(LUT_ENDORSEMENT).toBe('SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX');
  });

  it('an export without LUT pays IGST 18% and says so', () => {
    const t = computeInvoiceTax(999, 'export-igst');
    expect(t).toEqual({ treatment: 'export-igst', total: 999, taxable: 847, lines: [{ label: 'IGST', ratePercent: 18, amount: 152 }], endorsement: IGST_EXPORT_ENDORSEMENT });
  });

  it('every total from 0 to 30000 and some large ones split exactly, in every treatment', () => {
    const treatments: TaxTreatment[] = ['cgst-sgst', 'igst', 'export-lut', 'export-igst'];
    const totals = [...Array.from({ length: 30_001 }, (_, i) => i), 123_456_789, 9_999_999_999, Math.floor(Number.MAX_SAFE_INTEGER / 100)];
    // One expectation over all of them: jest's per-call cost would dominate 120k checks.
    const found = totals.flatMap((total) => treatments.flatMap((treatment) => inconsistencies(computeInvoiceTax(total, treatment))));
    expect(found).toEqual([]);
  });

  it.each([-1, 1.5, NaN, Infinity, Math.floor(Number.MAX_SAFE_INTEGER / 100) + 1])('refuses total %p', (total) => {
    expect(code(() => computeInvoiceTax(total, 'igst'))).toBe('INVALID_ARGUMENT');
  });
});

describe('place of supply and treatment', () => {
  const treatment = (b: InvoiceBuyer, currency: 'INR' | 'USD', s: Supplier = supplier) => taxTreatment(currency, placeOfSupply(b, s), s);

  it("a buyer in the supplier's state: CGST + SGST", () => {
    expect(placeOfSupply(buyer(), supplier)).toEqual({ kind: 'state', state: { code: '29', name: 'Karnataka' }, fromSupplier: false });
    expect(treatment(buyer(), 'INR')).toBe('cgst-sgst');
  });

  it('a buyer in another state: IGST', () => {
    expect(placeOfSupply(buyer({ stateCode: '27' }), supplier)).toEqual({ kind: 'state', state: { code: '27', name: 'Maharashtra' }, fromSupplier: false });
    expect(treatment(buyer({ stateCode: '27' }), 'INR')).toBe('igst');
  });

  it("an INR buyer with no state on record: the supplier's state (IGST s.12(2)(b)), so CGST + SGST", () => {
    expect(placeOfSupply(buyer({ stateCode: null }), supplier)).toEqual({ kind: 'state', state: { code: '29', name: 'Karnataka' }, fromSupplier: true });
    expect(treatment(buyer({ stateCode: null }), 'INR')).toBe('cgst-sgst');
  });

  it('a USD buyer outside India: zero-rated export under LUT, the destination country named', () => {
    const us = buyer({ country: 'US', stateCode: null });
    expect(placeOfSupply(us, supplier)).toEqual({ kind: 'abroad', country: 'US', countryName: 'United States' });
    expect(treatment(us, 'USD')).toBe('export-lut');
    expect(treatment(us, 'USD', { ...supplier, lutRef: null })).toBe('export-igst');
  });

  it('a USD buyer in India pays 18% GST like any Indian buyer (IGST from another state)', () => {
    expect(treatment(buyer({ stateCode: '27' }), 'USD')).toBe('igst');
    expect(treatment(buyer({ stateCode: '29' }), 'USD')).toBe('cgst-sgst');
  });

  it('no country on record counts as India: a USD sale is then taxed, never zero-rated without evidence', () => {
    expect(placeOfSupply(buyer({ country: null, stateCode: null }), supplier)).toEqual({ kind: 'state', state: { code: '29', name: 'Karnataka' }, fromSupplier: true });
    expect(treatment(buyer({ country: null, stateCode: null }), 'USD')).toBe('cgst-sgst');
    expect(treatment(buyer({ country: null, stateCode: '27' }), 'INR')).toBe('igst');
  });

  it('an INR buyer abroad is no export (no foreign exchange): IGST 18%', () => {
    expect(treatment(buyer({ country: 'GB', stateCode: null }), 'INR')).toBe('igst');
  });

  it('refuses unknown countries and state codes', () => {
    expect(code(() => placeOfSupply(buyer({ country: 'XX' }), supplier))).toBe('INVALID_ARGUMENT');
    expect(code(() => placeOfSupply(buyer({ country: 'us' }), supplier))).toBe('INVALID_ARGUMENT');
    expect(code(() => placeOfSupply(buyer({ stateCode: '25' }), supplier))).toBe('INVALID_ARGUMENT');
    expect(code(() => countryName('ZZ'))).toBe('INVALID_ARGUMENT');
    // Withdrawn codes name no country an invoice may print.
    expect(code(() => countryName('UK'))).toBe('INVALID_ARGUMENT');
    expect(code(() => countryName('YU'))).toBe('INVALID_ARGUMENT');
    expect(countryName('AE')).toBe('United Arab Emirates');
  });
});

describe('states and GSTINs', () => {
  it('one row per GST state code in use, two digits, unique, ascending', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const c of codes) expect(c).toMatch(/^\d{2}$/);
    expect(GST_STATES).toHaveLength(37);
    expect(gstState('27')?.name).toBe('Maharashtra');
    expect(gstState('36')?.name).toBe('Telangana');
    expect(gstState('37')?.name).toBe('Andhra Pradesh');
    expect(gstState('38')?.name).toBe('Ladakh');
    expect(gstState('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    for (const gone of ['00', '25', '28', '99']) expect(gstState(gone)).toBeUndefined();
  });

  it('accepts well-formed GSTINs with their check character', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', SAMPLE_SUPPLIER.gstin]) expect(gstinProblem(g)).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4', '29')).toBeNull();
  });

  it('names what is wrong with a bad one', () => {
    expect(gstinProblem('29AAGCB7383J1Z')).toMatch(/15 characters/);
    expect(gstinProblem('29aagcb7383j1z4')).toMatch(/15 characters/);
    expect(gstinProblem('29AAGCB7383J1Y4')).toMatch(/15 characters/); // 14th must be Z
    expect(gstinProblem('29AAGCB7383J1Z5')).toMatch(/check character is 5, expected 4/);
    expect(gstinProblem('99AAGCB7383J1Z4')).toMatch(/no GST state code/);
    expect(gstinProblem('29AAGCB7383J1Z4', '27')).toMatch(/starts with 29 but the state code is 27/);
  });
});

describe('amounts as printed', () => {
  it.each([
    [0, 'INR', '₹0.00'],
    [1, 'INR', '₹0.01'],
    [99, 'INR', '₹0.99'],
    [100, 'INR', '₹1.00'],
    [49900, 'INR', '₹499.00'],
    [12345678, 'INR', '₹1,23,456.78'],
    [1234567890, 'INR', '₹1,23,45,678.90'],
    [999, 'USD', '$9.99'],
    [123456789, 'USD', '$1,234,567.89'],
    [-150, 'INR', '-₹1.50'],
  ] as const)('%d %s → %s', (subunits, currency, text) => {
    expect(formatAmount(subunits, currency)).toBe(text);
  });

  it('refuses non-integers', () => {
    expect(code(() => formatAmount(1.5, 'INR'))).toBe('INVALID_ARGUMENT');
  });
});

describe('buildInvoiceDocument', () => {
  it('assembles every field the PDF shows', () => {
    const issuedAt = new Date('2026-11-23T10:00:00Z');
    const doc = buildInvoiceDocument({ sequence: 42, issuedAt, supplier, buyer: buyer({ stateCode: '27' }), currency: 'INR', total: 49900, planName: 'Pro', credits: 5000, paymentRef: 'pay_IH4NVgf4Dreq1l' });
    expect(doc).toEqual({
      number: 'INV/26-27/000042',
      issuedAt,
      supplier,
      buyer: buyer({ stateCode: '27' }),
      placeOfSupply: { kind: 'state', state: { code: '27', name: 'Maharashtra' }, fromSupplier: false },
      currency: 'INR',
      line: { description: 'Pro — 5,000 credits', sac: { code: '998439', description: 'Other online content n.e.c.' }, quantity: 1, taxable: 42288 },
      tax: { treatment: 'igst', total: 49900, taxable: 42288, lines: [{ label: 'IGST', ratePercent: 18, amount: 7612 }], endorsement: null },
      reverseCharge: false,
      paymentRef: 'pay_IH4NVgf4Dreq1l',
    });
  });

  it('numbers by the financial year of the issue date in IST', () => {
    const doc = buildInvoiceDocument({ sequence: 1, issuedAt: new Date('2027-03-31T18:30:00Z'), supplier, buyer: buyer(), currency: 'INR', total: 100, planName: 'Basic', credits: 10 });
    expect(doc.number).toBe('INV/27-28/000001');
    expect(doc.paymentRef).toBeNull();
  });

  it('round-trips through the JSON stored with an issued invoice, and refuses what is not one', () => {
    const doc = buildInvoiceDocument({ sequence: 7, issuedAt: new Date('2026-11-23T10:00:00Z'), supplier, buyer: buyer({ country: 'US', stateCode: null }), currency: 'USD', total: 999, planName: 'Pro', credits: 500 });
    const back = invoiceDocumentFromJson(invoiceDocumentToJson(doc));
    expect(back).toEqual(doc);
    expect(back.issuedAt).toBeInstanceOf(Date);
    // A jsonb column hands the value back parsed.
    const stored = JSON.parse(invoiceDocumentToJson(doc));
    expect(invoiceDocumentFromJson(stored)).toEqual(doc);
    for (const broken of [{ ...stored, number: 'X-1' }, { ...stored, issuedAt: 'soon' }, { ...stored, tax: { ...stored.tax, taxable: 1 } }, {}, null, 'null', 42]) {
      expect(code(() => invoiceDocumentFromJson(broken))).toBe('INTERNAL');
    }
  });

  it('refuses bad credits', () => {
    expect(code(() => buildInvoiceDocument({ sequence: 1, issuedAt: new Date(), supplier, buyer: buyer(), currency: 'INR', total: 100, planName: 'Basic', credits: -1 }))).toBe('INVALID_ARGUMENT');
  });
});

describe('supplier from the environment', () => {
  const full = {
    INVOICE_SUPPLIER_NAME: 'Pixel Forge Pvt Ltd',
    INVOICE_SUPPLIER_ADDRESS: '12 MG Road\\nBengaluru 560001\nKarnataka, India',
    INVOICE_SUPPLIER_GSTIN: '29aagcb7383j1z4',
    INVOICE_SUPPLIER_STATE: '29',
    INVOICE_LUT_REF: 'AD290426000123X',
  };

  it('no INVOICE_* variable (or only empty ones): the sample supplier, marked as a sample', () => {
    expect(supplierFromEnv({})).toBe(SAMPLE_SUPPLIER);
    expect(supplierFromEnv({ INVOICE_SUPPLIER_NAME: '', INVOICE_LUT_REF: ' ' })).toBe(SAMPLE_SUPPLIER);
    expect(SAMPLE_SUPPLIER.sample).toBe(true);
    expect(SAMPLE_SUPPLIER.name).toMatch(/SAMPLE/);
    expect(gstinProblem(SAMPLE_SUPPLIER.gstin, SAMPLE_SUPPLIER.stateCode)).toBeNull();
  });

  it('reads a configured supplier: address lines split on newlines or "\\n", GSTIN upper-cased', () => {
    expect(supplierFromEnv(full)).toEqual({
      name: 'Pixel Forge Pvt Ltd',
      address: '12 MG Road\nBengaluru 560001\nKarnataka, India',
      gstin: '29AAGCB7383J1Z4',
      stateCode: '29',
      lutRef: 'AD290426000123X',
      sample: false,
    });
  });

  it('the state defaults to the GSTIN prefix; no LUT means none', () => {
    const s = supplierFromEnv({ ...full, INVOICE_SUPPLIER_STATE: undefined, INVOICE_LUT_REF: '' });
    expect(s.stateCode).toBe('29');
    expect(s.lutRef).toBeNull();
  });

  it('a half-configured or wrong supplier stops the start, naming every offending variable', () => {
    const err = (env: NodeJS.ProcessEnv) => {
      try {
        supplierFromEnv(env);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error('expected ConfigError');
    };
    const missing = err({ INVOICE_SUPPLIER_GSTIN: full.INVOICE_SUPPLIER_GSTIN });
    expect(missing).toMatch(/INVOICE_SUPPLIER_NAME: required/);
    expect(missing).toMatch(/INVOICE_SUPPLIER_ADDRESS: required/);
    expect(err({ INVOICE_LUT_REF: 'AD290426000123X' })).toMatch(/INVOICE_SUPPLIER_GSTIN: required/);
    expect(err({ ...full, INVOICE_SUPPLIER_STATE: '27' })).toMatch(/INVOICE_SUPPLIER_GSTIN: starts with 29 but the state code is 27/);
    expect(err({ ...full, INVOICE_SUPPLIER_STATE: '28' })).toMatch(/INVOICE_SUPPLIER_STATE: "28" is no GST state code/);
    expect(err({ ...full, INVOICE_SUPPLIER_GSTIN: '29AAGCB7383J1Z5' })).toMatch(/INVOICE_SUPPLIER_GSTIN: check character/);
    expect(err({ ...full, INVOICE_LUT_REF: 'AD 29' })).toMatch(/INVOICE_LUT_REF/);
  });
});

test('a buyer is abroad only when their declaration and a card issued abroad agree', () => {
  expect(buyerCountryOf('US', true)).toBe('US');
  expect(buyerCountryOf('US', false)).toBeNull();
  expect(buyerCountryOf('IN', true)).toBe('IN');
  expect(buyerCountryOf(null, true)).toBeNull();
});
