// The look every text-like form control shares — Input, Textarea and Select: border, focus ring,
// disabled and invalid (aria-invalid) states, type size. Each adds its own height and padding.
// Not exported from the barrel: the kit's own components use it.
export const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-transparent py-1 text-base shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm';
