// An S3-compatible server on loopback for the storage tests and the upload benchmark: s3rver
// (from npm) in its own process, serving `folder` with one bucket. Prints {"port":…} once it
// listens and stops when its parent closes stdin.
//
//   node --openssl-legacy-provider s3rver-process.mjs <folder> <bucket>
//
// The flag: s3rver signs listing continuation tokens with DES, which OpenSSL 3 keeps only in
// its legacy provider; without it a paginated ListObjectsV2 answers 500.
import S3rver from 's3rver';

const [folder, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: folder,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
