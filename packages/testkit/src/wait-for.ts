// Polling for effects that happen asynchronously (events consumed, jobs finished, a fake node
// reached): the one helper every test suite uses.

/**
 * Calls `probe` until `done` holds for its value (by default: until the value is truthy) and
 * returns that value; after `timeoutMs` it throws, naming the last value seen.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, done: (v: T) => boolean = Boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
