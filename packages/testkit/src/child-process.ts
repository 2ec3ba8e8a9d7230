// A TypeScript entry point run as a process of its own — a worker or a service the test will
// SIGKILL — started the way `npm start` runs code (node --import tsx) and awaited until its output
// says it is ready. stderr goes to the test's; stdout is read for the ready line.
import { spawn, type ChildProcess } from 'node:child_process';

export interface StartedChild {
  proc: ChildProcess;
  /** The ready pattern's match on stdout (its groups carry e.g. the address it printed). */
  ready: RegExpExecArray;
  /** SIGKILL, resolving once the process has exited. */
  kill(): Promise<void>;
}

export function startChild(script: string, env: Record<string, string | undefined>, ready: RegExp, timeoutMs = 60_000): Promise<StartedChild> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const kill = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  return new Promise<StartedChild>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`${script} printed nothing matching ${ready} within ${timeoutMs} ms`));
    }, timeoutMs);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, ready: m, kill });
      }
    });
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready`));
    });
  });
}
