// Upload benchmark: one 1 GiB layout over loopback to the real server (the files route, with
// its magic-byte check, size limit, fsync and rename), side by side in the same run with a
// bare Node http server that only pipes the request to disk. Reports throughput of both, the
// ratio, and the real server's peak RSS growth sampled from /proc/<pid>/status.
// The S3 leg then starts the real server with STORAGE=s3 against an S3-compatible server on
// loopback (s3rver) and compares its upload with a bare multipart upload (lib-storage's
// Upload) straight to the same S3 server, in the same run.
//
//   node bench/upload.mjs [--size-mib 1024] [--s3-size-mib 256] [--rounds 3]
//
// The real server runs as built (`packages/server/dist/main.js`, as `npm start` runs it) when
// that exists, else from source through tsx: build first (`npm run build -w @stickers62/server`)
// so the figures are of the current code.
//
// Results go to bench/results/upload.json.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { call, stickerItem } from './lib/fixtures.mjs';
import { freePort, repoRoot, sleep, startAppServer } from './lib/processes.mjs';
import { bareMultipartUpload, startS3Server } from './lib/s3.mjs';
import { median } from './lib/stats.mjs';

const { values: options } = parseArgs({
  options: {
    'size-mib': { type: 'string', default: '1024' },
    // s3rver keeps each part and then the whole object on disk: a smaller body keeps the leg brief.
    's3-size-mib': { type: 'string', default: '256' },
    rounds: { type: 'string', default: '3' },
  },
});
const sizeBytes = Number(options['size-mib']) * 1024 * 1024;
const s3SizeBytes = Number(options['s3-size-mib']) * 1024 * 1024;
const rounds = Number(options.rounds);
// The built server when there is one (what `npm start` runs), else the sources through tsx.
const builtEntry = join(repoRoot, 'packages/server/dist/main.js');
const resultFile = join(repoRoot, 'bench/results/upload.json');
const chunkBytes = 1024 * 1024;

// A bare server: the request piped to a file, the answer sent when the file is closed.
const bareServerSource = `
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const [port, folder, durable] = process.argv.slice(1);
http.createServer((req, res) => {
  const target = path.join(folder, 'upload-' + Date.now());
  const file = fs.createWriteStream(target, { flush: durable === 'fsync' });
  req.pipe(file);
  // Removed once answered, like the real server removes a replaced layout.
  file.on('close', () => res.end('{}', () => fs.rm(target, () => {})));
}).listen(Number(port), '127.0.0.1', () => process.send && process.send('ready'));
`;

