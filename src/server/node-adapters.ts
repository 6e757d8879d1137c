import type { Db } from '@db/client';
import type { Env } from '@platform/env';
import { httpMailer } from '@platform/mail/http';
import { outboxMailer } from '@platform/mail/outbox';
import { smtpMailer } from '@platform/mail/smtp';
import { deliveryWorker } from '@platform/mail/worker';
import type { Mailer, Storage } from '@platform/ports';
import { localStorage } from '@platform/storage/local';
import { s3Storage } from '@platform/storage/s3';

/** Local disk under the data folder (served at /files), or S3/R2 when `STORAGE=s3`. */
export function storageFromEnv(env: Env, filesDir: string): Storage {
  if (env.STORAGE === 'local') return localStorage(filesDir);
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return s3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
  });
}

/** The transport that delivers queued mail: SMTP, or the HTTP provider; none by default (the outbox is the destination). */
export function transportFromEnv(env: Env): (Mailer & { close?(): void }) | null {
  if (env.MAILER === 'smtp' || (env.SMTP_URL && env.MAILER !== 'http')) {
    if (!env.SMTP_URL) throw new Error('MAILER=smtp needs SMTP_URL');
    return smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  }
  if (env.MAILER === 'http') {
    if (!env.MAIL_API_URL || !env.MAIL_API_KEY) throw new Error('MAILER=http needs MAIL_API_URL and MAIL_API_KEY');
    return httpMailer({ endpoint: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
  }
  return null;
}

/**
 * The mailer every request uses (an insert into the outbox) and, when a transport is configured,
 * the worker that delivers the queue: kicked after each mail and every 15 s, stopped by `close`.
 */
export function mailFromEnv(env: Env, db: Db, opts: Parameters<typeof deliveryWorker>[2] = {}) {
  const transport = transportFromEnv(env);
  if (!transport) return { mailer: outboxMailer(db), worker: null, close: async () => {} };
  const worker = deliveryWorker(db, transport, opts);
  return {
    mailer: outboxMailer(db, worker),
    worker,
    close: async () => {
      await worker.stop();
      transport.close?.();
    },
  };
}
