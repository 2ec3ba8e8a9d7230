// Generates TypeScript types for every .proto under proto/atelier into proto/gen, with the same
// options the runtime loader uses (index.ts). `--check` regenerates into a temp dir and fails
// if the checked-in types differ, so CI catches a proto edited without regenerating.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

function walk(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const protos = walk(join(root, 'atelier')).filter((p) => p.endsWith('.proto')).map((p) => relative(root, p)).sort();
const outDir = check ? mkdtempSync(join(tmpdir(), 'proto-gen-')) : join(root, 'gen');
if (!check) rmSync(outDir, { recursive: true, force: true });

const bin = join(root, '..', 'node_modules', '.bin', 'proto-loader-gen-types');
execFileSync(
  bin,
  ['--keepCase', '-I', '.', '--longs=String', '--enums=String', '--defaults', '--oneofs', '--grpcLib=@grpc/grpc-js', `--outDir=${outDir}`, ...protos],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);

if (check) {
  const want = walk(outDir).map((p) => relative(outDir, p)).sort();
  const have = walk(join(root, 'gen')).map((p) => relative(join(root, 'gen'), p)).sort();
  const stale = [
    ...want.filter((f) => !have.includes(f) || readFileSync(join(outDir, f), 'utf8') !== readFileSync(join(root, 'gen', f), 'utf8')),
    ...have.filter((f) => !want.includes(f)),
  ];
  rmSync(outDir, { recursive: true, force: true });
  if (stale.length) {
    console.error(`proto/gen is stale (${stale.length} files): ${stale.join(', ')}\nRun: npm run proto:gen`);
    process.exit(1);
  }
  console.log(`proto/gen is current (${want.length} files from ${protos.length} protos)`);
} else {
  console.log(`generated ${walk(outDir).length} files from ${protos.length} protos into proto/gen`);
}
