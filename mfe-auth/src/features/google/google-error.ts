// Text for the `?error=` a failed Google redirect lands on /login with (the gateway puts a
// sentence for people there). Bounded, since anyone can craft the link.
const MAX_SHOWN = 200;

export function googleErrorText(raw: string | null): string | null {
  const value = raw?.trim();
  return value ? value.slice(0, MAX_SHOWN) : null;
}
