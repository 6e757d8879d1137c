import type { Env } from '../env';
import type { Storage } from '../ports';
import { s3Storage } from '../storage/s3';

/**
 * Files on S3/R2 (local disk does not exist in Workers). Without bucket settings the API still
 * serves everything else, and any file operation fails with a clear message in the logs.
 */
export function workerStorage(env: Env): Storage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL || undefined,
    });
  }
  const missing = () => Promise.reject(new Error('File storage is not configured (set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'));
  return {
    put: missing,
    get: missing,
    delete: missing,
    list: missing,
    listObjects: missing,
    url: (key) => `/${key}`,
    keyFromUrl: () => null,
  };
}
