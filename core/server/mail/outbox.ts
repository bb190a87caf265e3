import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Handle } from '../db/areaDb.js';
import { kernelHandle } from '../db/handles.js';
import type { Db } from '../db/connect.js';
import type { JobQueue } from '../jobs/queue.js';
import { sendMailJob } from './mailJobSpecs.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (multipart/alternative). */
  html?: string;
  /** Extra headers, name → value (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** A mail whose id the caller reserved (reserveIds), so it can name it in its own rows first. */
export interface NumberedMail extends Mail {
  mailId: number;
}

/**
 * A mail's insert for a caller that writes it inside a larger statement (a data-modifying CTE),
 * and the step that hands the new row to the job queue in the same transaction.
 */
export interface QueuedMail {
  /** Inserts the row, returning `mail_id`. */
  insert: ReturnType<Outbox['insertRow']>;
  /** Adds the job that sends mail `mailId`, in the caller's transaction. */
  enqueue(mailId: string | number): Promise<void>;
}

/**
 * Mail leaves through the outbox table, written in the same transaction as the change that
 * causes it; that transaction also adds one `core.sendMail` job per row (core/server/jobs), which
 * sends it through SMTP (SMTP_URL) or, without one, writes an .eml file under data/outbox. The
 * table stays the record of what was sent: status, attempts, last error.
 */
export class Outbox {
  /** Made at the first mail: nodemailer is loaded when a server sends, not at start. */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly opts: { smtpUrl: string | null; from: string; dir: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  private transporter(): Promise<Transporter> {
    const { smtpUrl } = this.opts;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    // A failed load is not kept: the next mail tries again.
    this.transport.catch(() => (this.transport = null));
    return this.transport;
  }

  /** Queues a mail in the caller's transaction (its row and its job commit with the change). */
  async queue(trx: Handle, mail: Mail): Promise<void> {
    const q = this.insertOf(trx, mail);
    const row = await q.insert.executeTakeFirstOrThrow();
    await q.enqueue(row.mailId);
  }

  /** The insert that queues a mail, for a caller that writes it in the same statement as its change. */
  insertOf(trx: Handle, mail: Mail): QueuedMail {
    return {
      insert: this.insertRow(trx, mail),
      enqueue: async (mailId) => {
        await this.jobs.add(sendMailJob, { mailId: Number(mailId) }, { trx });
      },
    };
  }

  private insertRow(trx: Handle, mail: Mail) {
    return kernelHandle(trx).insertInto('mailOutbox').values(rowOf(mail)).returning('mailId');
  }

  /**
   * `n` fresh mail ids, for a caller that records which mail it is about to queue before it
   * queues it (the digest's once-a-day record): the ids come from the outbox's own sequence.
   */
  async reserveIds(trx: Handle, n: number): Promise<number[]> {
    if (n <= 0) return [];
    const r = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('mail_outbox', 'mail_id'))::int8 as id
      from generate_series(1, ${n})`.execute(kernelHandle(trx));
    return r.rows.map((x) => Number(x.id));
  }

  /**
   * Queues many mails of reserved ids in the caller's transaction: their rows in one statement,
   * their jobs in one more (a batch of the digest is two statements, not two per mail).
   */
  async queueMany(trx: Handle, mails: readonly NumberedMail[]): Promise<void> {
    if (!mails.length) return;
    await kernelHandle(trx)
      .insertInto('mailOutbox')
      .values(mails.map((m) => ({ mailId: String(m.mailId), ...rowOf(m) })))
      .execute();
    await this.jobs.addMany(
      sendMailJob,
      mails.map((m) => ({ mailId: m.mailId })),
      { trx },
    );
  }

  /**
   * The job's work: sends mail `mailId` once. The row is locked while it is sent, and a row that
   * is no longer PENDING was sent (or given up) by an earlier run, so a retry sends nothing twice
   * unless the server died between the SMTP server's 'accepted' and the commit that marks the row
   * (then the retry sends it again: at least once, never lost). A failure is recorded on the row
   * and thrown, so the queue retries with backoff; after the last attempt the row is FAILED.
   */
  async deliver(mailId: number, lastAttempt: boolean): Promise<'sent' | 'done before'> {
    const failure = await this.db.transaction().execute(async (trx) => {
      const mail = await trx
        .selectFrom('mailOutbox')
        .select(['mailId', 'toAddress', 'subject', 'bodyText', 'bodyHtml', 'headers', 'status', 'attempts'])
        .where('mailId', '=', String(mailId))
        .forUpdate()
        .executeTakeFirst();
      if (!mail || mail.status !== 'PENDING') return 'done before' as const;
      try {
        await this.send(mail);
      } catch (e) {
        return { error: e as Error, attempts: mail.attempts + 1 };
      }
      await trx
        .updateTable('mailOutbox')
        .set({ status: 'SENT', sentDate: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where('mailId', '=', mail.mailId)
        .execute();
      return 'sent' as const;
    });
    if (typeof failure === 'string') return failure;
    this.log.warn({ err: failure.error, mailId }, 'mail not sent');
    await this.db
      .updateTable('mailOutbox')
      .set({
        attempts: failure.attempts,
        lastError: String(failure.error.message),
        status: lastAttempt ? 'FAILED' : 'PENDING',
      })
      .where('mailId', '=', String(mailId))
      .where('status', '=', 'PENDING')
      .execute();
    throw failure.error;
  }

  /**
   * Adds a job for each PENDING mail older than 10 minutes that has no job waiting or running:
   * rows queued before mail became jobs, and a mail whose last attempt died with its server
   * (pg-boss then fails the job, and nothing would send the row). Returns how many.
   */
  async requeueStranded(): Promise<number> {
    const stranded = await this.db
      .selectFrom('mailOutbox as m')
      .select('m.mailId')
      .where('m.status', '=', 'PENDING')
      .where('m.createdDate', '<', sql<Date>`now() - interval '10 minutes'`)
      .where(
        sql<boolean>`not exists (select 1 from pgboss.job j where j.name = ${sendMailJob.task}
          and j.state < 'completed' and (j.data->>'mailId')::bigint = m.mail_id)`,
      )
      .orderBy('m.mailId')
      .limit(1000)
      .execute();
    for (const { mailId } of stranded) await this.jobs.add(sendMailJob, { mailId: Number(mailId) });
    if (stranded.length) this.log.warn({ count: stranded.length }, 'stranded mails queued again');
    return stranded.length;
  }

  private async send(mail: {
    mailId: string;
    toAddress: string;
    subject: string;
    bodyText: string;
    bodyHtml: string | null;
    headers: Record<string, string> | null;
  }) {
    const info = await (
      await this.transporter()
    ).sendMail({
      from: this.opts.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.bodyText,
      ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    if (!this.opts.smtpUrl) {
      await mkdir(this.opts.dir, { recursive: true });
      await writeFile(path.join(this.opts.dir, `${mail.mailId}.eml`), (info as { message: Buffer }).message);
    }
  }
}

/** A mail's row in mail_outbox. */
const rowOf = (mail: Mail) => ({
  toAddress: mail.to,
  subject: mail.subject,
  bodyText: mail.text,
  bodyHtml: mail.html ?? null,
  headers: mail.headers ? JSON.stringify(mail.headers) : null,
});
