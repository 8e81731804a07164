import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailMessage, NodemailerError } from 'nodemailer';
import StreamTransport, { type StreamSentMessageInfo } from 'nodemailer/lib/stream-transport';

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
 * The development outbox: every mail becomes an .eml file (open it in any mail program) in one folder, and
 * index.json lists them oldest first with date, sender, recipient and subject. Nothing leaves the machine.
 * It is a nodemailer transport (see `transport()`), so the mail is built as it would be for SMTP.
 */
export class MailOutbox {
  readonly folder: string;
  /** nodemailer's own rendering of the whole message, with Unix line ends so that the file reads well anywhere. */
  readonly #render = new StreamTransport({ buffer: true, newline: 'unix' });
  /** Writes of this process one after the other, so that index.json keeps every entry. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(folder: string) {
    this.folder = folder;
  }

  /** A nodemailer transport that writes each mail into this outbox. */
  transport(): Transporter {
    return createTransport({
      name: 'MailOutbox',
      version: '1',
      send: (mail: MailMessage<StreamSentMessageInfo>, done: (error: NodemailerError | null) => void) =>
        this.#render.send(mail, (error, rendered) => {
          if (error || !rendered) return done(error ?? new Error('the mail could not be rendered'));
          this.#add(mail.data, rendered.message as Buffer).then(
            () => done(null),
            (failure: NodemailerError) => done(failure),
          );
        }),
    });
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

  #add(data: SendMailOptions, raw: Buffer): Promise<void> {
    const date = new Date().toISOString();
    const file = `${date.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    const entry: OutboxEntry = {
      file,
      date,
      from: addressText(data.from),
      to: addressText(data.to),
      subject: data.subject ?? '',
    };
    const write = this.#queue.then(() => this.#write(entry, raw));
    this.#queue = write.catch(() => undefined);
    return write;
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

/** An address field as a header shows it: `Name <address>`, several separated by commas. */
function addressText(value: SendMailOptions['to']): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(addressText).join(', ');
  return value.name ? `${value.name} <${value.address ?? ''}>` : (value.address ?? '');
}
