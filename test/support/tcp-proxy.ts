import net from 'node:net';

/**
 * `forward`: bytes pass both ways. `hold`: connections stay open but nothing passes (a silent
 * peer: a dead link, a frozen host). `reset`: every connection is cut with a TCP reset and new
 * ones are reset on arrival (a restarting server).
 */
export type ProxyMode = 'forward' | 'hold' | 'reset';

export type TcpProxy = {
  /** The port on 127.0.0.1 that clients should connect to. */
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
};

type Pair = { client: net.Socket; upstream: net.Socket };

/** A TCP proxy on 127.0.0.1 in front of `target` (e.g. PostgreSQL or Redis), for outage tests. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();

  const apply = (pair: Pair) => {
    if (mode === 'reset') {
      pair.client.resetAndDestroy();
      pair.upstream.resetAndDestroy();
    } else if (mode === 'hold') {
      pair.client.pause();
      pair.upstream.pause();
    } else {
      pair.client.resume();
      pair.upstream.resume();
    }
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Either side failing ends the pair; the test looks at what the app does, not at the proxy.
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    apply(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    setMode(next) {
      mode = next;
      for (const pair of [...pairs]) apply(pair);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
