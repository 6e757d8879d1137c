import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * WebSocket-to-TCP bridge, what Neon runs in front of its Postgres: the Neon driver (inside workerd)
 * opens `ws://<proxy>/v2?address=host:port` and speaks the Postgres protocol over it. A connection
 * without `address` (a wsProxy given as a function returning a fixed path) goes to `fallback`.
 */
export async function startWsProxy(fallback = '127.0.0.1:5432') {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  wss.on('connection', (ws, req) => {
    const address = new URL(req.url ?? '/', 'ws://proxy').searchParams.get('address') ?? fallback;
    const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];
    const tcp = connect({ host, port });
    ws.on('message', (data: Buffer) => tcp.write(data));
    tcp.on('data', (data) => ws.send(data));
    ws.on('close', () => tcp.end());
    tcp.on('close', () => ws.close());
    ws.on('error', () => tcp.destroy());
    tcp.on('error', () => ws.close());
  });
  const { port } = wss.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate(); // close() alone leaves open bridges running
        wss.close(() => resolve());
      }),
  };
}
