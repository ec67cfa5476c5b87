import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../../server/config';

/**
 * A local S3-compatible server (s3rver from npm) in its own process, one per test file: a stand-in for
 * AWS, R2 or MinIO. The environment it returns is what an operator would set for BLOB_STORE=s3.
 */

export interface S3StandIn {
  bucket: string;
  endpoint: string;
  env: Record<string, string>;
  /** The parsed configuration the env above gives, for createS3BlobStore in contract tests. */
  options: {
    bucket: string;
    endpoint: string;
    region: string;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  stop(): Promise<void>;
}

const mainScript = fileURLToPath(new URL('./s3-stand-in-main.mjs', import.meta.url));
const bucket = 'fablecast-media';
// s3rver accepts this fixed pair (and checks the signature, as S3 does).
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fablecast-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', mainScript, directory, bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`S3 stand-in exited (${code}):\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    bucket,
    endpoint,
    env: {
      BLOB_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    } satisfies Partial<Record<keyof Config, string>> & Record<string, string>,
    options: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
