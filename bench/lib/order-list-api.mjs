// The manager's list API as the list benches measure it (admin-list, manager-list): each filter
// combination's page and totals, N sequential requests after 3 warm-up ones.
import { percentile } from './stats.mjs';

const listPath = '/api/stickers/orders/get-order-views';

/** `requestCount` sequential GETs of `path?query` after 3 warm-up ones: their times and the last body. */
export async function timeRequests(baseUrl, token, path, query, requestCount) {
  const url = `${baseUrl}${path}?${new URLSearchParams(query)}`;
  const headers = { authorization: `Bearer ${token}` };
  let last = null;
  for (let warm = 0; warm < 3; warm++) last = await (await fetch(url, { headers })).json();
  const times = [];
  for (let index = 0; index < requestCount; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    last = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(last)}`);
  }
  return { times, body: last };
}

/** Per combination (name → query): the rows matching, the rows returned, list and totals median and p95. */
export async function measureListApi(baseUrl, token, combinations, requestCount) {
  const results = {};
  for (const [name, query] of Object.entries(combinations)) {
    const list = await timeRequests(baseUrl, token, listPath, query, requestCount);
    const totals = await timeRequests(baseUrl, token, `${listPath}/totals`, query, requestCount);
    results[name] = {
      query,
      matching: totals.body.count,
      rowsReturned: list.body.length,
      listMs: { median: percentile(list.times, 0.5), p95: percentile(list.times, 0.95) },
      totalsMs: { median: percentile(totals.times, 0.5), p95: percentile(totals.times, 0.95) },
    };
    console.log(
      `${name.padEnd(20)} matching ${String(totals.body.count).padStart(6)}  list median ${results[name].listMs.median} ms p95 ${results[name].listMs.p95} ms  totals median ${results[name].totalsMs.median} ms p95 ${results[name].totalsMs.p95} ms`,
    );
  }
  return results;
}
