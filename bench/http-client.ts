import { connect, type Socket } from 'node:net';

/**
 * A minimal HTTP/1.1 keep-alive client for the load generator: one connection per simulated
 * vendor client, one request at a time, answers framed by Content-Length (what Fastify sends for
 * JSON). The load generator shares two cores with the server and PostgreSQL, so it must cost as
 * little as pgbench's C client does: node:http spent about 0.3 ms of CPU per request here, fetch
 * about 1.4 ms; this spends a fraction of that. Not a general client: no chunked answers, no
 * redirects, no TLS.
 */
export class KeepAliveConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: {
    resolve: (answer: { status: number; body: string }) => void;
    reject: (error: Error) => void;
  } | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.tryComplete();
    });
    const fail = (error: Error) => {
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' })));
    return socket;
  }

  private tryComplete() {
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffer.toString('latin1', 0, headerEnd);
    const status = Number(head.slice(9, 12));
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
    if (!Number.isFinite(length)) {
      this.pending.reject(new Error('answer without content-length'));
      this.pending = null;
      return;
    }
    const bodyStart = headerEnd + 4;
    if (this.buffer.length < bodyStart + length) return;
    const body = this.buffer.toString('utf8', bodyStart, bodyStart + length);
    this.buffer = this.buffer.subarray(bodyStart + length);
    const pending = this.pending;
    this.pending = null;
    pending.resolve({ status, body });
  }

  /** POSTs a JSON body with the given extra headers; resolves with the status and body text. */
  post(
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; body: string }> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    this.socket ??= this.open();
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    head += `content-length: ${Buffer.byteLength(body)}\r\n\r\n`;
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket!.write(head + body);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}
