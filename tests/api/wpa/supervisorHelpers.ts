import { expect } from 'vitest';
import { PNG } from 'pngjs';
import type pg from 'pg';
import { wpaCalls } from '@schemas/wpa/calls';
import { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls';
import { baseUrl } from '../../support/api';
import { lastMailId, one, rows } from '../../support/db';
import type { wpaSuite } from './setup';

/**
 * What the industry supervisor's tests share (issue 31): the public calls as the page makes them
 * (no session, the token in the payload), the link read back from the mail approve queues, and a
 * whole supervisor's form.
 */

export interface PublicAnswer {
  status: number;
  headers: Headers;
  msg: string;
  object: any;
  errorCode: string | null;
  ms: number;
}

/** POST a public call as the supervisor's page does. */
export async function pub(path: string, body: unknown, base = baseUrl(), headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { msg: string; object: any; errorCode: string | null };
  return { status: res.status, headers: res.headers, ...json, ms: performance.now() - started } as PublicAnswer;
}

export const read = (token: string, base?: string) => pub(wpaSupervisorCalls.searchByToken.path, { token }, base);
export const saveDraft = (token: string, form: Record<string, unknown>, base?: string) =>
  pub(wpaSupervisorCalls.saveDraft.path, { token, ...form }, base);
export const submit = (token: string, form: Record<string, unknown>, base?: string) =>
  pub(wpaSupervisorCalls.submit.path, { token, ...form }, base);

/** The signature image upload (multipart: the image in 'signatureImg', `{ token }` as the model). */
export async function uploadSignature(token: string, image: Blob | null, name = 'signature.png', base = baseUrl()) {
  const fd = new FormData();
  fd.append('model', JSON.stringify({ token }));
  if (image) fd.append('signatureImg', image, name);
  const res = await fetch(`${base}/api/${wpaSupervisorCalls.uploadSignature.path}`, { method: 'POST', body: fd });
  return { status: res.status, ...((await res.json()) as { msg: string; object: any; errorCode: string | null }) };
}

export const pngBytes = (w = 60, h = 24) => {
  const img = new PNG({ width: w, height: h });
  img.data.fill(120);
  return PNG.sync.write(img);
};
export const png = () => new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });

/** The token of the link in a mail's text (PUBLIC_URL/wpa/{token}). */
export function tokenIn(text: string): string {
  const m = /\/wpa\/([A-Za-z0-9_-]{43})(\s|$)/.exec(text);
  expect(m, `a link in: ${text}`).not.toBeNull();
  return m![1]!;
}

/** The mails queued after `mailId` to `to` (all when no address is given). */
export const mailsAfter = (db: pg.Pool, mailId: number, to?: string) =>
  rows<{ mail_id: string; to_address: string; subject: string; body_text: string }>(
    db,
    `select mail_id, to_address, subject, body_text from mail_outbox where mail_id > $1
       and ($2::text is null or lower(to_address) = lower($2)) order by mail_id`,
    [mailId, to ?? null],
  );

/** A PENDING_SEND WPA of as01's approved by as01: its id, the link's token and the mail that carried it. */
export async function sentToSupervisor(suite: ReturnType<typeof wpaSuite>, supervisor: 'as01' | 'as02' = 'as01') {
  const w = await suite.wpaIn('PENDING_SEND', supervisor);
  const before = await lastMailId(suite.ctx.db);
  const r = await suite.as(supervisor, wpaCalls.approve, { wpaApplId: w.wpa_appl_id, lastUpdatedDate: w.token });
  expect(r.msg).toBe('SUCCESS');
  const [mail] = await mailsAfter(suite.ctx.db, before);
  expect(mail).toBeDefined();
  return { wpa: w, wpaApplId: w.wpa_appl_id, token: tokenIn(mail!.body_text), mail: mail! };
}

/** The questions a WPA asks (non-empty texts kept on it). */
export async function askedOf(db: pg.Pool, wpaApplId: number): Promise<number[]> {
  const row = await one<Record<string, string | null>>(db, `select * from wpa_appls where wpa_appl_id = $1`, [
    wpaApplId,
  ]);
  return Array.from({ length: 13 }, (_, i) => i + 1).filter((n) => (row![`wpa_question${n}`] ?? '').trim() !== '');
}

/** A whole supervisor's form that passes the review rules (002 §5) for the questions asked. */
export const wholeForm = (asked: readonly number[]) => ({
  wilHoursIs: 312.5,
  periodStartDateIs: '2026-06-01',
  periodEndDateIs: '2026-08-28',
  // Not a Chinese name: a list's company search also matches the supervisor's own (lists.test.ts searches '港灣').
  companyNameIs: 'Harbour Data Limited',
  companyAddressIs: '香港灣仔港灣道1號20樓',
  industrySupervisorNameIs: '陳大文',
  industrySupervisorPositionIs: '數據工程經理',
  industrySupervisorPhoneIs: '2123 4567',
  industrySupervisorEmailIs: 'david.chan@harbourdata.example.hk',
  activity1: 'Built the sales data pipeline',
  activityProportion1: 50.5,
  activity2: 'Tested the mobile app',
  activityProportion2: 29.5,
  activity3: 'Wrote the API documentation',
  activityProportion3: 20,
  ...Object.fromEntries(asked.map((n) => [`wpaQuestionResult${n}`, 4])),
  workPerformance: 4,
  strengthArea: 'Reliable and quick to learn.',
  growthArea: 'Presenting with more confidence.',
  workPerformanceComment: 'A good placement.',
  signature: '陳大文',
  signatureDate: '2026-09-05',
});
