import { z } from 'zod';
import type { AppConfig } from './ports';
import { trustedProxySchema } from './trusted-proxy';

/** Environment variables, parsed once. Every runtime builds its AppConfig here. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(4321),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().default('local-dev-client-id.apps.googleusercontent.com'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24),
  PRODUCT_NAME: z.string().default('Mining Week'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  MAILER: z.enum(['outbox', 'smtp', 'http']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_API_URL: z.url().optional(),
  MAIL_API_KEY: z.string().optional(),
  NEON_WS_PROXY: z.string().optional(),
  MAIL_FROM: z.string().default('МУУҮА <no-reply@mongolianmining.mn>'),
  DEPLOY_HOOK_URL: z.string().optional(),
  REBUILD_DEBOUNCE_MS: z.coerce.number().int().nonnegative().default(2000),
  /** Builds one build process runs before it is replaced (its memory only grows); lower in tests. */
  BUILDS_PER_PROCESS: z.coerce.number().int().positive().default(20),
  /** Whose forwarding headers give the client's address (per-address limits): off by default; see trusted-proxy.ts. */
  TRUSTED_PROXY: trustedProxySchema,
  /** Hours a meeting request waits for an answer before it expires (never past the slot's start). */
  MEETING_REQUEST_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(48),
  /** The shared secret of the internal sweep endpoint the scheduled Worker calls (DESIGN §8); unset = endpoint off. */
  SWEEP_SECRET: z.string().min(16).optional(),
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  return envSchema.parse(source);
}

/** Where visitors reach the site: PUBLIC_URL, else where the server listens (the build prints it in every absolute URL). */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
}

export function configFromEnv(env: Env): AppConfig {
  const publicUrl = publicUrlOf(env);
  const origins = new Set([new URL(publicUrl).origin]);
  for (const o of (env.ALLOWED_ORIGINS ?? '').split(',')) if (o.trim()) origins.add(o.trim());
  if (!env.PUBLIC_URL) {
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return {
    allowedOrigins: [...origins],
    hostOrigin: !env.PUBLIC_URL,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    googleIssuers: env.GOOGLE_ISSUERS.split(',').map((s) => s.trim()),
    secureCookies: publicUrl.startsWith('https://'),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
    productName: env.PRODUCT_NAME,
    publicUrl,
    trustedProxy: env.TRUSTED_PROXY,
    meetingRequestHours: env.MEETING_REQUEST_HOURS,
    sweepSecret: env.SWEEP_SECRET,
  };
}
