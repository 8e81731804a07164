import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mail, Mailer } from '../../application/ports/Mail.ts';
import { withSanitisedHtml } from './mailHtml.ts';

/** One line of the outbox's index.json. */
export interface OutboxEntry {
  /** The .eml file, relative to the outbox folder. */
  file: string;
  /** ISO instant the mail was written. */
  date: string;
  from: string;
  to: string;
  subject: string;
}

export const OUTBOX_INDEX = 'index.json';

/**
 * The development mailer: every mail becomes an .eml file (open it in any mail program) in one folder, and
 * index.json lists them oldest first with date, sender, recipient and subject. Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  readonly folder: string;
  readonly #from: string;
  readonly #transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  /** Writes of this process one after the other, so that index.json keeps every entry. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: { folder: string; from: string }) {
    this.folder = options.folder;
    this.#from = options.from;
  }

  async send(mail: Mail): Promise<void> {
    const message = withSanitisedHtml(mail);
    // streamTransport with buffer: true answers the whole message as one Buffer.
    const built = await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    });
    const date = new Date().toISOString();
    const file = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    const entry: OutboxEntry = { file, date, from: this.#from, to: message.to, subject: message.subject };
    const write = this.#queue.then(() => this.#write(entry, built.message as Buffer));
    this.#queue = write.catch(() => undefined);
    await write;
  }

  /** The index, oldest first; empty when nothing was sent yet. */
  async entries(): Promise<OutboxEntry[]> {
    try {
      return JSON.parse(await readFile(path.join(this.folder, OUTBOX_INDEX), 'utf8')) as OutboxEntry[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async #write(entry: OutboxEntry, raw: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await writeFile(path.join(this.folder, entry.file), raw);
    const index = [...(await this.entries()), entry];
    // Written aside and renamed, so a reader never sees half an index.
    const temporary = path.join(this.folder, `.${OUTBOX_INDEX}.${process.pid}.tmp`);
    await writeFile(temporary, `${JSON.stringify(index, null, 2)}\n`);
    await rename(temporary, path.join(this.folder, OUTBOX_INDEX));
  }
}
