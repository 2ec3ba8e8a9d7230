// The GST tax invoice as rules and data: the financial year and serial number of an invoice, the
// place of supply, the tax in a tax-inclusive price, Indian state codes, and the amounts as printed.
// Pure (no I/O): the billing service allocates the sequence number and calls buildInvoiceDocument;
// invoice/invoice-pdf.ts draws the result. Sources for every rule: docs/billing.md "Invoices".
import { COUNTRY_CODES, GST_STATES, type Currency, type GstState } from '@atelier/contracts';
import { AppError } from '@atelier/platform/src/pure';

// ---------------------------------------------------------------- states

export { GST_STATES, type GstState } from '@atelier/contracts';

const STATES_BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

/** The state with this GST code, or undefined. */
export function gstState(code: string): GstState | undefined {
  return STATES_BY_CODE.get(code);
}

/** "Karnataka (29)": how a state is named on the invoice (Rule 46 asks for the name and the code). */
export function formatGstState(state: GstState): string {
  return `${state.name} (${state.code})`;
}

// ---------------------------------------------------------------- GSTIN

const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: a mod-36 check over the first 14, weights 1,2,1,2,… with each
 *  product folded back into base 36 (the GSTN's published scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` is not a GSTIN of the state `stateCode`, or null when it is: 15 characters (state
 *  code, PAN, entity number, "Z", check character), a known state, the right check character. */
export function gstinProblem(gstin: string, stateCode?: string): string | null {
  const m = GSTIN_SHAPE.exec(gstin);
  if (!m) return 'must be 15 characters: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, "Z", check character';
  if (!gstState(m[1]!)) return `starts with ${m[1]}, which is no GST state code`;
  if (stateCode !== undefined && m[1] !== stateCode) return `starts with ${m[1]} but the state code is ${stateCode}`;
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check) return `check character is ${gstin[14]}, expected ${check} (a typo?)`;
  return null;
}

// ---------------------------------------------------------------- dates and the financial year

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in Asia/Kolkata of an instant: the date an Indian invoice carries. */
export function istDate(at: Date): { year: number; month: number; day: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

export interface FinancialYear {
  /** The calendar year in which it starts on 1 April (IST). */
  startYear: number;
  /** "26-27" for 1 Apr 2026 – 31 Mar 2027: the form used in the invoice number. */
  label: string;
}

/** The Indian financial year (April–March) of the date in Asia/Kolkata. */
export function financialYearOf(at: Date): FinancialYear {
  const { year, month } = istDate(at);
  const startYear = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return { startYear, label: `${yy(startYear)}-${yy(startYear + 1)}` };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov 2026": the IST date, with the month spelled so day and month cannot be swapped. */
export function formatInvoiceDate(at: Date): string {
  const { year, month, day } = istDate(at);
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

// ---------------------------------------------------------------- the serial number

/** Rule 46(b): at most 16 characters, letters, digits, "-" and "/" only. */
export const RULE46_SERIAL = /^[A-Za-z0-9/-]{1,16}$/;
export const INVOICE_PREFIX = 'INV';
/** "INV/" + "26-27" + "/" takes 10 of the 16 characters: 6 are left for the sequence. */
export const INVOICE_SEQUENCE_WIDTH = 6;
export const INVOICE_SEQUENCE_MAX = 10 ** INVOICE_SEQUENCE_WIDTH - 1;
const OUR_NUMBER = /^INV\/(\d{2})-(\d{2})\/(\d{6})$/;

/** `INV/26-27/000123`: the `sequence`-th invoice (1-based, consecutive, restarting each financial
 *  year) of `fy`. Past 999999 in one year no number fits in 16 characters: that throws, and the
 *  fix is a second series (a new prefix), a deliberate change — never a silent overflow. */
export function formatInvoiceNumber(fy: FinancialYear, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new AppError('INVALID_ARGUMENT', `invoice sequence must be a positive integer, got ${sequence}`);
  }
  if (sequence > INVOICE_SEQUENCE_MAX) {
    throw new AppError(
      'RESOURCE_EXHAUSTED',
      `invoice series ${INVOICE_PREFIX} of FY ${fy.label} is exhausted: ${INVOICE_SEQUENCE_MAX} invoices fit in 16 characters`,
    );
  }
  const number = `${INVOICE_PREFIX}/${fy.label}/${String(sequence).padStart(INVOICE_SEQUENCE_WIDTH, '0')}`;
  if (!RULE46_SERIAL.test(number)) throw new AppError('INTERNAL', `invoice number ${number} breaks Rule 46`);
  return number;
}

/** The financial-year label and sequence of one of our numbers, or null for anything else. */
export function parseInvoiceNumber(number: string): { fyLabel: string; sequence: number } | null {
  const m = OUR_NUMBER.exec(number);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2]) || Number(m[3]) === 0) return null;
  return { fyLabel: `${m[1]}-${m[2]}`, sequence: Number(m[3]) };
}

