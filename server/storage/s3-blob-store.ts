import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type BlobStore } from './blob-store';

/**
 * Files in one bucket of any S3-compatible service (AWS, R2, MinIO, Garage), so several machines share
 * them (ADR 038). Keys are the same relative paths the fs store uses.
 */

export interface S3BlobStoreOptions {
  bucket: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket.host` needs DNS for every bucket; MinIO, Garage and stand-ins answer on `host/bucket`. */
  forcePathStyle: boolean;
  /** Keys listed per request when a prefix is deleted; S3 allows at most 1000 (tests use fewer). */
  pageSize?: number;
}

// S3's own limit for ListObjectsV2 and DeleteObjects.
const maxPageSize = 1000;

export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore & { close(): void } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 demands them: several S3-compatible services refuse the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const pageSize = Math.min(options.pageSize ?? maxPageSize, maxPageSize);
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return key;
  };

  async function deletePage(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    const failed = result.Errors?.[0];
    if (failed) throw new Error(`S3 could not delete ${failed.Key ?? 'a file'}: ${failed.Message ?? ''}`);
  }

  return {
    async put(key, data) {
      // A PUT replaces the whole object at once: readers see the old one or the new one, never half.
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data }));
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    read(key, range) {
      const Key = objectKey(key);
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client.send(new GetObjectCommand({ Bucket, Key, Range })).then(
        ({ Body }) => {
          if (!(Body instanceof Readable)) return out.destroy(new Error('S3 answered without a body'));
          Body.once('error', (error) => out.destroy(error));
          Body.pipe(out);
        },
        (error: unknown) => out.destroy(asReadError(error, key)),
      );
      return out;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async deletePrefix(prefix) {
      const Prefix = `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: pageSize, ContinuationToken }),
        );
        await deletePage((page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    close: () => client.destroy(),
  };
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/** A missing object fails like a missing file (ENOENT), so callers treat both stores alike. */
function asReadError(error: unknown, key: string): Error {
  if (!isMissing(error)) return error instanceof Error ? error : new Error(String(error));
  return Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
}
