import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '@core/shared/languages.js';
import type { Db } from '../db/connect.js';
import type { Kernel } from '../kernel.js';
import type { Outbox } from '../mail/outbox.js';
import type { StaffProfiles } from '../reference/staffProfiles.js';
import { collectItems } from './collectItems.js';
import type { DigestSections } from './digestSections.js';
import { dayIn, type DigestSettings } from './digestSettings.js';
import { census, recipientBatch, type Census, type Recipient } from './recipients.js';
import { digestTranslator, renderDigest, type RenderedMail } from './renderDigest.js';
import { unsubscribeToken } from './unsubscribeTokens.js';
import { writeDigests } from './writeDigests.js';

export interface DigestDeps {
  db: Db;
  /** What sections receive (their statements may ask which views are published, which fields contributed). */
  kernel: Kernel;
  outbox: Outbox;
  staff: StaffProfiles;
  sections: DigestSections;
  settings: DigestSettings;
  publicUrl: string;
  productName: string;
  /** The profile page's address (config/app.json 'core.profile'), null while its area is off. */
  profileUrl: string | null;
  secret(name: string): Promise<string>;
  log: FastifyBaseLogger;
}

/** What a run did: mails queued, and why the others got none. */
export interface DigestReport extends Omit<Census, 'candidates'> {
  day: string;
  sent: number;
  nothingWaits: number;
}

/** The unsubscribe page's address carrying a fresh token for `userId`. */
export const UNSUBSCRIBE_PATH = '/digest/unsubscribe';

/**
 * The daily digest (issue 39): what waits for each staff member, from the enabled plugins'
 * sections, mailed at most once per person and day through the outbox. Runs as the kernel's
 * cron job (digestJob.ts), from the CLI (npm run digest) and, for one person without sending,
 * as the profile's preview.
 */
export class Digest {
  private readonly t: (lng: LanguageCode) => TFunction;

  constructor(readonly deps: DigestDeps) {
    this.t = digestTranslator(deps.sections, deps.productName);
  }

  /** The digest's labels in one language (the unsubscribe page's too). */
  translate(lng: LanguageCode): TFunction {
    return this.t(lng);
  }

  /** Today in DIGEST_TIME_ZONE. */
  today(): string {
    return dayIn(this.deps.settings.timeZone);
  }

  /**
   * Builds and queues the day's digests, batch by batch, each batch in one transaction with its
   * once-a-day records: a run killed midway loses its open batch only, and the next run (the
   * job's retry, the CLI) resumes with those not yet mailed; two runs at once mail each person once.
   */
  async run(o: { day?: string; userId?: number | null; batchSize?: number } = {}): Promise<DigestReport> {
    const day = o.day ?? this.today();
    const userId = o.userId ?? null;
    const c = await census(this.deps.db, day, userId);
    const report: DigestReport = {
      day,
      sent: 0,
      notificationOff: c.notificationOff,
      noRole: c.noRole,
      noEmail: c.noEmail,
      alreadySent: c.alreadySent,
      nothingWaits: 0,
    };
    const size = o.batchSize ?? this.deps.settings.batchSize;
    let read = 0;
    for (let after = 0; ;) {
      const batch = await recipientBatch(this.deps.db, { day, after, size, onlyUser: userId });
      if (!batch.length) break;
      read += batch.length;
      after = batch[batch.length - 1]!.userId;
      const mails = await this.mailsOf(batch, day);
      report.nothingWaits += batch.length - mails.length;
      const { sent, raced } = await writeDigests(this.deps, day, mails);
      report.sent += sent;
      report.alreadySent += raced;
    }
    // Candidates no batch read were mailed meanwhile by another run (a second server copy).
    report.alreadySent += Math.max(0, c.candidates - read);
    if (report.sent) this.deps.log.info({ ...report }, 'daily digest queued');
    return report;
  }

  /** The mails of a batch: one per person with something waiting, rendered in their language. */
  private async mailsOf(batch: readonly Recipient[], day: string) {
    const items = await collectItems(this.deps.db, this.deps.kernel, this.deps.sections, batch, day);
    const out: { recipient: Recipient; mail: RenderedMail; unsubscribeUrl: string }[] = [];
    for (const r of batch) {
      const sections = items.get(r.userId) ?? [];
      if (!sections.length) continue;
      const unsubscribeUrl = await this.unsubscribeUrl(r.userId);
      const mail = renderDigest({ name: r.name, language: r.language, sections }, this.t(r.language), {
        publicUrl: this.deps.publicUrl,
        productName: this.deps.productName,
        day,
        profileUrl: this.deps.profileUrl,
        unsubscribeUrl,
      });
      out.push({ recipient: r, mail, unsubscribeUrl });
    }
    return out;
  }

  private async unsubscribeUrl(userId: number) {
    const token = await unsubscribeToken(() => this.deps.secret('digest-unsubscribe'), userId);
    return `${this.deps.publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
  }

  /**
   * Today's digest of one person as it would be sent, whatever their flag or today's record: the
   * mail (null when nothing waits or they hold no role in the current cohort), and whether the
   * run would send it, or why not.
   */
  async preview(userId: number): Promise<{ mail: RenderedMail | null; reason: PreviewReason | null }> {
    const day = this.today();
    const [person] = await recipientBatch(this.deps.db, { day, after: 0, size: 1, onlyUser: userId, ignoreFlag: true });
    const c = await census(this.deps.db, day, userId);
    if (!person) return { mail: null, reason: 'noRole' };
    const [built] = await this.mailsOf([person], day);
    const reason: PreviewReason | null = c.notificationOff
      ? 'notificationOff'
      : c.noEmail
        ? 'noEmail'
        : !built
          ? 'nothingWaits'
          : c.alreadySent
            ? 'alreadySent'
            : null;
    return { mail: built?.mail ?? null, reason };
  }
}

/** Why today's mail would not go (or has gone): the profile's preview says so. */
export type PreviewReason = 'notificationOff' | 'noRole' | 'noEmail' | 'nothingWaits' | 'alreadySent';
