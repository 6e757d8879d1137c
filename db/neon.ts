import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from './schema';
import type { Db } from './client';

/**
 * The production driver (Cloudflare Workers). A Pool is made per request and ended after it:
 * Workers cannot reuse sockets across requests. `wsProxy` points the driver at a local
 * WebSocket-to-TCP bridge in tests; in production it is unset and Neon's own endpoint is used.
 */
export function openNeon(url: string, opts: { wsProxy?: string } = {}): { db: Db; end: () => Promise<void> } {
  if (opts.wsProxy) {
    // the string form: the driver appends `?address=host:port` of the connection string
    neonConfig.wsProxy = opts.wsProxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  // Postgres unreachable: the request answers 503 after this, instead of waiting for the platform's limit
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5000 });
  return { db: drizzle(pool, { schema }) as unknown as Db, end: () => pool.end() };
}
