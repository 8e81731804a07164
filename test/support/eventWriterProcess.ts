// A portal process that writes domain events, driven by its parent over IPC: the event feed's ordering test runs
// two of these against one database, so the writers are two processes with connections of their own, as two
// portal processes behind the load balancer are.
import pg from 'pg';
import { writeDomainEventOn } from '../../adapters/persistence/PostgresDomainEvents.ts';

/** What the parent asks: open a transaction and write events in it, or commit one. */
export type WriterCommand =
  | { readonly op: 'write'; readonly transaction: number; readonly events: readonly string[] }
  | { readonly op: 'commit'; readonly transaction: number }
  | { readonly op: 'stop' };

/** What the process answers: it is connected, a transaction's events are written, or it is committed. */
export type WriterReport =
  | { readonly op: 'ready'; readonly transaction?: undefined }
  | { readonly op: 'written'; readonly transaction: number }
  | { readonly op: 'committed'; readonly transaction: number }
  | { readonly op: 'failed'; readonly transaction: number; readonly message: string };

const databaseUrl = process.env.EVENT_WRITER_DATABASE_URL;
if (!databaseUrl) throw new Error('EVENT_WRITER_DATABASE_URL is not set');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
// An idle connection ended by the server (the test database dropped at the end) is no failure of a write.
pool.on('error', () => undefined);
const open = new Map<number, pg.PoolClient>();
const send = (report: WriterReport) => process.send?.(report);

async function write(transaction: number, events: readonly string[]): Promise<void> {
  const client = await pool.connect();
  open.set(transaction, client);
  await client.query('begin');
  for (const marker of events)
    await writeDomainEventOn(client, { type: 'fair.changed', data: { fairId: marker, fairCode: 'ORDER' } });
  send({ op: 'written', transaction });
}

async function commit(transaction: number): Promise<void> {
  const client = open.get(transaction);
  if (!client) throw new Error(`transaction ${transaction} is not open`);
  await client.query('commit');
  client.release();
  open.delete(transaction);
  send({ op: 'committed', transaction });
}

process.on('message', (command: WriterCommand) => {
  if (command.op === 'stop') {
    void pool.end().then(() => process.exit(0));
    return;
  }
  const work = command.op === 'write' ? write(command.transaction, command.events) : commit(command.transaction);
  work.catch((error: unknown) =>
    send({
      op: 'failed',
      transaction: command.transaction,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});
send({ op: 'ready' });
