import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL in the fault tests), which the
 * test can hold (connections stay open but no answer comes back: every query is left in
 * flight), cut (every connection is dropped and new ones are refused) and restore.
 */
export class TcpProxy {
  private readonly pairs = new Set<{ client: Socket; upstream: Socket }>();
  private server: Server | undefined;
  private holding = false;

  private readonly target: { host: string; port: number };
  port: number;

  private constructor(target: { host: string; port: number }, port: number) {
    this.target = target;
    this.port = port;
  }

  /** Starts a proxy to `target` on a free port (or `port`). */
  static async start(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, port);
    await proxy.listen();
    return proxy;
  }

  /** The connections open through the proxy now. */
  get connections(): number {
    return this.pairs.size;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.relay(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private relay(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const pair = { client, upstream };
    this.pairs.add(pair);
    const drop = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", drop);
      socket.on("close", drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe(), which sets the stream flowing: a connection opened while holding is held too.
    if (this.holding) upstream.pause();
  }

  /** The server's answers stop reaching the clients: whatever they asked stays in flight. */
  hold(): void {
    this.holding = true;
    for (const { upstream } of this.pairs) upstream.pause();
  }

  /** Drops every connection at once and refuses new ones, as a dead proxy or network would. */
  async cut(): Promise<void> {
    this.holding = false;
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await closed;
  }

  /** Accepts connections again on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
