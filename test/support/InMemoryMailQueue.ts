import type { Mail, MailQueue } from '../../application/ports/Mail.ts';

/** In-memory MailQueue: keeps what was enqueued, once per key; `failNext` makes the next enqueue throw. */
export class InMemoryMailQueue implements MailQueue {
  readonly sent: Array<{ mail: Mail; key: string }> = [];
  failNext = false;

  async enqueue(mail: Mail, key: string): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('mail queue unavailable');
    }
    if (this.sent.some((entry) => entry.key === key)) return;
    this.sent.push({ mail, key });
  }
}
