import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Db } from '../db/connect.js';

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

  /** Sends what is pending; returns how many were sent. Safe with several server copies. */
  async flush(): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await this.db.transaction().execute(async (trx) => {
        const mail = await trx
          .selectFrom('mailOutbox')
          .selectAll()
          .where('status', '=', 'PENDING')
          .orderBy('mailId')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!mail) return false;
        try {
          const info = await this.transport.sendMail({
            from: this.opts.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.bodyText,
          });
          if (!this.opts.smtpUrl) {
            await mkdir(this.opts.dir, { recursive: true });
            await writeFile(path.join(this.opts.dir, `${mail.mailId}.eml`), (info as { message: Buffer }).message);
          }
          await trx
            .updateTable('mailOutbox')
            .set({ status: 'SENT', sentDate: new Date(), attempts: mail.attempts + 1 })
            .where('mailId', '=', mail.mailId)
            .execute();
        } catch (e) {
          const attempts = mail.attempts + 1;
          this.log.warn({ err: e, mailId: mail.mailId }, 'mail not sent');
          await trx
            .updateTable('mailOutbox')
            .set({ attempts, lastError: String((e as Error).message), status: attempts >= 5 ? 'FAILED' : 'PENDING' })
            .where('mailId', '=', mail.mailId)
            .execute();
          return false;
        }
        return true;
      });
      if (!done) return sent;
      sent++;
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
