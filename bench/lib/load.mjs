// One autocannon run and the figures we report from it.
import autocannon from 'autocannon';

/**
 * Drives `url` for `durationSec` with `connections` keep-alive connections. `requests` is
 * autocannon's request list (a function in `setupRequest` may vary the body per request).
 */
export async function drive({ url, durationSec, connections, requests, headers }) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSec,
    headers,
    requests,
  });
  return summarize(result);
}

export function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
