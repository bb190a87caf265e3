import { sql } from 'kysely';
import { ACADEMIC_RECIPIENTS } from '@schemas/resources/resources.js';
import type { resourceCalls } from '@schemas/resources/calls.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { RouteContext } from '@core/server/plugin.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { ResourcesDb } from './area.js';
import { notFound } from '@core/server/http/appError.js';
import { DEMO_ATTACHMENTS } from './demoAttachments.js';
import { sanitizeHtml } from '@core/server/html/sanitizeHtml.js';

/** Download links live 10 minutes: long enough to click, short enough not to share. */
export const DOWNLOAD_TTL_SECONDS = 600;

/** The recipient types asked for, limited to the ones WIL Academic may show (spec 001 §2). */
function recipients(asked: readonly string[] | undefined): string[] {
  const allowed = (asked ?? []).filter((r) => (ACADEMIC_RECIPIENTS as readonly string[]).includes(r));
  return allowed.length ? allowed : [...ACADEMIC_RECIPIENTS];
}

/** resource/searchAll: titles, 20 a page by default. */
export async function searchAllResources({
  db,
  body,
}: RouteContext<PayloadOf<typeof resourceCalls.searchAll>, Actor, ResourcesDb>) {
  const rows = await db
    .selectFrom('resources')
    .select(['resourceId', 'resourcePageName', 'recipientType', sql<number>`count(*) over ()`.as('total')])
    .where('active', '=', 'Y')
    .where('recipientType', 'in', recipients(body.recipientList) as never)
    .orderBy('dispSeq')
    .orderBy('resourceId')
    .limit(body.pageSize ?? 20)
    .offset(body.startRow ?? 0)
    .execute();
  return { list: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
}

/** resource/searchById: the page, its content sanitised again, and signed download links. */
export async function searchResourceById({
  db,
  body,
  kernel,
  actor,
}: RouteContext<PayloadOf<typeof resourceCalls.searchById>, Actor, ResourcesDb>) {
  const t = db;
  const resource = await t
    .selectFrom('resources')
    .select(['resourceId', 'resourcePageName', 'displayContent', 'recipientType'])
    .where('resourceId', '=', body.resourceId)
    .where('active', '=', 'Y')
    .where('recipientType', 'in', [...ACADEMIC_RECIPIENTS])
    .executeTakeFirst();
  if (!resource) throw notFound();
  const annexes = await t
    .selectFrom('resourceAnnexes')
    .select(['resourceAnnexId', 'annexName', 'storagePath'])
    .where('resourceId', '=', resource.resourceId)
    .orderBy('dispSeq')
    .orderBy('resourceAnnexId')
    .execute();
  for (const a of annexes) {
    const make = DEMO_ATTACHMENTS[a.storagePath];
    if (make && !(await kernel.store.exists(a.storagePath))) await kernel.store.put(a.storagePath, await make());
  }
  return {
    ...resource,
    displayContent: sanitizeHtml(resource.displayContent),
    resourceAnnexModelList: annexes.map((a) => ({
      ...a,
      fileType: a.storagePath.split('.').pop()!.toLowerCase(),
      downloadUrl: `/files/${a.storagePath}?${kernel.files.suffix(a.storagePath, actor.sessionId, DOWNLOAD_TTL_SECONDS)}`,
    })),
  };
}
