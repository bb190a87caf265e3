import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { baseUrl } from '../../support/api';
import { one, wpaSuite } from './setup';
import { repairSuiteCounters } from '../../support/counters';
import { falsePng, solidPng } from '../../support/hostileFiles';

/**
 * academicWPAFormPdf/generatePdf (001 §4, §7): an A4 PDF named WPAForm, the date and four random
 * digits, for ACCEPTED and ACCEPTED_OFFLINE only; Chinese text in the face of the user's
 * language, read back with poppler's pdftotext and pdffonts; one page rendered with pdftoppm.
 */
const { ctx, wpaIn } = wpaSuite();

async function pdf(login: 'as01' | 'pl01' | 'as02', wpaApplId: number, language?: string) {
  const res = await fetch(`${baseUrl()}/api/${wpaCalls.generatePdf.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${ctx.t[login]}`,
      'x-cohort-prog-id': String(ctx.ccs),
    },
    body: JSON.stringify({ wpaApplId, ...(language ? { language } : {}) }),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const dir = process.env.WPA_PDF_PNG_DIR ?? mkdtempSync(path.join(tmpdir(), 'wpa-pdf-'));
const poppler = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

describe('the printed WPA form', () => {
  it('an accepted WPA with a Chinese company and supervisor: A4, named, small, text and ratings readable', async () => {
    const w = await wpaIn('ACCEPTED', 'as01');
    await ctx.db.query(
      `update wpa_appls set company_name = '港灣數據有限公司', company_name_is = '港灣數據有限公司',
         industry_supervisor_name = '陳大文', industry_supervisor_name_is = '陳大文', signature = '陳大文',
         wpa_question_result1 = 5, work_performance = 4 where wpa_appl_id = $1`,
      [w.wpa_appl_id],
    );
    await repairSuiteCounters();
    const student = await one(
      ctx.db,
      `select u.first_name || ' ' || u.last_name as name, s.student_acct_id from wpa_appls w
       join modules_student_modules_v sm on sm.student_module_id = w.student_module_id
       join students s on s.student_id = sm.student_id join users u on u.user_id = s.user_id where w.wpa_appl_id = $1`,
      [w.wpa_appl_id],
    );
    const { res, bytes } = await pdf('as01', w.wpa_appl_id, 'zh-Hant');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-file-name')).toMatch(/^WPAForm_\d{8}_\d{4}\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(200 * 1024);
    const file = path.join(dir, 'tc.pdf');
    writeFileSync(file, bytes);
    const info = poppler('pdfinfo', [file]);
    expect(info).toMatch(/Page size:\s+595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
    const text = poppler('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('港灣數據有限公司');
    expect(text).toContain('陳大文');
    expect(text).toContain(student.name);
    expect(text).toContain(student.student_acct_id);
    expect(text).toContain('工作表現評估');
    expect(text).toMatch(/5 優秀/);
    expect(text).toMatch(/4 良好/);
    // The Traditional Chinese face, embedded as a subset.
    expect(poppler('pdffonts', [file])).toMatch(
      /[A-Z]{6}\+NotoSansTC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/,
    );
    // One page rendered, kept for a look (WPA_PDF_PNG_DIR), and not blank.
    const out = process.env.WPA_PDF_PNG_DIR ?? dir;
    if (!existsSync(out)) mkdirSync(out, { recursive: true });
    poppler('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(out, 'wpa-form')]);
    const png = readFileSync(path.join(out, 'wpa-form-1.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(5000);
  });

  it('the Simplified face for zh-Hans, English labels for en', async () => {
    const w = await wpaIn('ACCEPTED', 'as01');
    const sc = path.join(dir, 'sc.pdf');
    writeFileSync(sc, (await pdf('as01', w.wpa_appl_id, 'zh-Hans')).bytes);
    expect(poppler('pdffonts', [sc])).toMatch(/NotoSansSC-Regular/);
    expect(poppler('pdftotext', [sc, '-'])).toContain('工作表现评估');
    const en = path.join(dir, 'en.pdf');
    writeFileSync(en, (await pdf('pl01', w.wpa_appl_id, 'en')).bytes);
    expect(poppler('pdftotext', [en, '-'])).toContain('Work Performance Appraisal (WPA) Form');
  });

  it('an offline WPA prints its signature image', async () => {
    const w = await wpaIn('ACCEPTED_OFFLINE', 'as01');
    const file = path.join(dir, 'offline.pdf');
    const { res, bytes } = await pdf('as01', w.wpa_appl_id, 'en');
    expect(res.status).toBe(200);
    writeFileSync(file, bytes);
    expect(poppler('pdfimages', ['-list', file])).toMatch(/\n\s+1\s+0\s+image\s+360\s+120\s/);
    expect(poppler('pdfinfo', [file])).toMatch(/Pages:\s+1\n/);
    expect(poppler('pdftotext', [file, '-'])).toContain('Signed on the paper form');
  });

  it('a stored signature that does not decode prints with a note, every time; a camera-sized one is fitted (issue 34)', async () => {
    const w = await wpaIn('ACCEPTED_OFFLINE', 'as01');
    const store = (name: string, bytes: Buffer) => {
      const rel = `wpa/signatures/issue34/${name}`;
      mkdirSync(path.join(inject('dataDir'), 'files', 'wpa', 'signatures', 'issue34'), { recursive: true });
      writeFileSync(path.join(inject('dataDir'), 'files', rel), bytes);
      return ctx.db.query(`update wpa_appls set signature_img_path = $2 where wpa_appl_id = $1`, [w.wpa_appl_id, rel]);
    };
    await store(`false-${w.wpa_appl_id}.png`, falsePng());
    for (const attempt of [1, 2]) {
      const { res, bytes } = await pdf('as01', w.wpa_appl_id, 'en');
      expect(res.status, `attempt ${attempt}`).toBe(200);
      const file = path.join(dir, `unreadable-${attempt}.pdf`);
      writeFileSync(file, bytes);
      expect(poppler('pdftotext', [file, '-']).replace(/\s+/g, ' ')).toContain(
        'The signature image cannot be read and is not printed.',
      );
    }
    await store(`camera-${w.wpa_appl_id}.png`, await solidPng(6000, 4000));
    const started = performance.now();
    const { res, bytes } = await pdf('as01', w.wpa_appl_id, 'en');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(4_000);
    const file = path.join(dir, 'camera.pdf');
    writeFileSync(file, bytes);
    expect(poppler('pdfimages', ['-list', file])).toMatch(/\n\s+1\s+0\s+image\s+345\s+230\s/);
  });

  it('not accepted: the JSON envelope with a clear msg; one the reader may not see: NOT_FOUND', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const { res, bytes } = await pdf('as01', w.wpa_appl_id);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = JSON.parse(bytes.toString());
    expect(body.errorCode).toBe('INVALID_STATE');
    expect(body.msg).toBe('The WPA form can be printed once it is accepted: this WPA is pending review.');
    const a = await wpaIn('ACCEPTED', 'as01');
    const other = await pdf('as02', a.wpa_appl_id);
    expect(JSON.parse(other.bytes.toString()).errorCode).toBe('NOT_FOUND');
  });
});
