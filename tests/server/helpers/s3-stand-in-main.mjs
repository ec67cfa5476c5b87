// The S3 stand-in's process: s3rver on a free port with one bucket, printing its port when ready.
// Run with --openssl-legacy-provider: s3rver seals its list continuation tokens with DES.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`listening ${port}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
