import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A Postgres client whose messages arrive one per packet, as a busy build process's do: a local
 * TCP proxy that forwards each protocol message on its own, a timer tick after the previous one.
 */
export async function splitProxy(target: { path: string } | { port: number; host: string }) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    sockets.add(client).add(upstream);
    upstream.on('data', (d) => client.write(d));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    let buffer = Buffer.alloc(0);
    let started = false;
    let chain = Promise.resolve();
    client.on('data', (d: Buffer) => {
      buffer = Buffer.concat([buffer, d]);
      for (;;) {
        // the startup message has no type byte; every later one has one
        const head = started ? 1 : 0;
        if (buffer.length < head + 4) return;
        const size = head + buffer.readInt32BE(head);
        if (buffer.length < size) return;
        const message = buffer.subarray(0, size);
        buffer = buffer.subarray(size);
        const length = started ? 0 : message.readInt32BE(4);
        // SSLRequest / GSSENCRequest come before the startup message
        if (!started && length !== 80877103 && length !== 80877104) started = true;
        chain = chain.then(() => new Promise((r) => setTimeout(r, 1))).then(() => void upstream.write(message));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
