import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyDocumentCalls as calls } from '@schemas/key-documents/calls.js';
import { keyDocumentMessages as m } from '@schemas/key-documents/messages.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { signInAt } from '../../support/signOnFlow';
import { keyDocumentsServer, type KeyDocumentsServer } from './server';
import { presentation, wordDocument } from './documents';
import { inflatingDocx } from '../../support/hostileFiles';

/**
 * The key-document calls through their call specs (spec 002 §4–§8, issue 30): rules per role
 * (MC mc01, AS as01, PL pl01), type and size refusals with nothing kept, the lock after submit,
 * conflicts, and the viewer's calls.
 */
/** Decided when the file is collected: the tests run only where the plugin is served (server.ts). */
const srv: KeyDocumentsServer = await keyDocumentsServer();
const tokens: Record<string, string> = {};
let cohortProgId = 0;
let cohortModuleId = 0;
/** A student module of as01's, and one of another AS's, in BSCCS's current module. */
let asStudent = 0;
let otherStudent = 0;
let typeOther = 0;
let typeExempt = 0;

beforeAll(async () => {
  for (const login of ['mc01', 'as01', 'pl01']) tokens[login] = (await signInAt(srv.base, login)).accessToken;
  const row = (
    await sql<{ cohortProgId: number; cohortModuleId: number }>`
      select cp.cohort_prog_id, cm.cohort_module_id from cohort_programmes cp
        join programmes p on p.prog_id = cp.prog_id and p.prog_code = 'BSCCS'
        join cohorts c on c.cohort_id = cp.cohort_id and c.is_current = 'Y'
        join cohort_modules cm on cm.cohort_prog_id = cp.cohort_prog_id
       order by cm.cohort_module_id limit 1`.execute(srv.db)
  ).rows[0]!;
  ({ cohortProgId, cohortModuleId } = row);
  const as01 = (
    await srv.db.selectFrom('users').select('userId').where('accountId', '=', 'as01').executeTakeFirstOrThrow()
  ).userId;
  const sms = (
    await sql<{ studentModuleId: number; academicSupervisorUserId: number | null }>`
      select student_module_id, academic_supervisor_user_id from modules_student_modules_v
       where cohort_module_id = ${cohortModuleId} order by student_module_id`.execute(srv.db)
  ).rows;
  asStudent = sms.find((s) => s.academicSupervisorUserId === as01)!.studentModuleId;
  otherStudent = sms.find((s) => s.academicSupervisorUserId !== as01)!.studentModuleId;
  const types = await srv.db
    .selectFrom('sysParams')
    .select(['paramId', 'code'])
    .where('segment', '=', 'KEY_DOCUMENT_FILE_TYPE')
    .execute();
  typeOther = types.find((t) => t.code === 'OTHER')!.paramId;
  typeExempt = types.find((t) => t.code === 'EXEMPT')!.paramId;
}, 180_000);
afterAll(async () => srv.close());

async function post(spec: { path: string }, body: unknown, who = 'mc01') {
  const res = await fetch(`${srv.base}/api/${spec.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens[who]}`,
      'x-cohort-prog-id': String(cohortProgId),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { msg: string; object: any; errorCode: string | null }) };
}

