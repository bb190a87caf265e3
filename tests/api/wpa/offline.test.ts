import { readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { PNG } from 'pngjs';
import { wpaCalls } from '@schemas/wpa/calls';
import { WPA_MSG } from '@schemas/wpa/limits';
import { demoFiles } from '@core/server/demo/demoFiles';
import { baseUrl } from '../../support/api';
import { one, wpaSuite } from './setup';
import { falsePng, solidPng } from '../../support/hostileFiles';

/**
 * wpaAppl/insert (002 §2 'New WPA form', §5): an offline WPA from the paper form, created
 * ACCEPTED_OFFLINE; the signature image and the paper form checked by content and size (refused
 * while streaming); nothing kept of a refused insert.
 */
const { ctx, wpaIn } = wpaSuite();

const filesRoot = () => path.join(inject('dataDir'), 'files', 'wpa');
/** Every file under the store's wpa/ folders but the demo ones (made on first read). */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const f of readdirSync(d)) {
      const p = path.join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(path.join(filesRoot(), 'signatures'));
  walk(path.join(filesRoot(), 'paper-forms'));
  return out.sort();
}

const png = () => {
  const img = new PNG({ width: 40, height: 20 });
  img.data.fill(200);
  return PNG.sync.write(img);
};

/** A whole offline form for a student module, as the form sends it (002 §5's offline variant). */
const form = (studentModuleId: number) => ({
  studentModuleId,
  wilHours: 320.5,
  periodStartDate: '2026-06-01',
  periodEndDate: '2026-08-31',
  companyName: '港灣數據有限公司',
  companyAddress: '香港灣仔港灣道1號',
  industrySupervisorName: '陳大文',
  industrySupervisorPosition: '經理',
  industrySupervisorPhone: '+852 2123 4567 ext 88',
  industrySupervisorEmail: 'david.chan@harbour.example.hk',
  activity1: 'Data pipeline',
  activityProportion1: 60,
  activity2: 'Dashboards',
  activityProportion2: 40,
  ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`wpaQuestionResult${i + 1}`, 4])),
  workPerformance: 4,
  strengthArea: '細心',
  signature: '陳大文',
  signatureDate: '2026-09-05',
});

async function insert(
  login: 'as01' | 'as02' | 'pl01' | 'mc01',
  model: unknown,
  files: { signatureImg?: Blob | null; file?: Blob | null; fileName?: string },
) {
  const fd = new FormData();
  fd.append('model', JSON.stringify(model));
  if (files.signatureImg) fd.append('signatureImg', files.signatureImg, 'signature.png');
  if (files.file) fd.append('file', files.file, files.fileName ?? 'WPA paper form.pdf');
  const res = await fetch(`${baseUrl()}/api/${wpaCalls.insert.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.t[login]}`, 'x-cohort-prog-id': String(ctx.ccs) },
    body: fd,
  });
  return { status: res.status, ...((await res.json()) as { msg: string; errorCode: string | null; object: any }) };
}

const blob = (b: Buffer, type: string) => new Blob([new Uint8Array(b)], { type });

