import { areaHandle } from '../db/handles.js';
import type { Db } from '../db/connect.js';
import type { Kernel } from '../kernel.js';
import type { DigestItem } from './digestPoint.js';
import type { DigestSections, RegisteredSection } from './digestSections.js';
import { batchOf, type Recipient } from './recipients.js';

/** Each person's items, section by section (only sections with items), in the mail's order. */
export type ItemsByPerson = Map<number, { registered: RegisteredSection; items: DigestItem[] }[]>;

/** Items in a stable order: by their label's parameters (programme, module code). */
const byParams = (a: DigestItem, b: DigestItem) =>
  Object.values(a.params).join(' ').localeCompare(Object.values(b.params).join(' '));

/**
 * Runs every enabled section once for the whole batch (one statement each, at once) and sorts the items
 * to their people. An item for someone outside the batch, or with no count, is dropped.
 */
export async function collectItems(
  db: Db,
  kernel: Kernel,
  sections: DigestSections,
  recipients: readonly Recipient[],
  day: string,
): Promise<ItemsByPerson> {
  const byPerson: ItemsByPerson = new Map(recipients.map((r) => [r.userId, []]));
  if (!recipients.length) return byPerson;
  const batch = batchOf(recipients, day);
  // The sections' statements run side by side (each on its own connection of the pool).
  const answers = await Promise.all(
    sections.sections.map((registered) => registered.section.items({ db: areaHandle(db), batch, kernel })),
  );
  for (const [i, registered] of sections.sections.entries()) {
    const items = answers[i]!;
    const mine = new Map<number, DigestItem[]>();
    for (const item of items) {
      if (!byPerson.has(item.userId) || !(item.count > 0)) continue;
      mine.set(item.userId, [...(mine.get(item.userId) ?? []), item]);
    }
    for (const [userId, list] of mine) byPerson.get(userId)!.push({ registered, items: list.sort(byParams) });
  }
  return byPerson;
}
