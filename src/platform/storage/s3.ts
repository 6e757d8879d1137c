import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ListedObject } from '../ports';
import type { DirectUploadStorage, InspectableStorage } from './inspect';
import { assertSafeKey, contentTypeOfKey, isSafeKey } from './keys';

export interface S3StorageOptions {
  /** Custom endpoint (R2: https://<account>.r2.cloudflarestorage.com, MinIO, tests); AWS when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the public reads objects (R2 public bucket or CDN); defaults to the endpoint's path-style URL. */
  publicUrl?: string;
  forcePathStyle?: boolean;
  /**
   * How browsers upload large files straight to the bucket: 'post' (size-capped form POST, AWS S3
   * and MinIO) or 'put' (exact-size presigned PUT; R2, which has no POST Object). Default: 'put' for
   * an R2 endpoint, else 'post'.
   */
  directUpload?: 'post' | 'put';
}

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);
const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * S3-protocol storage (AWS S3, Cloudflare R2, MinIO). Runs on Node and in Workers (fetch-based
 * SDK build, no node: imports). Reads by the public go to `publicUrl` directly, not through us.
 */
export function s3Storage(opts: S3StorageOptions): InspectableStorage & DirectUploadStorage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // newer SDKs add CRC checksums to every request; R2 and other S3-compatibles do not all accept them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const publicBase = trimSlash(
    opts.publicUrl ?? (opts.endpoint ? `${trimSlash(opts.endpoint)}/${Bucket}` : `https://${Bucket}.s3.${opts.region}.amazonaws.com`),
  );

  const read = async (key: string, range?: string) => {
    if (!isSafeKey(key)) return null;
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
      return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    } catch (err) {
      if (isMissing(err)) return null;
      if (statusOf(err) === 416) return new Uint8Array(); // range starts past the end
      throw err;
    }
  };

  /** Every object under `prefix`, all pages of the listing (1,000 keys a request). */
  const listAll = async (prefix: string): Promise<ListedObject[]> => {
    const objects: ListedObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const o of out.Contents ?? [])
        if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) });
      ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  };

  const storage: InspectableStorage & DirectUploadStorage = {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const body = await read(key);
      return body && { body, size: body.byteLength, contentType: contentTypeOfKey(key) };
    },
    async head(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    getRange: (key, start, end) => read(key, `bytes=${start}-${end}`),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    list: async (prefix) => (await listAll(prefix)).map((o) => o.key),
    listObjects: listAll,
    url: (key) => `${publicBase}/${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(`${publicBase}/`)) return null;
      const key = url.slice(publicBase.length + 1);
      return isSafeKey(key) ? key : null;
    },
    /**
     * A browser form POST straight to the bucket. Unlike a presigned PUT, the signed policy caps the
     * size (`content-length-range`) and pins the Content-Type.
     */
    async presignPost(key, { maxBytes, minBytes = 1, contentType, expiresIn = 300 }) {
      return createPresignedPost(client, {
        Bucket,
        Key: assertSafeKey(key),
        Conditions: [
          ['content-length-range', minBytes, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresIn,
      });
    },
    /**
     * A presigned PUT with Content-Length and Content-Type among the signed headers, so the bucket
     * refuses any other size or type. Still confirm the object with `confirmUpload` afterwards.
     */
    async presignPut(key, { contentLength, contentType, expiresIn = 300 }) {
      const command = new PutObjectCommand({ Bucket, Key: assertSafeKey(key), ContentLength: contentLength, ContentType: contentType });
      const url = await getSignedUrl(client, command, { expiresIn, signableHeaders: new Set(['content-length', 'content-type']) });
      return { url, headers: { 'Content-Type': contentType, 'Content-Length': String(contentLength) } };
    },
  };
  const isR2 = /\.r2\.cloudflarestorage\.com(\/|$)/.test(opts.endpoint ?? '');
  if ((opts.directUpload ?? (isR2 ? 'put' : 'post')) === 'put') delete storage.presignPost;
  return storage;
}
