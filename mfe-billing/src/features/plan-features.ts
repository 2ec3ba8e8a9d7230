// The fixed feature list every plan card shows (spec §2 Pricing).
export const PLAN_FEATURES = [
  'Create Text To Images',
  'Edit Images With Inpaint',
  'Edit Images With Outpaint',
  'Upscale Your Images',
  'Download Any Image From Personal Feed And Community Feed',
  'Access Any Models',
] as const;
