/**
 * The diner's connection to the demo service, as a TCP relay the journey can cut: while cut, every
 * connection is refused, as when the phone loses its signal. Its own port gives the journey an
 * origin of its own, so the service worker it installs is that journey's alone.
 */
import { createServer, type Server, Socket } from 'node:net';
import { afterEach, beforeEach } from 'vitest';

export class CuttableLink {
  private readonly sockets = new Set<Socket>();
  private cut = false;

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async open(target: string): Promise<CuttableLink> {
    const { hostname, port } = new URL(target);
    let link: CuttableLink | undefined;
    const server = createServer((client) => {
      if (!link || link.cut) {
        client.destroy();
        return;
      }
      const upstream = new Socket();
      link.sockets.add(client).add(upstream);
      const forget = () => {
        link?.sockets.delete(client);
        link?.sockets.delete(upstream);
      };
      client.on('close', forget).on('error', () => upstream.destroy());
      upstream.on('close', forget).on('error', () => client.destroy());
      upstream.connect(Number(port), hostname, () => {
        client.pipe(upstream).pipe(client);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    const own = typeof address === 'object' && address ? address.port : 0;
    link = new CuttableLink(server, `http://127.0.0.1:${own}`);
    return link;
  }

  /** No signal: open connections drop and new ones are refused. */
  loseSignal(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  regainSignal(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.loseSignal();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}

/** A fresh link to the demo service for each test of the file, closed after it. */
export function linkPerTest(target: string): { current: () => CuttableLink } {
  let link: CuttableLink | undefined;
  beforeEach(async () => {
    link = await CuttableLink.open(target);
  });
  afterEach(async () => {
    await link?.close();
    link = undefined;
  });
  return {
    current: () => {
      if (!link) throw new Error('no link outside a test');
      return link;
    },
  };
}