describe('an offline WPA', () => {
  it('the assigned AS enters it: ACCEPTED_OFFLINE, the files stored and linked, who entered it and when', async () => {
    const { student_module_id: sm } = await wpaIn('ACCEPTED', 'as01');
    const paper = await demoFiles.pdf('WPA paper form', ['Signed and stamped.']);
    const r = await insert('as01', form(sm), {
      signatureImg: blob(png(), 'image/png'),
      file: blob(paper, 'application/pdf'),
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({ wpaStatus: 'ACCEPTED_OFFLINE', message: WPA_MSG.offlineDone });
    const d = await fetch(`${baseUrl()}/api/${wpaCalls.searchById.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ctx.t.as01}`,
        'x-cohort-prog-id': String(ctx.ccs),
      },
      body: JSON.stringify({ wpaApplId: r.object.wpaApplId }),
    }).then((x) => x.json());
    expect(d.object).toMatchObject({
      wpaStatus: 'ACCEPTED_OFFLINE',
      offline: true,
      signatureFromPaper: true,
      offlineEnteredByName: 'Priya Raman',
      fileName: 'WPA paper form.pdf',
      companyName: '港灣數據有限公司',
      wilHours: 320.5,
    });
    expect(d.object.offlineEnteredDate).toBeTruthy();
    expect(d.object.mark).toBe(80);
    expect(d.object.eventList.at(-1)).toMatchObject({ eventType: 'wpa.insertOffline', toStatus: 'ACCEPTED_OFFLINE' });
    const pdf = await fetch(`${baseUrl()}${d.object.fileUrl}`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(paper)).toBe(true);
    const sig = await fetch(`${baseUrl()}${d.object.signatureImgUrl}`);
    expect(sig.status).toBe(200);
  });

  it('refusals keep nothing: not an image, not a PDF, too large, missing files, bad form, who may not', async () => {
    const { student_module_id: sm } = await wpaIn('ACCEPTED', 'as01');
    const before = storedFiles();
    const count = async () =>
      Number((await one(ctx.db, `select count(*) as n from wpa_appls where student_module_id = $1`, [sm])).n);
    const n0 = await count();
    const paper = blob(await demoFiles.pdf('WPA paper form', ['x']), 'application/pdf');
    const image = blob(png(), 'image/png');
    const text = blob(Buffer.from('this is not a picture at all, only words'), 'image/png');

    const notImage = await insert('as01', form(sm), { signatureImg: text, file: paper });
    expect(notImage).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    expect(notImage.msg).toMatch(/png, jpg or jpeg/);
    // Issue 34: starts like a PNG and is not one; a valid PNG past the pixel limit.
    const fake = await insert('as01', form(sm), { signatureImg: blob(falsePng(), 'image/png'), file: paper });
    expect(fake).toMatchObject({ status: 400, msg: 'The image cannot be read; please save it again as png or jpg.' });
    const huge = await insert('as01', form(sm), {
      signatureImg: blob(await solidPng(8000, 8000), 'image/png'),
      file: paper,
    });
    expect(huge).toMatchObject({ status: 400, msg: 'The image is too large: at most 6000 x 6000 pixels.' });

    const notPdf = await insert('as01', form(sm), {
      signatureImg: image,
      file: blob(Buffer.from('%PDX fake'), 'application/pdf'),
    });
    expect(notPdf.errorCode).toBe('VALIDATION');
    expect(notPdf.msg).toMatch(/PDF/);

    const big = await insert('as01', form(sm), {
      signatureImg: blob(Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10)]), 'image/png'),
      file: paper,
    });
    expect(big).toMatchObject({ status: 413, errorCode: 'VALIDATION', msg: 'File size must be less than 2MB.' });

    expect((await insert('as01', form(sm), { file: paper })).msg).toBe(WPA_MSG.signatureImage);
    expect((await insert('as01', form(sm), { signatureImg: image })).msg).toBe(WPA_MSG.paperForm);

    const noRatings = { ...form(sm), wpaQuestionResult1: null, workPerformance: null };
    expect((await insert('as01', noRatings, { signatureImg: image, file: paper })).msg).toBe(
      `${WPA_MSG.ratingOffline}; ${WPA_MSG.workPerformance}`,
    );
    const badSum = { ...form(sm), activityProportion2: 30 };
    expect((await insert('as01', badSum, { signatureImg: image, file: paper })).msg).toBe(WPA_MSG.timeSpentSumOffline);
    // Activities are optional offline: none given, no sum asked.
    const noActivities = {
      ...form(sm),
      activity1: null,
      activity2: null,
      activityProportion1: null,
      activityProportion2: null,
    };
    const phone = { ...noActivities, industrySupervisorPhone: 'x'.repeat(51) };
    expect((await insert('as01', phone, { signatureImg: image, file: paper })).msg).toMatch(/50 characters/);

    expect((await insert('as02', form(sm), { signatureImg: image, file: paper })).errorCode).toBe('NOT_FOUND');
    expect((await insert('pl01', form(sm), { signatureImg: image, file: paper })).errorCode).toBe('FORBIDDEN');

    expect(await count()).toBe(n0);
    expect(storedFiles()).toEqual(before);
    // The same form with activities left out is taken.
    expect((await insert('mc01', noActivities, { signatureImg: image, file: paper })).msg).toBe('SUCCESS');
  });

  it('a paper form named past 255 characters is kept under the kernel rule: 200, its extension kept (issue 34)', async () => {
    const { student_module_id: sm } = await wpaIn('ACCEPTED', 'as01');
    const paper = blob(await demoFiles.pdf('WPA paper form', ['x']), 'application/pdf');
    const r = await insert('as01', form(sm), {
      signatureImg: blob(png(), 'image/png'),
      file: paper,
      fileName: `${'Signed paper form '.repeat(20)}.pdf`,
    });
    expect(r.msg).toBe('SUCCESS');
    const row = await one(ctx.db, `select file_name from wpa_appls where wpa_appl_id = $1`, [r.object.wpaApplId]);
    expect(row.file_name).toHaveLength(200);
    expect(row.file_name).toMatch(/^Signed paper form Signed.*….pdf$/);
  });
});
