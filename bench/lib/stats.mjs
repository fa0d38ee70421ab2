/** Small statistics shared by the benchmarks. */
import { cpus, loadavg } from 'node:os';

/** Nearest-rank percentile (`share` 0…1), rounded to 0.1; `null` for no values. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** The median; of an even count, the mean of the two middle values (two rounds are not "the upper one"). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The machine a result was measured on: it is shared, so the load average says how much of it the run had. */
export function machineFigures(loadAverageAtStart) {
  return { cpus: cpus().length, node: process.version, loadAverageAtStart, loadAverageAtEnd: loadavg() };
}
