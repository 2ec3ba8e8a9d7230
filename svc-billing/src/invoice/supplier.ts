// The supplier printed on every tax invoice, from configuration (docs/configuration.md "Invoices").
// With none of the INVOICE_* variables set the embedded sample supplier is used, and every invoice
// then says it is a sample, not a valid tax invoice. A half-configured supplier stops the start.
import { ConfigError } from '@atelier/platform/src/config';
import { gstState, gstinProblem, type Supplier } from '../domain/invoice';

/** Placeholder details for a start with no configuration. Not a real business: the GSTIN merely
 *  has a valid shape (the PAN is the usual example one) and the LUT number is invented. */
export const SAMPLE_SUPPLIER: Supplier = Object.freeze({
  name: 'Atelier Studio (SAMPLE supplier)',
  address: 'Sample address, not for real invoices\nAndheri East, Mumbai 400069\nMaharashtra, India',
  gstin: '27ABCDE1234F1Z0',
  stateCode: '27',
  lutRef: 'AD2704260000000',
  sample: true,
});

const NAMES = ['INVOICE_SUPPLIER_NAME', 'INVOICE_SUPPLIER_ADDRESS', 'INVOICE_SUPPLIER_GSTIN', 'INVOICE_SUPPLIER_STATE', 'INVOICE_LUT_REF'] as const;
/** An LUT's ARN is 15 letters and digits; allow some room for how a CA writes it down. */
const LUT_REF = /^[A-Za-z0-9/-]{5,32}$/;

/** The supplier from INVOICE_SUPPLIER_NAME, _ADDRESS, _GSTIN, _STATE and INVOICE_LUT_REF.
 *  Empty values count as unset. Throws ConfigError naming every offending variable. */
export function supplierFromEnv(env: NodeJS.ProcessEnv = process.env): Supplier {
  const v = Object.fromEntries(NAMES.map((n) => [n, env[n]?.trim() || undefined])) as Record<(typeof NAMES)[number], string | undefined>;
  if (NAMES.every((n) => v[n] === undefined)) return SAMPLE_SUPPLIER;

  const problems: string[] = [];
  for (const n of ['INVOICE_SUPPLIER_NAME', 'INVOICE_SUPPLIER_ADDRESS', 'INVOICE_SUPPLIER_GSTIN'] as const) {
    if (v[n] === undefined) problems.push(`${n}: required once any INVOICE_* variable is set`);
  }
  const gstin = v.INVOICE_SUPPLIER_GSTIN?.toUpperCase();
  // The state defaults to the GSTIN's own prefix; when given, the two must agree.
  const stateCode = v.INVOICE_SUPPLIER_STATE ?? gstin?.slice(0, 2);
  if (v.INVOICE_SUPPLIER_STATE !== undefined && !gstState(v.INVOICE_SUPPLIER_STATE)) {
    problems.push(`INVOICE_SUPPLIER_STATE: "${v.INVOICE_SUPPLIER_STATE}" is no GST state code (two digits, e.g. 27 for Maharashtra)`);
  } else if (gstin !== undefined) {
    const problem = gstinProblem(gstin, stateCode);
    if (problem) problems.push(`INVOICE_SUPPLIER_GSTIN: ${problem}`);
  }
  if (v.INVOICE_LUT_REF !== undefined && !LUT_REF.test(v.INVOICE_LUT_REF)) {
    problems.push('INVOICE_LUT_REF: must be the LUT acknowledgement number (ARN), letters and digits');
  }
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`);

  return {
    name: v.INVOICE_SUPPLIER_NAME!,
    // One line per "\n" (a real newline, or the two characters \ and n as env files often carry it).
    address: v
      .INVOICE_SUPPLIER_ADDRESS!.split(/\r?\n|\\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n'),
    gstin: gstin!,
    stateCode: stateCode!,
    lutRef: v.INVOICE_LUT_REF ?? null,
    sample: false,
  };
}
