import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Db } from '../db/connect.js';

/** Mails claimed and marked together by one worker transaction. */
const BATCH = 50;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Mail leaves through the outbox table, written in the same transaction as the change that
 * causes it (pass the transaction); a worker then sends it through SMTP (SMTP_URL) or, without
 * one, writes .eml files under data/outbox.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly transport: nodemailer.Transporter;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl: string | null; from: string; dir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async queue(trx: Kysely<Database>, mail: Mail): Promise<void> {
    await this.insertOf(trx, mail).execute();
  }

  /** The insert that queues a mail, for a caller that writes it in the same statement as its change. */
  insertOf(trx: Kysely<Database>, mail: Mail) {
    return trx.insertInto('mailOutbox').values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text });
  }

  /**
   * Sends what is pending; returns how many were sent. Safe with several server copies: each
   * claims a batch of rows (skip locked) and marks it in one statement, so a busy outbox costs
   * a few statements per batch, not per mail. A failure ends the run; the next tick retries.
   */
  async flush(): Promise<number> {
    let sent = 0;
    for (;;) {
      const run = await this.db.transaction().execute(async (trx) => {
        const batch = await trx
          .selectFrom('mailOutbox')
          .selectAll()
          .where('status', '=', 'PENDING')
          .orderBy('mailId')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        if (!batch.length) return { sent: 0, more: false };
        if (!this.opts.smtpUrl) await mkdir(this.opts.dir, { recursive: true });
        const done: string[] = [];
        let failed = false;
        for (const mail of batch) {
          try {
            await this.send(mail);
            done.push(mail.mailId);
          } catch (e) {
            failed = true;
            const attempts = mail.attempts + 1;
            this.log.warn({ err: e, mailId: mail.mailId }, 'mail not sent');
            await trx
              .updateTable('mailOutbox')
              .set({ attempts, lastError: String((e as Error).message), status: attempts >= 5 ? 'FAILED' : 'PENDING' })
              .where('mailId', '=', mail.mailId)
              .execute();
          }
        }
        if (done.length) {
          await trx
            .updateTable('mailOutbox')
            .set({ status: 'SENT', sentDate: new Date(), attempts: sql`attempts + 1` as never })
            .where('mailId', 'in', done)
            .execute();
        }
        return { sent: done.length, more: !failed && batch.length === BATCH };
      });
      sent += run.sent;
      if (!run.more) return sent;
    }
  }

  private async send(mail: { mailId: string; toAddress: string; subject: string; bodyText: string }) {
    const info = await this.transport.sendMail({
      from: this.opts.from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.bodyText,
    });
    if (!this.opts.smtpUrl) {
      await writeFile(path.join(this.opts.dir, `${mail.mailId}.eml`), (info as { message: Buffer }).message);
    }
  }

  start(everyMs = 2000) {
    const tick = () => {
      this.running = this.flush()
        .catch((e) => this.log.error({ err: e }, 'outbox worker failed'))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, everyMs);
        });
    };
    this.timer = setTimeout(tick, everyMs);
  }

  /** Stops the worker, letting a send in progress finish first. */
  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
