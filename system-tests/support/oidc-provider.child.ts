// The test side of oidc-provider.process.ts: starts it, reads its address, and drives it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { OidcUser } from '@atelier/testkit';

export interface ChildOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  setNextUser(u: OidcUser): Promise<void>;
  close(): Promise<void>;
}

export async function startChildOidcProvider(): Promise<ChildOidcProvider> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'oidc-provider.process.ts')], {
    cwd: join(__dirname, '..'),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const r = await lines.next();
    if (r.done) throw new Error(`OIDC provider process ended: ${stderr}`);
    return r.value;
  };
  const info = JSON.parse(await next()) as { issuer: string; clientId: string; clientSecret: string };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ...info,
    async setNextUser(u) {
      child.stdin.write(`${JSON.stringify(u)}\n`);
      await next();
    },
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}