async function upload(spec: { path: string }, model: unknown, files: { name: string; bytes: Buffer }[], who = 'mc01') {
  const form = new FormData();
  form.set('model', JSON.stringify(model));
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(`${srv.base}/api/${spec.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'x-cohort-prog-id': String(cohortProgId) },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as { msg: string; object: any; errorCode: string | null }) };
}

const countDocs = async () =>
  Number((await sql<{ n: number }>`select count(*)::int as n from key_documents`.execute(srv.db)).rows[0]!.n);
const pdf = () => demoFiles.pdf('Test', ['A line.']);

describe('keyDocument/search', () => {
  it('answers the module documents paged, with the total, links and actions', async () => {
    const r = await post(calls.search, { cohortModuleId, page: 1, pageSize: 5 });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBeGreaterThan(0);
    expect(r.object.list.length).toBeLessThanOrEqual(5);
    const d = r.object.list[0];
    expect(d.fileUrl).toMatch(/^\/files\/key-documents\/.+\?se=/);
    expect(d.actions).toEqual(expect.objectContaining({ delete: expect.any(Boolean) }));
  });

  it('an AS sees only their own students, whatever academicSupervisorUserId says', async () => {
    const mc = await post(calls.search, { cohortModuleId, pageSize: 100 });
    const as = await post(calls.search, { cohortModuleId, pageSize: 100, academicSupervisorUserId: 1 }, 'as01');
    expect(as.msg).toBe('SUCCESS');
    expect(as.object.total).toBeLessThan(mc.object.total);
    const mine = new Set(as.object.list.map((d: any) => d.academicSupervisorUserId));
    expect(mine.size).toBeLessThanOrEqual(1);
  });

  it('filters by status and sorts in SQL; an unknown sort is VALIDATION', async () => {
    const r = await post(calls.search, {
      cohortModuleId,
      keyDocumentStatusList: ['SUBMITTED'],
      orderBy: 'uploaded_date DESC',
      pageSize: 100,
    });
    expect(r.object.list.every((d: any) => d.status === 'SUBMITTED')).toBe(true);
    const dates = r.object.list.map((d: any) => d.uploadedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await post(calls.search, { cohortModuleId, orderBy: 'toString' })).errorCode).toBe('VALIDATION');
  });

  it('refuses a date range whose start is after its end with the spec message', async () => {
    const r = await post(calls.search, { cohortModuleId, startDate: '2026-05-02', endDate: '2026-05-01' });
    expect(r.msg).toBe('The start date cannot be later than the end date.');
  });

  it('refuses a call with neither module', async () => {
    expect((await post(calls.search, {})).errorCode).toBe('VALIDATION');
  });
});

describe('keyDocument/insert: the upload rules', () => {
  it('File Type is required', async () => {
    const r = await upload(calls.insert, { studentModuleId: asStudent }, [{ name: 'a.pdf', bytes: await pdf() }]);
    expect(r.msg).toBe(m.fileTypeRequired);
  });

  it("a missing file is 'Please select file.', two are 'Maximum uploads 1 files.'", async () => {
    const model = { studentModuleId: asStudent, fileType: typeOther };
    expect((await upload(calls.insert, model, [])).msg).toBe(m.selectFile);
    const two = await upload(calls.insert, model, [
      { name: 'a.pdf', bytes: await pdf() },
      { name: 'b.pdf', bytes: await pdf() },
    ]);
    expect(two.msg).toBe(m.oneFile);
  });

  it('a file over the configured size is refused while streaming, naming the limit; nothing is kept', async () => {
    const before = await countDocs();
    const big = Buffer.concat([await pdf(), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const r = await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
      { name: 'big.pdf', bytes: big },
    ]);
    expect(r.status).toBe(413);
    expect(r.msg).toBe('File size must be less than 10MB.');
    expect(await countDocs()).toBe(before);
  });

  it.each([
    ['a renamed executable', 'tool.pdf', Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(200)])],
    ['an HTML page named .png', 'x.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['HTML under a .txt name', 'notes.txt', Buffer.from('hello <script>alert(1)</script>')],
    ['text with NUL bytes', 'notes.txt', Buffer.from('a\u0000b')],
  ])('refuses %s by its content, keeping nothing', async (_what, name, bytes) => {
    const before = await countDocs();
    const r = await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [{ name, bytes }]);
    expect(r.errorCode).toBe('VALIDATION');
    expect(await countDocs()).toBe(before);
  });

  it('accepts every demo type by content (pptx, docx, png, mp3, wav, txt)', async () => {
    const files: [string, Buffer, string][] = [
      ['deck.pptx', await presentation(1), 'pptx'],
      ['report.docx', await wordDocument('Report'), 'docx'],
      ['photo.png', await demoFiles.png(10, 10, [[1, 2, 3]]), 'png'],
      ['talk.mp3', await demoFiles.mp3(1, 440), 'mp3'],
      ['talk.wav', await demoFiles.wav(1, 440), 'wav'],
      ['notes.txt', await demoFiles.txt(['plain', 'text']), 'txt'],
    ];
    for (const [name, bytes, ext] of files) {
      const r = await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther, fileDesc: name }, [
        { name, bytes },
      ]);
      expect(r.msg, name).toBe('SUCCESS');
      expect(r.object.fileExt).toBe(ext);
      expect(r.object.status).toBe('DRAFT');
    }
  });

  it('an exemption needs its hours: required, 0 to 999.99, 2 decimals; refused on other types', async () => {
    const file = [{ name: 'e.pdf', bytes: await pdf() }];
    expect((await upload(calls.insert, { studentModuleId: asStudent, fileType: typeExempt }, file)).msg).toBe(
      m.exemptedHoursRequired,
    );
    expect(
      (await upload(calls.insert, { studentModuleId: asStudent, fileType: typeExempt, exemptedHours: 1.234 }, file))
        .msg,
    ).toBe(m.exemptedHoursRange);
    expect(
      (await upload(calls.insert, { studentModuleId: asStudent, fileType: typeExempt, exemptedHours: 1000 }, file))
        .errorCode,
    ).toBe('VALIDATION');
    expect(
      (await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther, exemptedHours: 5 }, file))
        .errorCode,
    ).toBe('VALIDATION');
    const ok = await upload(
      calls.insert,
      { studentModuleId: asStudent, fileType: typeExempt, exemptedHours: 12.5 },
      file,
    );
    expect(ok.msg).toBe('SUCCESS');
    expect(ok.object).toEqual(expect.objectContaining({ code: 'EXEMPT', exemptedHours: 12.5 }));
  });

  it('a description past 150 characters is refused', async () => {
    const r = await upload(
      calls.insert,
      { studentModuleId: asStudent, fileType: typeOther, fileDesc: 'x'.repeat(151) },
      [{ name: 'a.pdf', bytes: await pdf() }],
    );
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('a programme leader may not upload; an AS only for their own students', async () => {
    const file = [{ name: 'a.pdf', bytes: await pdf() }];
    expect(
      (await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, file, 'pl01')).errorCode,
    ).toBe('FORBIDDEN');
    expect(
      (await upload(calls.insert, { studentModuleId: otherStudent, fileType: typeOther }, file, 'as01')).errorCode,
    ).toBe('NOT_FOUND');
    expect((await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, file, 'as01')).msg).toBe(
      'SUCCESS',
    );
  });
});

describe('replace, submit, delete: who may, and the lock after submit', () => {
  const newDoc = async (who = 'mc01') =>
    (
      await upload(
        calls.insert,
        { studentModuleId: asStudent, fileType: typeOther },
        [{ name: 'a.pdf', bytes: await pdf() }],
        who,
      )
    ).object;

  it('replace stores the new file and removes nothing but the old one', async () => {
    const d = await newDoc();
    const r = await upload(
      calls.update,
      { keyDocumentId: d.keyDocumentId, lastUpdatedDate: d.lastUpdatedDate, fileDesc: 'New' },
      [{ name: 'b.docx', bytes: await wordDocument('B') }],
    );
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toEqual(expect.objectContaining({ fileExt: 'docx', fileDesc: 'New', fileName: 'b.docx' }));
    const byId = await post(calls.searchById, { keyDocumentId: d.keyDocumentId });
    expect(byId.object.eventList.map((e: any) => e.action)).toEqual(['UPLOAD', 'REPLACE']);
  });

  it('submit locks it: no replace, submit or delete after (INVALID_STATE)', async () => {
    const d = await newDoc();
    const s = await post(calls.updateStatus, {
      keyDocumentId: d.keyDocumentId,
      lastUpdatedDate: d.lastUpdatedDate,
      status: 'SUBMITTED',
    });
    expect(s.msg).toBe('SUCCESS');
    expect(s.object.status).toBe('SUBMITTED');
    expect(s.object.actions).toEqual({ delete: false, replace: false, submit: false });
    const t = s.object.lastUpdatedDate;
    expect(
      (await post(calls.updateStatus, { keyDocumentId: d.keyDocumentId, lastUpdatedDate: t, status: 'SUBMITTED' }))
        .errorCode,
    ).toBe('INVALID_STATE');
    expect((await post(calls.delete, { keyDocumentId: d.keyDocumentId, lastUpdatedDate: t })).errorCode).toBe(
      'INVALID_STATE',
    );
    const r = await upload(calls.update, { keyDocumentId: d.keyDocumentId, lastUpdatedDate: t }, [
      { name: 'c.pdf', bytes: await pdf() },
    ]);
    expect(r.errorCode).toBe('INVALID_STATE');
  });

  it('a programme leader has no delete, replace or submit', async () => {
    const d = await newDoc();
    const seen = await post(calls.searchById, { keyDocumentId: d.keyDocumentId }, 'pl01');
    expect(seen.object.actions).toEqual({ delete: false, replace: false, submit: false });
    const t = d.lastUpdatedDate;
    expect(
      (
        await post(
          calls.updateStatus,
          { keyDocumentId: d.keyDocumentId, lastUpdatedDate: t, status: 'SUBMITTED' },
          'pl01',
        )
      ).errorCode,
    ).toBe('FORBIDDEN');
    expect((await post(calls.delete, { keyDocumentId: d.keyDocumentId, lastUpdatedDate: t }, 'pl01')).errorCode).toBe(
      'FORBIDDEN',
    );
  });

  it('delete: only the uploader (an AS who uploaded may), not another staff member', async () => {
    const byAs = await newDoc('as01');
    expect(
      (await post(calls.delete, { keyDocumentId: byAs.keyDocumentId, lastUpdatedDate: byAs.lastUpdatedDate }, 'mc01'))
        .errorCode,
    ).toBe('FORBIDDEN');
    const r = await post(
      calls.delete,
      { keyDocumentId: byAs.keyDocumentId, lastUpdatedDate: byAs.lastUpdatedDate },
      'as01',
    );
    expect(r.msg).toBe('SUCCESS');
    expect((await post(calls.searchById, { keyDocumentId: byAs.keyDocumentId })).errorCode).toBe('NOT_FOUND');
  });

  it('delete: anyone but a programme leader when a student uploaded it', async () => {
    const studentDoc = (
      await sql<{ keyDocumentId: number; lastUpdatedDate: string }>`
        select kd.key_document_id, to_char(kd.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_updated_date
          from key_documents kd join modules_student_modules_v sm on sm.student_module_id = kd.student_module_id
         where kd.user_type = 'STUDENT' and kd.status = 'DRAFT' and sm.cohort_module_id = ${cohortModuleId} limit 1`.execute(
        srv.db,
      )
    ).rows[0];
    if (!studentDoc) return;
    const seen = await post(calls.searchById, { keyDocumentId: studentDoc.keyDocumentId });
    expect(seen.object.actions.delete).toBe(true);
  });

  it('two submits of one document at once: one wins, the other is CONFLICT naming who', async () => {
    const d = await newDoc();
    const body = { keyDocumentId: d.keyDocumentId, lastUpdatedDate: d.lastUpdatedDate, status: 'SUBMITTED' };
    const [a, b] = await Promise.all([post(calls.updateStatus, body, 'mc01'), post(calls.updateStatus, body, 'as01')]);
    const answers = [a, b].map((x) => x.errorCode ?? x.msg).sort();
    expect(answers).toEqual(['CONFLICT', 'SUCCESS']);
    const lost = [a, b].find((x) => x.errorCode === 'CONFLICT')!;
    expect(lost.msg).toMatch(/changed by .+/);
  });

  it('two replaces at once: one wins, the other is CONFLICT and its file is not kept', async () => {
    const d = await newDoc();
    const model = { keyDocumentId: d.keyDocumentId, lastUpdatedDate: d.lastUpdatedDate };
    const [a, b] = await Promise.all([
      upload(calls.update, model, [{ name: 'x.pdf', bytes: await pdf() }], 'mc01'),
      upload(calls.update, model, [{ name: 'y.pdf', bytes: await pdf() }], 'as01'),
    ]);
    expect([a, b].map((x) => x.errorCode ?? x.msg).sort()).toEqual(['CONFLICT', 'SUCCESS']);
  });
});

describe('the viewer calls', () => {
  it('convertToPdf of a pdf answers its signed link, which downloads it', async () => {
    const d = (
      await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
        { name: 'a.pdf', bytes: await pdf() },
      ])
    ).object;
    const r = await post(calls.convertToPdf, { keyDocumentId: d.keyDocumentId });
    expect(r.object.converted).toBe(false);
    const file = await fetch(`${srv.base}${r.object.url}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('convertPptToBase64 answers one image per slide, the second time from the store', async () => {
    const d = (
      await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
        { name: 'd.pptx', bytes: await presentation(3, 'Viewer') },
      ])
    ).object;
    const first = await post(calls.convertPptToBase64, { keyDocumentId: d.keyDocumentId });
    if (first.errorCode) {
      expect(first.msg).toBe(m.viewerFailed); // a machine without the converter
      return;
    }
    expect(first.object).toHaveLength(3);
    expect(first.object[0]).toMatch(/^data:image\/png;base64,/);
    const started = performance.now();
    const again = await post(calls.convertPptToBase64, { keyDocumentId: d.keyDocumentId });
    expect(again.object).toEqual(first.object);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('convertToPdf of a docx answers a link to its PDF conversion', async () => {
    const d = (
      await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
        { name: 'r.docx', bytes: await wordDocument('Viewer') },
      ])
    ).object;
    const r = await post(calls.convertToPdf, { keyDocumentId: d.keyDocumentId });
    if (r.errorCode) return expect(r.msg).toBe(m.viewerFailed);
    expect(r.object.converted).toBe(true);
    const file = await fetch(`${srv.base}${r.object.url}`);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a pptx asked for as a PDF, or a pdf as slides, is VALIDATION', async () => {
    const d = (
      await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
        { name: 'a.pdf', bytes: await pdf() },
      ])
    ).object;
    expect((await post(calls.convertPptToBase64, { keyDocumentId: d.keyDocumentId })).errorCode).toBe('VALIDATION');
  });
});

