// A local S3-compatible server (s3rver) in its own process, so its CPU does not share the load generator's
// event loop. Prints one JSON line with the endpoint and bucket, then serves until it is sent SIGTERM.
import { startLocalS3 } from '../../apps/server/test/support/local-s3';

const s3 = await startLocalS3(process.env.S3_BUCKET ?? 'afilia-scale');
process.stdout.write(`${JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket, env: s3.env })}\n`);
const stop = () => void s3.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
