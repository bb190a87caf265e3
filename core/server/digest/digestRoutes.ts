import { sql } from 'kysely';
import { digestCalls } from '@schemas/core/digest.js';
import type { ServerRoute } from '../plugin.js';
import { defineRoute } from '../routes/kernelRoute.js';
import { notFound, validation } from '../http/appError.js';
import type { Digest } from './digest.js';

/** Refused alike whether it does not exist or lies where the caller holds no role (issue 34). */
const UNKNOWN = 'What this link opens does not exist, or is not yours to see.';

/** The digest's kernel calls: the language kept on the server, the preview, and the link's check. */
export function digestRoutes(digest: Digest): readonly ServerRoute[] {
  return [
    defineRoute({
      ...digestCalls.saveLanguage,
      summary: 'Keeps the interface language the caller chose (EN, TC, SC): the daily digest is written in it.',
      auth: 'academic',
      async handler({ kernel, actor, body }) {
        if (!(await kernel.staff.setLanguage(actor.userId, body.language))) {
          throw notFound('No academic staff profile is linked to this account.');
        }
        return null;
      },
    }),
    defineRoute({
      ...digestCalls.preview,
      summary:
        "Today's daily digest of the caller as it would be mailed (HTML and text), whether it would go, and why not.",
      auth: 'academic',
      async handler({ actor }) {
        const { mail, reason } = await digest.preview(actor.userId);
        return {
          subject: mail?.subject ?? null,
          html: mail?.html ?? null,
          text: mail?.text ?? null,
          willSend: !reason,
          reason,
        };
      },
    }),
    defineRoute({
      ...digestCalls.openLink,
      summary:
        "Checks a mail's link after sign-in: the programme and the choice it sets (the chosen module) must be the caller's to see.",
      auth: 'academic',
      async handler({ db, kernel, actor, body }) {
        let cohortProgId = body.cohortProgId ?? null;
        let choice: { id: string; key: string; value: number } | null = null;
        if (body.choice) {
          const c = digest.deps.sections.choice(body.choice);
          if (!c || !body.value) throw validation('This link is not valid.');
          const r = await sql<{ cp: number | null }>`select (${c.programmeOf(body.value)}) as cp`.execute(db);
          const owner = r.rows[0]?.cp ?? null;
          if (owner === null || (cohortProgId !== null && cohortProgId !== owner)) throw notFound(UNKNOWN);
          cohortProgId = owner;
          choice = { id: c.ref.id, key: c.ref.key, value: body.value };
        }
        if (cohortProgId === null) return { to: body.to, cohortProgId: null, cohortId: null, choice };
        const grant = (await kernel.access.grants(actor)).find((g) => g.cohortProgId === cohortProgId);
        if (!grant) throw notFound(UNKNOWN);
        return { to: body.to, cohortProgId, cohortId: grant.cohortId, choice };
      },
    }),
  ];
}
