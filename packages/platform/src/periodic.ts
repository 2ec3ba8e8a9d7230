// A task a service runs now and then every interval for as long as the process lives (identity's
// housekeeping, billing's hold sweeper and payment reconciliation). Runs never overlap: the next
// one is scheduled when the previous settles. A failed run is logged and the schedule goes on. The
// returned stop waits for a run in progress, because the database closes right after it.
import type { Logger } from './logging';

export interface PeriodicTask {
  /** Named in the log line of a failed run. */
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
  logger: Logger;
  /** Whether the first run happens at once (default) or after one interval. */
  runAtStart?: boolean;
}

export function startPeriodic(task: PeriodicTask): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = task.run().then(
      () => undefined,
      (err: unknown) => task.logger.warn({ err }, `${task.name} failed; it runs again in ${task.intervalMs} ms`),
    );
    void running.then(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, task.intervalMs);
    timer.unref();
  };
  if (task.runAtStart === false) schedule();
  else tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    return running;
  };
}
