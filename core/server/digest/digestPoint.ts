import type { RawBuilder } from 'kysely';
import type { ChoiceRef, RouteRef } from '@schemas/core/contract.js';
import type { LanguageCode } from '@core/shared/languages.js';
import type { Kernel } from '../kernel.js';

/**
 * The kernel's extension point for the daily digest (issue 39): each area contributes, from its
 * server index, sections that answer what waits for a batch of staff members in the current
 * cohort's programmes they hold roles in. A section is one SQL statement for the whole batch (set
 * based, never one per person); the kernel renders the items in each person's language, mails
 * them once a day, and names no area. A plugin that is off contributes nothing.
 */

/** The batch of staff a section answers for. */
export interface DigestBatch {
  /**
   * Their roles in the current cohort as a table of four columns, one row per role held in a
   * cohort programme of the current cohort: `from ${batch.roles} r` gives r.user_id,
   * r.academic_staff_id, r.cohort_prog_id and r.role_code.
   */
  readonly roles: RawBuilder<unknown>;
  /** The digest's day, 'YYYY-MM-DD' in DIGEST_TIME_ZONE. */
  readonly day: string;
}

/** What a section's statement sees. */
export interface DigestContext<D> {
  /** The contributing area's own handle (its tables, the kernel's, the views it reads). */
  db: D;
  batch: DigestBatch;
  kernel: Kernel;
}

/** Where an item's link opens: a page of the contributing area, in a programme, for a chosen value. */
export interface DigestLink {
  to: RouteRef<string>;
  /** The page's path parameters. */
  params?: Readonly<Record<string, string | number>>;
  /** The cohort programme the page opens in (the header's selection). */
  cohortProgId: number;
  /**
   * A choice the page reads (the chosen module: an area's contract `choices`), set before it
   * opens; the link route checks the value through its owner's `linkChoices`.
   */
  choice?: { ref: ChoiceRef; value: number };
}

/** One line of one person's digest: how many, about what (label parameters), and where to act. */
export interface DigestItem {
  userId: number;
  count: number;
  /** The item label's parameters besides `count` (a module's code and name, a programme's). */
  params: Readonly<Record<string, string | number | null>>;
  link: DigestLink;
}

/** One section of the mail: a heading and its items. */
export interface DigestSection<D = any> {
  /** `<plugin id>.<name>`. */
  id: string;
  /** Its place in the mail, lower first. */
  order: number;
  /** Keys of the contributing plugin's digest labels: the heading, and one item's line (`count` plural). */
  titleKey: string;
  itemKey: string;
  /** Parameters of the heading (a number of days). */
  titleParams?: Readonly<Record<string, string | number>>;
  /** What waits for each staff member of the batch: one statement for the whole batch. */
  items(ctx: DigestContext<D>): Promise<readonly DigestItem[]>;
}

/** Labels of an area's sections, by language (i18next bundles: nested keys, `_one`/`_other` plurals). */
export type DigestLabels = Readonly<Record<LanguageCode, Readonly<Record<string, unknown>>>>;

/** An area's contribution to the digest, listed in its server index's `contributes`. */
export interface DigestContribution {
  readonly kind: 'digest';
  readonly labels: DigestLabels;
  readonly sections: readonly DigestSection[];
}

/** `contributes: [contributeDigest({ labels, sections: [...] })]`, sections typed with the area's handle. */
export const contributeDigest = <D>(c: {
  labels: DigestLabels;
  sections: readonly DigestSection<D>[];
}): DigestContribution => ({
  kind: 'digest',
  labels: c.labels,
  sections: c.sections as readonly DigestSection[],
});

/**
 * How the link route checks a choice's value (the owner declares it, `linkChoices` in its index):
 * the cohort programme the value belongs to, by one SQL expression; none: no such value.
 */
export interface LinkChoice {
  readonly ref: ChoiceRef;
  programmeOf(value: number): RawBuilder<number | null>;
}

export const linkChoice = (ref: ChoiceRef, programmeOf: (value: number) => RawBuilder<number | null>): LinkChoice => ({
  ref,
  programmeOf,
});
