// Where the buyer buys from, for the tax invoice (docs/billing.md "Invoices"): a state of India
// decides CGST+SGST (the supplier's state) or IGST; a country abroad makes a USD purchase an export
// (zero-rated under LUT) and is printed as the destination. Optional — no answer means India, the
// supplier's state — picked on Pricing and remembered in this browser. The codes are contracts'
// GST_STATES and COUNTRY_CODES, the lists the server checks the order against.
import { COUNTRY_CODES, GST_STATES as ALL_STATES, HOME_COUNTRY } from '@atelier/contracts';

/** `in:<GST state code>` or `<ISO country code>` (never IN: India is answered by its states). */
export type BuyerLocation = string;

/** States of India, alphabetical as a buyer looks for theirs. */
export const GST_STATES = [...ALL_STATES].sort((x, y) => x.name.localeCompare(y.name));

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : undefined;
/** Countries other than India, named in the browser's language, alphabetical. */
export const FOREIGN_COUNTRIES = COUNTRY_CODES.filter((c) => c !== HOME_COUNTRY)
  .map((code) => ({ code, name: regionNames?.of(code) ?? code }))
  .sort((x, y) => x.name.localeCompare(y.name));

export const stateLocation = (code: string): BuyerLocation => `in:${code}`;

/** What create_order takes for a location: an Indian state (and India), or a country. */
export function orderLocation(location: BuyerLocation | undefined): { state?: string; country?: string } {
  if (!location) return {};
  if (location.startsWith('in:')) return { state: location.slice(3), country: HOME_COUNTRY };
  return { country: location };
}

function known(location: string | null | undefined): location is BuyerLocation {
  if (!location) return false;
  if (location.startsWith('in:')) return ALL_STATES.some((s) => `in:${s.code}` === location);
  return location !== HOME_COUNTRY && (COUNTRY_CODES as readonly string[]).includes(location);
}

export const BUYER_LOCATION_KEY = 'atelier.billing.buyer-location';

/** The remembered location, if it is still a known one. */
export function rememberedLocation(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): BuyerLocation | undefined {
  const value = storage?.getItem(BUYER_LOCATION_KEY);
  return known(value) ? value : undefined;
}

/** Remembers (or, with undefined, forgets) the buyer's location. */
export function rememberLocation(location: BuyerLocation | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  if (location) storage.setItem(BUYER_LOCATION_KEY, location);
  else storage.removeItem(BUYER_LOCATION_KEY);
}
