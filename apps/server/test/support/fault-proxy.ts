import net from 'node:net';

/**
 * A TCP proxy in front of a server (Redis, PostgreSQL), for outage tests that must not touch the server other
 * tests use. `stop()` is a stopped server or a network partition (open connections cut, new ones refused) and
 * `start()` brings it back on the same port; `hang()` is a paused one (connections stay open, nothing is
 * answered) and `resume()` delivers what was held, in order, as a process woken from SIGSTOP would.
 */
export class FaultProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: (() => void)[] = [];
  /** What the clients sent while hung, for `heldCommands`. */
  private readonly heldRequests: Buffer[] = [];
  private hung = false;
  private port = 0;

  constructor(private readonly target: { host: string; port: number } = { host: '127.0.0.1', port: 6379 }) {}

  /** `host:port` of the proxy, once started. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => this.connect(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.held.length = 0;
    this.heldRequests.length = 0;
    this.hung = false;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  hang(): void {
    this.hung = true;
  }

  resume(): void {
    this.hung = false;
    this.heldRequests.length = 0;
    for (const deliver of this.held.splice(0)) deliver();
  }

  /** How many `name` commands (PING, EVALSHA, …) the clients sent since `hang()`. */
  heldCommands(name: string): number {
    // RESP: every command is an array of bulk strings, its name first (`*2\r\n$7\r\nevalsha\r\n…`).
    const text = Buffer.concat(this.heldRequests).toString('latin1').toLowerCase();
    return text.split(`\r\n${name.toLowerCase()}\r\n`).length - 1;
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      const deliver = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (!this.hung) return deliver();
      this.held.push(deliver);
      if (to === upstream) this.heldRequests.push(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
  }
}
