// Time-slicing for the cpu node's pixel loops. In the embedded product they run on the event loop
// that also serves requests and event streams; without slicing, a 1024² Vary held it for ~0.8 s.
// A loop calls `await breathe()` once per row: after ~8 ms of work that yields one turn of the
// event loop (setImmediate), otherwise it costs a microtask.
export type Breathe = () => Promise<void> | undefined;

export function breather(budgetMs = 8): Breathe {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
