/**
 * A screen's load as a user meets it: the requests a page sends together, timed until the last
 * answer, again and again for BENCH_SECONDS (at least three times).
 */
import { SECONDS, type BenchSession } from './harness.js';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Sends `paths` together as `session`; the number of loads and their p50/p95 in ms. Throws on a non-200. */
export async function loadTogether(origin: string, paths: string[], session: BenchSession) {
  const samples: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  while (samples.length < 3 || performance.now() < until) {
    const start = performance.now();
    await Promise.all(
      paths.map(async (path) => {
        const res = await fetch(`${origin}${path}`, { headers: session.headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      }),
    );
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { loads: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}
