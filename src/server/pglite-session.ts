import type { PGlite } from '@electric-sql/pglite';
import type { Socket } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const PARSE = 0x50;
const BIND = 0x42;
const DESCRIBE = 0x44;
const CLOSE = 0x43;
const STATEMENT = 0x53; // 'S': Describe or Close of a statement (not a portal)
/** Numbers the sessions: each one's statement names get its own prefix. */
let sessions = 0;

/**
 * One client of the shared embedded database. PGlite is a single backend: the unnamed statement,
 * the portal and an open transaction belong to whoever sent the last message. So a client holds
 * PGlite's transaction lock (the one `db.query` and `db.transaction` of the server itself take)
 * from its first message until the backend is idle again (ReadyForQuery 'I' after its Sync or
 * Query): another client's Parse can no longer replace its statement before its Bind
 * (`bind message supplies 1 parameters, but prepared statement "" requires 4`), nor run inside
 * its transaction, nor the server's queries inside it.
 *
 * Named (prepared) statements live in that one backend too, so each client's names are given a
 * prefix of their own (in Parse, Bind, Describe and Close) and its statements are closed when it
 * leaves: two clients may prepare the same name, and a replaced build process prepares its
 * statements again without `42P05 prepared statement already exists`.
 */
export class PgliteSession {
  #buffer = Buffer.alloc(0);
  #started = false;
  #release: (() => void) | null = null;
  #idle: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #prefix = `c${++sessions}_`;
  /** Named statements this client has prepared (as the backend knows them), closed when it leaves. */
  readonly #statements = new Set<string>();
  /** Messages run one after another, then the clean-up. */
  done: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: PGlite,
    private readonly socket: Socket,
    /** A client that holds the lock this long without sending anything is cut off (the API waits meanwhile). */
    private readonly idleMs = 60_000,
  ) {
    socket.on('data', (data: Buffer) => this.#receive(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.#closed = true;
      this.#then(() => this.#cleanUp());
    });
  }

  #then(step: () => Promise<void>) {
    this.done = this.done.then(step).catch(() => void this.socket.destroy());
  }

  #receive(data: Buffer) {
    this.#buffer = Buffer.concat([this.#buffer, data]);
    for (;;) {
      const head = this.#started ? 1 : 0; // the startup message has no type byte
      if (this.#buffer.length < head + 4) return;
      const size = head + this.#buffer.readInt32BE(head);
      if (size < head + 4) return void this.socket.destroy();
      if (this.#buffer.length < size) return;
      const message = this.#buffer.subarray(0, size);
      this.#buffer = this.#buffer.subarray(size);
      if (!this.#started) {
        const code = size >= 8 ? message.readInt32BE(4) : 0;
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N'); // neither: the socket is local
          continue;
        }
        if (code === CANCEL_REQUEST) return void this.socket.end(); // one backend, nothing to signal
        this.#started = true;
      }
      this.#then(() => this.#run(message));
    }
  }

  async #run(message: Buffer) {
    if (this.#closed) return;
    if (this.#started && message[0] === 0x58) return void this.socket.end(); // Terminate
    message = this.#ownNames(message);
    clearTimeout(this.#idle);
    this.#release ??= await lock(this.db);
    if (this.#closed) return; // the clean-up, queued behind, rolls back and unlocks
    let tail = Buffer.alloc(0);
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, {
        onRawData: (bytes) => {
          const copy = Buffer.from(bytes); // a view of PGlite's memory, reused by the next message
          this.socket.write(copy);
          tail = copy.length >= 6 ? copy.subarray(-6) : Buffer.concat([tail, copy]).subarray(-6);
        },
      }),
    );
    // ReadyForQuery is the last message of every answer to Sync and Query: 'Z', length 5, status
    if (tail.length === 6 && tail[0] === 0x5a && tail.readInt32BE(1) === 5 && tail[5] === 0x49) this.#unlock();
    else this.#idle = setTimeout(() => this.socket.destroy(), this.idleMs).unref();
  }

  /** The message with this client's statement names in place of the names it sent (the unnamed statement stays). */
  #ownNames(message: Buffer): Buffer {
    const type = message[0];
    if (type === PARSE) return this.#rename(message, 5, 'prepared');
    if (type === BIND) return this.#rename(message, message.indexOf(0, 5) + 1); // after the portal's name
    if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT)
      return this.#rename(message, 6, type === CLOSE ? 'closed' : undefined);
    return message;
  }

  #rename(message: Buffer, start: number, change?: 'prepared' | 'closed'): Buffer {
    const end = message.indexOf(0, start);
    if (start <= 0 || end <= start) return message;
    const name = this.#prefix + message.toString('utf8', start, end);
    if (change === 'prepared') this.#statements.add(name);
    if (change === 'closed') this.#statements.delete(name);
    const renamed = Buffer.concat([message.subarray(0, start), Buffer.from(name), message.subarray(end)]);
    renamed.writeInt32BE(renamed.length - 1, 1);
    return renamed;
  }

  /** A client gone mid-sequence or mid-transaction leaves the backend as it found it, without its statements. */
  async #cleanUp() {
    clearTimeout(this.#idle);
    if (!this.#release && this.#statements.size === 0) return;
    this.#release ??= await lock(this.db);
    try {
      // the answers go nowhere (execProtocolRaw would hand them to the last stream's callback: another client)
      const discard = { onRawData: () => {} };
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRawStream(SYNC, discard); // ends an unfinished extended-protocol sequence
        if (this.db.isInTransaction()) await this.db.execProtocolRawStream(query('ROLLBACK'), discard);
        // closing a statement that a failed Parse never made is no error
        for (const name of this.#statements) await this.db.execProtocolRawStream(closeStatement(name), discard);
        if (this.#statements.size > 0) await this.db.execProtocolRawStream(SYNC, discard);
        this.#statements.clear();
      });
    } finally {
      this.#unlock();
    }
  }

  #unlock() {
    this.#release?.();
    this.#release = null;
  }
}

/** Takes PGlite's transaction lock and keeps it until the returned function is called. */
function lock(db: PGlite): Promise<() => void> {
  return new Promise((locked) => {
    void db._runExclusiveTransaction(() => new Promise<void>((release) => locked(release)));
  });
}

/** A frontend message: its type byte, its length, then `body`. */
function frontend(type: 'C' | 'Q', body: string): Buffer {
  const bytes = Buffer.from(body);
  const head = Buffer.alloc(5);
  head.write(type);
  head.writeInt32BE(4 + bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

/** Close ('C') of a named statement. */
const closeStatement = (name: string) => frontend('C', `S${name}\0`);

const query = (text: string) => frontend('Q', `${text}\0`);