// ---------------------------------------------------------------- money

/** The plan currencies (contracts' one home). */
export type InvoiceCurrency = Currency;

const MONEY = {
  INR: { symbol: '₹', grouping: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }) },
  USD: { symbol: '$', grouping: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }) },
} as const;

/** "₹1,23,456.78" / "$1,234.56" from integer subunits (paise, cents): the digits are cut from the
 *  integer, never divided as a float. INR groups in lakhs and crores as Indian invoices do. */
export function formatAmount(subunits: number, currency: InvoiceCurrency): string {
  if (!Number.isSafeInteger(subunits)) throw new AppError('INVALID_ARGUMENT', `amount must be integer subunits, got ${subunits}`);
  const sign = subunits < 0 ? '-' : '';
  const abs = Math.abs(subunits);
  const { symbol, grouping } = MONEY[currency];
  return `${sign}${symbol}${grouping.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- place of supply and tax

/** SAC 998439 (group 99843 "On-line content"); 18% GST. 998431 is for online text. */
export const INVOICE_SAC = { code: '998439', description: 'Other online content n.e.c.' } as const;
export const GST_RATE_PERCENT = 18;
/** The Rule 46 endorsement of a zero-rated export under a Letter of Undertaking. */
export const LUT_ENDORSEMENT = 'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX';
/** Its counterpart for an export without an LUT, where IGST is paid and refunded later. */
export const IGST_EXPORT_ENDORSEMENT = 'SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX';

export interface Supplier {
  name: string;
  /** Postal address; lines separated by "\n". */
  address: string;
  gstin: string;
  /** GST state code of the registration; the GSTIN starts with it. */
  stateCode: string;
  /** ARN of the Letter of Undertaking for this financial year; null: exports pay IGST. */
  lutRef: string | null;
  /** True for the embedded sample supplier: the invoice then says it is not a valid tax invoice. */
  sample: boolean;
}

export interface InvoiceBuyer {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2 of the buyer's location; null when none is on record, which counts as
   *  India: a zero-rated export needs evidence that the buyer is abroad. For online content
   *  (IGST s.13(12)) the caller decides it from two non-contradictory indicators (billing
   *  address, card country, IP, …). */
  country: string | null;
  /** GST state code of the address on record, for a buyer in India; null when none is on record. */
  stateCode: string | null;
}

export type PlaceOfSupply =
  /** In India. `fromSupplier`: no state on record, so the supplier's location (IGST s.12(2)(b)). */
  | { kind: 'state'; state: GstState; fromSupplier: boolean }
  | { kind: 'abroad'; country: string; countryName: string };

/**  'cgst-sgst'   place of supply in the supplier's state: CGST 9% + SGST 9%
 *   'igst'        in another state, or abroad without being an export (paid in INR): IGST 18%
 *   'export-lut'  USD from a buyer abroad, LUT on file: zero-rated, IGST 0% with the endorsement
 *   'export-igst' the same without an LUT: IGST 18% paid (refund claimed later) */
export type TaxTreatment = 'cgst-sgst' | 'igst' | 'export-lut' | 'export-igst';

export interface TaxLine {
  label: 'CGST' | 'SGST' | 'IGST';
  ratePercent: number;
  /** Subunits. */
  amount: number;
}

export interface InvoiceTax {
  treatment: TaxTreatment;
  /** Subunits; the amount paid, tax included. total = taxable + Σ lines. */
  total: number;
  taxable: number;
  lines: TaxLine[];
  /** Rule 46 endorsement for an export, else null. */
  endorsement: string | null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** English name of an ISO 3166-1 alpha-2 code ("US" → "United States"); throws for an unknown code. */
export function countryName(code: string): string {
  const name = (COUNTRY_CODES as readonly string[]).includes(code) ? regionNames.of(code) : undefined;
  if (!name) throw new AppError('INVALID_ARGUMENT', `unknown country code "${code}" (ISO 3166-1 alpha-2 expected)`);
  return name;
}

/** The buyer's country for the invoice. Online content supplied to someone abroad is placed where
 *  they are only when two non-contradictory indicators say so (IGST Act s.13(12), billing-notes §2):
 *  their own declaration and a card issued outside India. A declaration the card contradicts counts
 *  as no country on record (India); India declared is India. */
export function buyerCountryOf(declared: string | null, cardIssuedAbroad: boolean): string | null {
  if (!declared || declared === 'IN') return declared;
  return cardIssuedAbroad ? declared : null;
}

/** Where the supply is made (IGST Act s.12(2) and s.13(12)): the buyer's state on record, else the
 *  supplier's state; abroad when the buyer's country on record is not India. */
export function placeOfSupply(buyer: InvoiceBuyer, supplier: Supplier): PlaceOfSupply {
  if (buyer.country !== null && buyer.country !== 'IN') return { kind: 'abroad', country: buyer.country, countryName: countryName(buyer.country) };
  if (buyer.stateCode === null) return { kind: 'state', state: stateOrThrow(supplier.stateCode), fromSupplier: true };
  return { kind: 'state', state: stateOrThrow(buyer.stateCode), fromSupplier: false };
}

function stateOrThrow(code: string): GstState {
  const state = gstState(code);
  if (!state) throw new AppError('INVALID_ARGUMENT', `unknown GST state code "${code}"`);
  return state;
}

/** Which tax applies. An export (IGST s.2(6)) needs a buyer abroad and payment in foreign
 *  exchange: a USD sale abroad; an INR sale abroad is inter-state (s.7(5)(a)) and pays IGST. */
export function taxTreatment(currency: InvoiceCurrency, place: PlaceOfSupply, supplier: Supplier): TaxTreatment {
  if (place.kind === 'abroad') {
    if (currency !== 'USD') return 'igst';
    return supplier.lutRef ? 'export-lut' : 'export-igst';
  }
  return place.state.code === supplier.stateCode ? 'cgst-sgst' : 'igst';
}

/** Largest total whose `total * 100` is still an exact integer in a double. */
const MAX_TOTAL = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** Splits a tax-inclusive `total` (subunits) into taxable value and tax, in integers only:
 *  taxable = round(total × 100 / 118) (half up), tax = total − taxable, so the parts always add
 *  up to what was paid. CGST takes the odd subunit when the tax does not halve evenly. */
export function computeInvoiceTax(total: number, treatment: TaxTreatment): InvoiceTax {
  if (!Number.isSafeInteger(total) || total < 0 || total > MAX_TOTAL) {
    throw new AppError('INVALID_ARGUMENT', `invoice total must be a non-negative integer of subunits, got ${total}`);
  }
  if (treatment === 'export-lut') {
    return { treatment, total, taxable: total, lines: [{ label: 'IGST', ratePercent: 0, amount: 0 }], endorsement: LUT_ENDORSEMENT };
  }
  const base = 100 + GST_RATE_PERCENT;
  const taxable = Math.floor((total * 100 + base / 2) / base);
  const tax = total - taxable;
  if (treatment === 'cgst-sgst') {
    const cgst = Math.ceil(tax / 2);
    const half = GST_RATE_PERCENT / 2;
    return {
      treatment,
      total,
      taxable,
      lines: [
        { label: 'CGST', ratePercent: half, amount: cgst },
        { label: 'SGST', ratePercent: half, amount: tax - cgst },
      ],
      endorsement: null,
    };
  }
  return {
    treatment,
    total,
    taxable,
    lines: [{ label: 'IGST', ratePercent: GST_RATE_PERCENT, amount: tax }],
    endorsement: treatment === 'export-igst' ? IGST_EXPORT_ENDORSEMENT : null,
  };
}

// ---------------------------------------------------------------- the document

export interface InvoiceLine {
  /** "Pro — 500 credits": the plan and what it bought. */
  description: string;
  sac: typeof INVOICE_SAC;
  quantity: 1;
  /** Subunits, equal to the tax's taxable value. */
  taxable: number;
}

/** Everything the PDF shows, already decided; invoice-pdf.ts only lays it out. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  supplier: Supplier;
  buyer: InvoiceBuyer;
  placeOfSupply: PlaceOfSupply;
  currency: InvoiceCurrency;
  line: InvoiceLine;
  tax: InvoiceTax;
  /** Rule 46(p): our supplies never attract reverse charge. */
  reverseCharge: false;
  /** The payment this invoice is for (e.g. Razorpay's pay_… id), printed for reference. */
  paymentRef: string | null;
}

export interface InvoiceInput {
  /** Consecutive within the financial year of `issuedAt`, from 1; allocated by the caller. */
  sequence: number;
  issuedAt: Date;
  supplier: Supplier;
  buyer: InvoiceBuyer;
  currency: InvoiceCurrency;
  /** What the buyer paid, tax included, in subunits of `currency`. */
  total: number;
  planName: string;
  credits: number;
  paymentRef?: string | null;
}

/** An issued invoice as JSON, to be stored with it: what was issued must render the same later,
 *  even after the supplier configuration or a rule here has changed. */
export function invoiceDocumentToJson(doc: InvoiceDocument): string {
  return JSON.stringify(doc);
}

/** The stored document back, its date revived: from the JSON text, or from the value a jsonb
 *  column returns already parsed. Throws INTERNAL when it is not an invoice document. */
export function invoiceDocumentFromJson(stored: unknown): InvoiceDocument {
  const doc = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Omit<InvoiceDocument, 'issuedAt'> & { issuedAt: string };
  if (typeof doc !== 'object' || doc === null) throw new AppError('INTERNAL', 'stored invoice is not a JSON object');
  const issuedAt = new Date(doc.issuedAt);
  const tax = doc.tax;
  const consistent =
    parseInvoiceNumber(doc.number) !== null &&
    !Number.isNaN(issuedAt.getTime()) &&
    Number.isSafeInteger(tax?.total) &&
    Array.isArray(tax.lines) &&
    tax.taxable + tax.lines.reduce((s, l) => s + l.amount, 0) === tax.total;
  if (!consistent) throw new AppError('INTERNAL', `stored invoice ${String(doc.number)} is not a valid invoice document`);
  return { ...doc, issuedAt };
}

/** The invoice for one successful payment. Throws AppError INVALID_ARGUMENT for a bad buyer
 *  country or state, amount, sequence or credits. */
export function buildInvoiceDocument(input: InvoiceInput): InvoiceDocument {
  if (!Number.isSafeInteger(input.credits) || input.credits < 0) {
    throw new AppError('INVALID_ARGUMENT', `credits must be a non-negative integer, got ${input.credits}`);
  }
  const place = placeOfSupply(input.buyer, input.supplier);
  const tax = computeInvoiceTax(input.total, taxTreatment(input.currency, place, input.supplier));
  return {
    number: formatInvoiceNumber(financialYearOf(input.issuedAt), input.sequence),
    issuedAt: input.issuedAt,
    supplier: input.supplier,
    buyer: input.buyer,
    placeOfSupply: place,
    currency: input.currency,
    line: {
      description: `${input.planName} — ${input.credits.toLocaleString('en-US')} credits`,
      sac: INVOICE_SAC,
      quantity: 1,
      taxable: tax.taxable,
    },
    tax,
    reverseCharge: false,
    paymentRef: input.paymentRef ?? null,
  };
}
