// Exponential backoff shared by the relay and the transports.
export function backoffMs(attempt: number, baseMs = 100, maxMs = 5000): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return exp / 2 + Math.random() * (exp / 2);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
