import net from 'node:net';

/**
 * A TCP relay between the app and a real server (PostgreSQL), to stage what a
 * restart of that server, or of a pgbouncer in front of it, does to the app:
 * every open connection drops at once, and new ones are refused for a while.
 * The server itself keeps running, so other tests that use it see nothing.
 */
export interface TcpProxy {
  /** The port the relay listens on (127.0.0.1). */
  readonly port: number;
  /** How many relayed connections are open now. */
  readonly openConnections: number;
  /** Ends every relayed connection, and resets each new one, until `accept()`. */
  refuse(): void;
  /** Relays new connections again. */
  accept(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;

  const server = net.createServer((client) => {
    if (refusing) {
      // What a client sees from a server that is down but whose port answers (a restarting pgbouncer).
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Either side failing or closing ends the other, as a real dropped connection would.
    for (const socket of pair) socket.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  const dropAll = () => {
    // A server going away closes its end (FIN): the client reads the end of the stream, mid-query or idle.
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    get openConnections() {
      return pairs.size;
    },
    refuse() {
      refusing = true;
      dropAll();
    },
    accept() {
      refusing = false;
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
