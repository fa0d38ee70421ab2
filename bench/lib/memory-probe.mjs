// Preloaded (`node --import`) into the benchmarked server by the soak only, never by production:
// once a second it appends the process's memory figures to BENCH_MEMORY_PROBE_FILE, including
// the size of every WebAssembly linear memory (PGlite's PostgreSQL), so a rising RSS can be
// split into V8 heap, buffers outside the heap, and the database's WASM memory.
import { appendFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const probeFile = process.env.BENCH_MEMORY_PROBE_FILE;

if (probeFile) {
  const memories = [];
  // PGlite creates its linear memory itself (`new WebAssembly.Memory`); wrapping the constructor
  // is the only way to see it from outside without a hook in the server.
  WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
    construct(target, args, newTarget) {
      const memory = Reflect.construct(target, args, newTarget);
      memories.push(new WeakRef(memory));
      return memory;
    },
  });
  const mib = (bytes) => Number((bytes / 2 ** 20).toFixed(2));
  const started = Date.now();
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    const wasmBytes = memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
    const line = {
      t: (Date.now() - started) / 1000,
      rss: mib(usage.rss),
      heapTotal: mib(usage.heapTotal),
      heapUsed: mib(usage.heapUsed),
      external: mib(usage.external),
      arrayBuffers: mib(usage.arrayBuffers),
      wasm: mib(wasmBytes),
    };
    appendFileSync(probeFile, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
  // Right after a full (mark-compact) collection the used heap is the live set: its trend across
  // collections is the JavaScript leak signal, free of the sawtooth that RSS and heapTotal show.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      const line = { t: (Date.now() - started) / 1000, majorGc: true, heapUsed: mib(process.memoryUsage().heapUsed) };
      appendFileSync(probeFile, `${JSON.stringify(line)}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}
