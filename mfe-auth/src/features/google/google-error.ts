// Text for the `?error=` a failed Google redirect lands on /login with. The gateway sends
// either a sentence for people or a short code; codes get a readable sentence here.
const MAX_SHOWN = 200;

export function googleErrorText(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^[a-z0-9_.-]+$/i.test(value)) return `Google sign-in failed (${value}). Please try again.`;
  return value.slice(0, MAX_SHOWN);
}
