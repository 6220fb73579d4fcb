/**
 * One autocannon run in a worker thread, so the load generator does not share the server's
 * event loop. Records every 2xx response time to compute exact percentiles (autocannon's own
 * summary has p97.5 and p99 but no p95) and posts a LoadResult back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** One request of a sequence: a read, or a write with its JSON body. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
}

export interface LoadJob {
  url: string;
  /** Requests on `url`'s origin that each connection sends in turn, instead of GET `url` alone. */
  requests?: LoadRequest[];
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Mean requests per second over the run. */
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const job = workerData as LoadJob;
const latencies: number[] = [];
let responses = 0;
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: job.url,
      connections: job.connections,
      duration: job.durationSeconds,
      headers: job.headers,
      requests: job.requests?.map((r) =>
        r.body === undefined
          ? { method: r.method, path: r.path }
          : { method: r.method, path: r.path, body: r.body, headers: { 'content-type': 'application/json' } },
      ),
      timeout: 10,
    },
    (err, done) => (err ? reject(err) : resolve(done)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    responses++;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
});
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const answer: LoadResult = {
  // Inside a worker thread autocannon encodes its histograms for its own multi-worker mode, so
  // the counts come from the response events.
  requests: responses,
  requestsPerSecond: responses / seconds,
  p50: percentile(latencies, 50),
  p95: percentile(latencies, 95),
  p97_5: percentile(latencies, 97.5),
  p99: percentile(latencies, 99),
  max: latencies[latencies.length - 1] ?? Number.NaN,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
parentPort?.postMessage({ loadResult: answer });
