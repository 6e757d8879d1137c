import type { Db } from '../../db/client';
import type { Env } from '../api/env';
import { outboxMailer } from '../platform/mail/outbox';
import { smtpMailer } from '../platform/mail/smtp';
import type { Mailer, Storage } from '../platform/ports';
import { localStorage } from '../platform/storage/local';
import { s3Storage } from '../platform/storage/s3';

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

/** The outbox (mail kept in the database, the local default), or SMTP when configured. */
export function mailerFromEnv(env: Env, db: Db): Mailer {
  if (env.MAILER === 'smtp' || (env.SMTP_URL && env.MAILER !== 'http')) {
    if (!env.SMTP_URL) throw new Error('MAILER=smtp needs SMTP_URL');
    return smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  }
  return outboxMailer(db);
}
