// Environment the launch points give every Atelier process before it starts (npm start, the service
// image, the bench's product). glibc reads MALLOC_ARENA_MAX once, when the process starts, so the
// process cannot set it for itself; tests/process-env.test.ts checks each launch point sets this value.
//
// Why 2: libvips (sharp) and libuv's threads each get a malloc arena of their own by default (up to 8
// per core), and every arena keeps the pages its big image buffers used. Two arenas measured
// (bench --only=memory, docs/benchmarks.md "Memory"): idle after ordinary use 478 → 424 MiB, peak
// under the upload load 1716 → 1366 MiB, warm idle 412 → 374 MiB, with no slower answers.
export const MALLOC_ARENA_MAX = '2';
