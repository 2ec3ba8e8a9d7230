// A TCP proxy on 127.0.0.1 in front of a real server, to make that server look down to a client
// without stopping it (the test servers are shared): `mode` decides what a NEW connection gets —
// 'pass' forwards it, 'refuse' resets it at once (a stopped server), 'hang' accepts it and never
// answers (a hung one). Switching away from 'pass' also cuts the connections already open, so a
// client's pooled keep-alive socket sees the outage too.
import { createServer, connect, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'hang';

export interface TcpProxy {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  mode: ProxyMode;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let mode: ProxyMode = 'pass';
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return void client.resetAndDestroy();
    if (mode === 'hang') return; // held open, never answered
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get mode() {
      return mode;
    },
    set mode(m: ProxyMode) {
      if (m !== 'pass') for (const s of open) s.destroy();
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