async function rssBytes(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

/** User plus system CPU seconds the process has used so far. */
async function cpuSeconds(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples the RSS of `pid` every 20 ms until stopped; returns the peak. */
function sampleRss(pid) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssBytes(pid).catch(() => 0));
      await sleep(20);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

/** One chunk of the PNG-looking body every upload sends, repeated. */
function layoutChunk() {
  const chunk = Buffer.alloc(chunkBytes);
  for (let index = 0; index < chunk.length; index++) chunk[index] = (index * 2654435761) >>> 24;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(chunk);
  return chunk;
}

/** Sends `size` bytes of a PNG-looking body with backpressure; resolves with seconds taken. */
function upload(port, path, headers, size = sizeBytes) {
  const chunk = layoutChunk();
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': size },
      },
      (response) => {
        let body = '';
        response.on('data', (data) => {
          body += data;
        });
        response.on('end', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          if (response.statusCode !== 200) reject(new Error(`upload answered ${response.statusCode}: ${body}`));
          else resolve(seconds);
        });
      },
    );
    outgoing.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent);
        sent += piece.length;
        if (!outgoing.write(piece)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

async function startRealServer(dataDir, env = {}) {
  const server = await startAppServer({
    dataDir,
    entry: existsSync(builtEntry) ? builtEntry : undefined,
    // BENCH_SERVER_NODE_OPTIONS (e.g. "--cpu-prof") goes to the real server's node.
    nodeArgs: (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    env: { UPLOAD_LIMIT_BYTES: String(Math.max(sizeBytes, s3SizeBytes) * 2), ...env },
  });
  // A customer with one sticker item in the cart, the upload's target.
  const username = `bench${Date.now()}`;
  const password = 'bench-password-1';
  await call(server.url, 'POST', '/api/auth/register', { body: { username, password } });
  const { token } = await call(server.url, 'POST', '/api/auth/login', { body: { username, password } });
  await call(server.url, 'POST', '/api/web/stickers/0/save', { token, body: stickerItem('Бенчмарк') });
  const { orderId } = await call(server.url, 'GET', '/api/web/cart', { token });
  const path = `/api/web/files/${orderId}/stickers/${encodeURIComponent('Бенчмарк')}/upload?fileName=layout.png`;
  return {
    pid: server.pid,
    port: Number(new URL(server.url).port),
    path,
    headers: { authorization: `Bearer ${token}` },
    stop: server.stop,
  };
}

async function startBareServer(folder, durable) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', bareServerSource, String(port), folder, durable ? 'fsync' : ''], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    pid: child.pid,
    port,
    path: '/upload',
    headers: {},
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

const mibPerSecond = (seconds, size = sizeBytes) => size / 1024 / 1024 / seconds;

/**
 * The S3 leg: the real server with STORAGE=s3 and a bare lib-storage multipart upload, both to
 * one s3rver, alternating per round. Returns the runs and the ratio of the two.
 */
async function measureS3Leg(workDir) {
  const s3 = await startS3Server();
  const real = await startRealServer(join(workDir, 'real-s3'), s3.env);
  const runs = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['bareS3Multipart', 'realS3'] : ['realS3', 'bareS3Multipart'];
      for (const which of order) {
        execSync('sync');
        const measured = which === 'realS3' ? real.pid : s3.pid;
        const baseline = await rssBytes(real.pid);
        const cpuBefore = await cpuSeconds(measured);
        const stopSampling = sampleRss(real.pid);
        const seconds =
          which === 'realS3'
            ? await upload(real.port, real.path, real.headers, s3SizeBytes)
            : await bareMultipartUpload(s3, layoutChunk(), s3SizeBytes);
        const peak = await stopSampling();
        runs.push({
          server: which,
          round,
          seconds: Number(seconds.toFixed(3)),
          mibPerSecond: Number(mibPerSecond(seconds, s3SizeBytes).toFixed(1)),
          ...(which === 'realS3' ? { rssGrowthMib: Number(((peak - baseline) / 1024 / 1024).toFixed(1)) } : {}),
          cpuSeconds: Number(((await cpuSeconds(measured)) - cpuBefore).toFixed(2)),
        });
        console.log(runs.at(-1));
      }
    }
  } finally {
    await real.stop();
    await s3.stop();
  }
  const ratios = Array.from({ length: rounds }, (_, round) => {
    const of = (server) => runs.find((run) => run.round === round && run.server === server).mibPerSecond;
    return of('realS3') / of('bareS3Multipart');
  }).sort((a, b) => a - b);
  const best = (server) => Math.max(...runs.filter((run) => run.server === server).map((run) => run.mibPerSecond));
  return {
    sizeMib: s3SizeBytes / 1024 / 1024,
    realMibPerSecond: best('realS3'),
    bareMultipartMibPerSecond: best('bareS3Multipart'),
    ratioOfBest: Number((best('realS3') / best('bareS3Multipart')).toFixed(3)),
    medianRoundRatio: Number(median(ratios).toFixed(3)),
    realPeakRssGrowthMib: Math.max(...runs.filter((run) => run.server === 'realS3').map((run) => run.rssGrowthMib)),
    notes:
      'Real server with STORAGE=s3: the same upload route streaming to s3rver through lib-storage (8 MiB parts, 4 in flight). Bare: lib-storage Upload of the same bytes straight to the same s3rver from the benchmark process. cpuSeconds: the real server (realS3) or s3rver (bare).',
    runs,
  };
}

