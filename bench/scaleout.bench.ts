// Scale-out figures: runs scripts/topology-scaleout.mjs (2 gateways, 2 imaging, 3 workers on real
// PostgreSQL, Kafka and MinIO, fake A1111 nodes, SIGKILLs midway) as its own process and reads the JSON
// line it prints. The baseline, measured in the same run by the script, is the fake nodes' own ceiling
// (one node driven directly, times the number of nodes): the ratio says how much of it the whole
// scaled-out pipeline delivers. Needs the infra of the tests: bash scripts/infra.sh up && eval "$(bash scripts/infra.sh env)".
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ScaleOutFigures {
  processes: Record<string, number>;
  clients: number;
  jobs: number;
  accepted: number;
  refusedOrRetried: number;
  steadyJobsPerSec: number;
  nodeCeilingJobsPerSec: number;
  ratioToCeiling: number;
  wholeRunSeconds: number;
  spread: Array<{ worker: string; jobs: number; killed: boolean }>;
  unobserved: number;
  ranTwice: number;
  runningAtKill: number;
  viaStream: number;
  viaCatchUp: number;
  /** The script's own checks passed (it exits 0). */
  checksPassed: boolean;
}

/** null when DATABASE_URL / KAFKA_BROKERS / ATELIER_S3_ENDPOINT are not set. */
export async function benchScaleOut(): Promise<ScaleOutFigures | null> {
  if (!process.env.DATABASE_URL || !process.env.KAFKA_BROKERS || !process.env.ATELIER_S3_ENDPOINT) return null;
  const root = join(__dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/topology-scaleout.mjs', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d;
    process.stderr.write(d); // its progress lines, while the bench prints its summary at the end
  });
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  const line = out.split('\n').find((l) => l.startsWith('{"scaleout"'));
  if (!line) throw new Error(`scripts/topology-scaleout.mjs printed no figures (exit ${code})`);
  return { ...(JSON.parse(line) as { scaleout: Omit<ScaleOutFigures, 'checksPassed'> }).scaleout, checksPassed: code === 0 };
}
