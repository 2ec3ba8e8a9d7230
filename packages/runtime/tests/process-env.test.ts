// glibc reads MALLOC_ARENA_MAX only when a process starts, so the value in src/process-env.ts must be
// set by every launch point: `npm start`, the service image, and the bench's product (which starts
// the product as npm start does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MALLOC_ARENA_MAX } from '../src/process-env';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

test('npm start sets MALLOC_ARENA_MAX (unless the caller set one)', () => {
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  expect(scripts.start).toMatch(new RegExp(`^MALLOC_ARENA_MAX=\\$\\{MALLOC_ARENA_MAX:-${MALLOC_ARENA_MAX}\\} node `));
});

test('the service image sets MALLOC_ARENA_MAX in its environment', () => {
  const env = /^ENV ([\s\S]*?)^USER /m.exec(read('deploy/docker/service.Dockerfile'))?.[1] ?? '';
  expect(env).toMatch(new RegExp(`\\bMALLOC_ARENA_MAX=${MALLOC_ARENA_MAX}\\b`));
});

test("the bench's product is started with it", () => {
  expect(read('bench/lib/product.ts')).toMatch(/import \{ MALLOC_ARENA_MAX \} from '@atelier\/runtime\/src\/process-env'/);
});
