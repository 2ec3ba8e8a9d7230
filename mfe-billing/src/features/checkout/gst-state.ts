// The buyer's state for an INR purchase's GST invoice (CGST+SGST inside the supplier's state, IGST
// otherwise): optional, picked on Pricing, remembered in this browser. The two-digit codes are
// GST's state codes (contracts' GST_STATES, the one table; the server decides the tax).
import { GST_STATES as ALL_STATES } from '@atelier/contracts';

/** Alphabetical, as a buyer looks for their state. */
export const GST_STATES = [...ALL_STATES].sort((x, y) => x.name.localeCompare(y.name));

export const GST_STATE_KEY = 'atelier.billing.gst-state';

/** The remembered state code, if it is still a known one. */
export function rememberedState(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | undefined {
  const code = storage?.getItem(GST_STATE_KEY) ?? undefined;
  return GST_STATES.some((s) => s.code === code) ? code : undefined;
}

/** Remembers (or, with undefined, forgets) the buyer's state. */
export function rememberState(code: string | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  if (code) storage.setItem(GST_STATE_KEY, code);
  else storage.removeItem(GST_STATE_KEY);
}
