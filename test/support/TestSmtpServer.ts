import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, decoded enough to compare: headers, text and HTML part. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, for mailer tests. It keeps what
 * it receives; `refuseNext(n)` answers the next n mails with 550 after their data; `stop()` takes it down
 * (then connections are refused) and `start()` again brings it up on the same port.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  #refusals = 0;
  #server: SMTPServer | undefined;
  #port = 0;
  #waiters: Array<() => void> = [];

  static async start(): Promise<TestSmtpServer> {
    const server = new TestSmtpServer();
    await server.start();
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  /** Answers the next `count` mails with 550 (rejected), after reading them. */
  refuseNext(count: number): void {
    this.#refusals = count;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.#refusals > 0) {
            this.#refusals -= 1;
            callback(Object.assign(new Error('Mailbox unavailable (test refusal)'), { responseCode: 550 }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            ...parseMessage(raw),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((address) => address.address),
            raw,
          });
          for (const wake of this.#waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.server.address() as AddressInfo).port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  async waitForMails(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mails, received ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}

/** Just enough MIME for tests: unfolded headers (RFC 2047 words decoded), a text and an HTML part, QP or base64. */
function parseMessage(raw: string): Pick<ReceivedMail, 'from' | 'to' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) =>
    parts.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').startsWith(type));
  const text = part('text/plain');
  const html = part('text/html');
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: text ? decodeBody(text).trim() : '',
    html: html ? decodeBody(html) : undefined,
  };
}

interface Leaf {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Leaf {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: end < 0 ? '' : normalised.slice(end + 2) };
}

function leafParts(headers: Map<string, string>, body: string): Leaf[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const leaf = splitHeaders(chunk.replace(/^\n/, ''));
      return leafParts(leaf.headers, leaf.body);
    });
}

function decodeBody(leaf: Leaf): string {
  const encoding = (leaf.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(leaf.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(leaf.body);
  return leaf.body;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