describe('one file-name rule for every upload (issue 34)', () => {
  const stored = async (keyDocumentId: number) =>
    (
      await sql<{
        fileName: string;
      }>`select file_name from key_documents where key_document_id = ${keyDocumentId}`.execute(srv.db)
    ).rows[0]!.fileName;

  it('insert and replace keep a name over 255 characters shortened to 200, its extension kept', async () => {
    const long = `${'Quarterly report '.repeat(20)}final.pdf`;
    expect(long.length).toBeGreaterThan(255);
    const r = await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
      { name: long, bytes: await pdf() },
    ]);
    expect(r.msg).toBe('SUCCESS');
    const name = await stored(r.object.keyDocumentId);
    expect(name).toHaveLength(200);
    expect(name.startsWith('Quarterly report Quarterly')).toBe(true);
    expect(name.endsWith('….pdf')).toBe(true);

    const again = await upload(
      calls.update,
      { keyDocumentId: r.object.keyDocumentId, lastUpdatedDate: r.object.lastUpdatedDate },
      [{ name: `C:\\fakepath\\${'報告'.repeat(150)}😀.docx`, bytes: await wordDocument('Long') }],
    );
    expect(again.msg).toBe('SUCCESS');
    const replaced = await stored(r.object.keyDocumentId);
    expect(Array.from(replaced)).toHaveLength(200);
    expect(replaced.startsWith('報告報告')).toBe(true);
    expect(replaced.endsWith('….docx')).toBe(true);
  });
});

describe('an office file that unpacks far past its size is refused at upload (issue 34)', () => {
  it('the 150 KB docx that inflates to 150 MB, honest or lying in its directory: VALIDATION, nothing kept', async () => {
    const before = await countDocs();
    for (const declares of ['truth', 'lie'] as const) {
      const bomb = await inflatingDocx(150 * 1024 * 1024, declares);
      const r = await upload(calls.insert, { studentModuleId: asStudent, fileType: typeOther }, [
        { name: 'report.docx', bytes: bomb },
      ]);
      expect(r).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
      expect(r.msg).toBe(
        'The file unpacks to more than 100 MB; please save it smaller (for example with smaller pictures).',
      );
    }
    expect(await countDocs()).toBe(before);
  });
});