async function main() {
  const loadBefore = Number(os.loadavg()[0].toFixed(2));
  const workDir = await mkdtemp(join(tmpdir(), 'bench-upload-'));
  const real = await startRealServer(join(workDir, 'real'));
  const bare = await startBareServer(workDir, false);
  // The same bare server with an fsync before answering: separates the price of durability
  // from the price of the framework.
  const bareFsync = await startBareServer(workDir, true);
  const servers = { bare, bareFsync, real };
  const runs = [];
  try {
    for (let round = 0; round < rounds; round++) {
      // Alternate the order so page-cache and CPU-frequency effects fall on both alike.
      const order = round % 2 === 0 ? ['bare', 'bareFsync', 'real'] : ['real', 'bareFsync', 'bare'];
      for (const which of order) {
        const target = servers[which];
        // Each run starts with no dirty pages from the one before, so writeback hits neither unfairly.
        execSync('sync');
        const baseline = await rssBytes(target.pid);
        const cpuBefore = await cpuSeconds(target.pid);
        const stopSampling = sampleRss(target.pid);
        const seconds = await upload(target.port, target.path, target.headers);
        const peak = await stopSampling();
        const cpu = (await cpuSeconds(target.pid)) - cpuBefore;
        runs.push({
          server: which,
          round,
          seconds: Number(seconds.toFixed(3)),
          mibPerSecond: Number(mibPerSecond(seconds).toFixed(1)),
          rssGrowthMib: Number(((peak - baseline) / 1024 / 1024).toFixed(1)),
          serverCpuSeconds: Number(cpu.toFixed(2)),
        });
        console.log(runs.at(-1));
        await rm(join(workDir, 'real', 'previews'), { recursive: true, force: true });
      }
    }
  } finally {
    await real.stop();
    await bare.stop();
    await bareFsync.stop();
  }
  let s3;
  try {
    s3 = await measureS3Leg(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  // Runs of one round are back to back, so their ratio sees the same machine; the median of
  // those is the figure least moved by other work on the machine.
  const roundRatios = Array.from({ length: rounds }, (_, round) => {
    const of = (server) => runs.find((run) => run.round === round && run.server === server).mibPerSecond;
    return of('real') / of('bare');
  }).sort((a, b) => a - b);
  const medianRatio = median(roundRatios);
  const fsyncRatios = Array.from({ length: rounds }, (_, round) => {
    const of = (server) => runs.find((run) => run.round === round && run.server === server).mibPerSecond;
    return of('real') / of('bareFsync');
  }).sort((a, b) => a - b);
  const medianFsyncRatio = median(fsyncRatios);
  const best = (server) => Math.max(...runs.filter((run) => run.server === server).map((run) => run.mibPerSecond));
  const realBest = best('real');
  const bareBest = best('bare');
  const peakGrowth = Math.max(...runs.filter((run) => run.server === 'real').map((run) => run.rssGrowthMib));
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    // Other work on the machine during the run (the 1-minute load average before and after).
    loadAverage: { before: loadBefore, after: Number(os.loadavg()[0].toFixed(2)) },
    sizeMib: sizeBytes / 1024 / 1024,
    rounds,
    realMibPerSecond: realBest,
    bareMibPerSecond: bareBest,
    ratioOfBest: Number((realBest / bareBest).toFixed(3)),
    medianRoundRatio: Number(medianRatio.toFixed(3)),
    bareFsyncMibPerSecond: best('bareFsync'),
    medianRoundRatioToBareFsync: Number(medianFsyncRatio.toFixed(3)),
    realEntry: existsSync(builtEntry) ? builtEntry : 'packages/server/src/main.ts (tsx)',
    realPeakRssGrowthMib: peakGrowth,
    goals: { ratioAtLeast: 0.7, rssGrowthBelowMib: 64 },
    met: { ratio: medianRatio >= 0.7, rss: peakGrowth < 64 },
    notes:
      'Real server: POST /api/web/files/{orderId}/stickers/{item}/upload (auth, ownership, magic bytes, limit, fsync, rename, row update). Bare: http.createServer piping the request to fs.createWriteStream, no fsync. sync(1) before every run.',
    runs,
    s3,
  };
  await writeFile(resultFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(summary);
}

await main();
