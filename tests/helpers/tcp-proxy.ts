import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on loopback in front of a server (the shared Postgres), to fake its outage without
 * touching it: `down()` refuses new connections and cuts the open ones (what a stopped Postgres
 * does), `hang()` accepts connections and never answers (a network that drops packets), `up()`
 * relays again on the same port.
 */
export async function startTcpProxy(target = { host: '127.0.0.1', port: 5432 }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let relaying = true;

  const cutAll = () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        sockets.add(client);
        client.on('error', () => client.destroy());
        client.on('close', () => sockets.delete(client));
        if (!relaying) return; // held open, never answered
        const upstream = connect(target);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => (sockets.delete(upstream), client.destroy()));
        client.on('close', () => upstream.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
      cutAll();
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Postgres stopped: connections refused, open ones cut. */
    down: stopListening,
    /** Postgres unreachable: connections accepted and left hanging, open ones cut. */
    async hang() {
      relaying = false;
      cutAll();
      if (!server) await listen();
    },
    /** Postgres back on the same address. */
    async up() {
      relaying = true;
      cutAll(); // hanging connections end as the real network's would
      if (!server) await listen();
    },
    close: stopListening,
  };
}
