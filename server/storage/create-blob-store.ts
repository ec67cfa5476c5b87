import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

type BlobStoreConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'BLOB_STORE'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The media store the configuration names: DATA_DIR/files, or an S3-compatible bucket (ADR 038). */
export function createBlobStore(config: BlobStoreConfig): BlobStore & { close(): void } {
  if (config.BLOB_STORE === 'fs') {
    return { ...createFsBlobStore(path.join(config.DATA_DIR, 'files')), close: () => undefined };
  }
  // loadConfig already refuses this; the check narrows the type.
  if (config.S3_BUCKET === undefined) throw new Error('S3_BUCKET is required when BLOB_STORE is s3');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return createS3BlobStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
