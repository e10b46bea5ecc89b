import { createServer, connect, type Server, type Socket } from 'node:net';

/** A PostgreSQL server as seen through a proxy the test controls. */
export interface DatabaseProxy {
  /** The same database, reached through the proxy. */
  url: string;
  /** Nothing passes either way, as if the server were frozen (SIGSTOP); connections stay open. */
  freeze(): void;
  /** What was held back passes, and everything after it. */
  thaw(): void;
  /** Connections are cut and new ones refused, as if the server had stopped. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** One direction of a connection: forwards what arrives, or holds it while frozen. */
function forward(from: Socket, to: Socket, frozen: () => boolean, held: Array<() => void>) {
  from.on('data', (chunk) => (frozen() ? held.push(() => to.write(chunk)) : to.write(chunk)));
  from.on('close', () => to.destroy());
  from.on('error', () => to.destroy());
}

/**
 * A TCP proxy in front of the database of `url`, to freeze or stop "the database" for one test
 * without touching the server other tests share.
 */
export async function proxyDatabase(url: string): Promise<DatabaseProxy> {
  const target = new URL(url);
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    }
    forward(client, upstream, () => frozen, held);
    forward(upstream, client, () => frozen, held);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };
  return {
    url: proxied.toString(),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const pass of held.splice(0)) pass();
    },
    stop,
    start: () => listen(port),
    close: stop,
  };
}
