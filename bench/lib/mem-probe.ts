// Bench-only preload (`node --import tsx --import ./bench/lib/mem-probe.ts …`): on SIGUSR2 the
// product writes its own memory figures (process.memoryUsage and V8's heap statistics) to the file
// named by BENCH_MEM_PROBE. Nothing in the product exposes these; only the memory bench loads this.
import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';

const file = process.env.BENCH_MEM_PROBE;
if (file) {
  process.on('SIGUSR2', () => {
    const heap = getHeapStatistics();
    const mem = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
        external: mem.external,
        arrayBuffers: mem.arrayBuffers,
        heapLimit: heap.heap_size_limit,
        mallocedMemory: heap.malloced_memory,
        peakMallocedMemory: heap.peak_malloced_memory,
      }),
    );
  });
}
