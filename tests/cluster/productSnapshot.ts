import { createHash } from 'node:crypto';

/** What a signed-in user sees of the product: chosen calls' answers, and each file they link to. */
export interface Snapshot {
  /** Each call's answer with its download links cut to their paths (a link's signature is per session). */
  answers: Record<string, unknown>;
  /** SHA-256 of what each linked file downloads as, by path. */
  files: Record<string, string>;
  /** Each link as it was given (with its signature), by path. */
  links: Record<string, string>;
}

export interface Caller {
  base: string;
  token: string;
  sasToken: string;
  /** The selected programme, sent with every call as the screens do. */
  cohortProgId: number;
  /** A module of that programme with key documents. */
  cohortModuleId: number;
}

async function call(who: Caller, path: string, body: unknown) {
  const r = await fetch(`${who.base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${who.token}`,
      'x-cohort-prog-id': String(who.cohortProgId),
    },
    body: JSON.stringify(body),
  });
  const env = (await r.json()) as { msg: string; object: any };
  if (env.msg !== 'SUCCESS') throw new Error(`${path}: ${r.status} ${env.msg}`);
  return env.object;
}

/** Every '/files/…' link in an answer, and the answer with the links cut to their paths. */
function cutLinks(value: unknown, links: Record<string, string>): unknown {
  if (typeof value === 'string' && value.startsWith('/files/')) {
    const at = value.indexOf('?');
    const bare = at < 0 ? value : value.slice(0, at);
    links[bare] = value;
    return bare;
  }
  if (Array.isArray(value)) return value.map((v) => cutLinks(v, links));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutLinks(v, links)]));
  return value;
}

export const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Downloads a link; its bytes' SHA-256, or the status when it does not answer 200. */
export async function download(base: string, link: string): Promise<string> {
  const r = await fetch(`${base}${link}`);
  return r.status === 200 ? sha256(new Uint8Array(await r.arrayBuffer())) : `HTTP ${r.status}`;
}

/**
 * mc01's view: profile, programmes and roles, resources with their attachments, a module's key
 * documents, applications with their documents, and `extra` links (an uploaded photo). Downloads
 * every file linked (the demo's application documents are rows without files: 404 before and after).
 */
export async function snapshot(who: Caller, extra: string[] = []): Promise<Snapshot> {
  const raw: Record<string, unknown> = {};
  raw.searchAcademic = await call(who, 'user/searchAcademic', {});
  const staffId = (raw.searchAcademic as { model: { academicStaffId: number } }).model.academicStaffId;
  raw.profile = await call(who, 'academicStaff/webSiteSearchById', { academicStaffId: staffId });
  const resources = await call(who, 'resource/searchAll', {});
  raw.resources = resources;
  for (const r of (resources.list ?? resources).slice(0, 4) as { resourceId: number }[]) {
    raw[`resource ${r.resourceId}`] = await call(who, 'resource/searchById', { resourceId: r.resourceId });
  }
  raw.keyDocuments = await call(who, 'keyDocument/search', { cohortModuleId: who.cohortModuleId, pageSize: 100 });
  const appls = await call(who, 'academicHome/searchAppl', {});
  raw.applications = appls;
  for (const a of (appls.list ?? appls).slice(0, 6) as { jobApplId: number }[]) {
    raw[`application ${a.jobApplId}`] = await call(who, 'academicHome/searchJobApplById', { jobApplId: a.jobApplId });
  }
  const links: Record<string, string> = {};
  const answers = cutLinks(raw, links) as Record<string, unknown>;
  for (const path of extra) links[path] = `${path}?${who.sasToken}`;
  const files: Record<string, string> = {};
  for (const [path, link] of Object.entries(links)) files[path] = await download(who.base, link);
  return { answers, files, links };
}
