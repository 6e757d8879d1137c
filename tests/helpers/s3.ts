import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks signatures against these. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A local S3-protocol server on 127.0.0.1 (random port) with `bucket` created, files in a temp folder. */
export async function startS3(bucket = 'test-bucket') {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server: S3rverInstance = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: { endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...S3_TEST_CREDENTIALS },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
