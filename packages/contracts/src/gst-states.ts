// India's GST state codes (the GST portal's list): the buyer's state on Pricing and the place of
// supply on the tax invoice read this one table. The first two digits of every GSTIN are one of
// these codes.
export interface GstState {
  /** Two digits, the first two characters of every GSTIN registered there. */
  code: string;
  name: string;
}

/** The GST state codes in use (GST portal's list). 25 (Daman and Diu, merged into 26 in 2020),
 *  28 (undivided Andhra Pradesh) and 99 (Centre Jurisdiction) name no place of supply today. */
export const GST_STATES: readonly GstState[] = Object.freeze(
  (
    [
      ['01', 'Jammu and Kashmir'],
      ['02', 'Himachal Pradesh'],
      ['03', 'Punjab'],
      ['04', 'Chandigarh'],
      ['05', 'Uttarakhand'],
      ['06', 'Haryana'],
      ['07', 'Delhi'],
      ['08', 'Rajasthan'],
      ['09', 'Uttar Pradesh'],
      ['10', 'Bihar'],
      ['11', 'Sikkim'],
      ['12', 'Arunachal Pradesh'],
      ['13', 'Nagaland'],
      ['14', 'Manipur'],
      ['15', 'Mizoram'],
      ['16', 'Tripura'],
      ['17', 'Meghalaya'],
      ['18', 'Assam'],
      ['19', 'West Bengal'],
      ['20', 'Jharkhand'],
      ['21', 'Odisha'],
      ['22', 'Chhattisgarh'],
      ['23', 'Madhya Pradesh'],
      ['24', 'Gujarat'],
      ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['27', 'Maharashtra'],
      ['29', 'Karnataka'],
      ['30', 'Goa'],
      ['31', 'Lakshadweep'],
      ['32', 'Kerala'],
      ['33', 'Tamil Nadu'],
      ['34', 'Puducherry'],
      ['35', 'Andaman and Nicobar Islands'],
      ['36', 'Telangana'],
      ['37', 'Andhra Pradesh'],
      ['38', 'Ladakh'],
      ['97', 'Other Territory'],
    ] as const
  ).map(([code, name]) => Object.freeze({ code, name })),
);
