import { readdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import JSZip from 'jszip';
import type pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect } from '@core/server/db/connect.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { defineRoute, defineServerPlugin } from '@core/server/plugin.js';
import type { Kernel } from '@core/server/kernel.js';
import type { ReceivedFile } from '@core/server/http/multipartBody.js';
import { freePort } from '../support/freePort';
import { baseUrl, signIn, type Answer } from '../support/api';
import { one, openDb } from '../support/db';
import { makePng } from './profile/png';
import { cohortProgOf } from './reports/helpers';

/**
 * Issue 27: a multipart call declares its parts (core/shared/multipartSpec.ts) and the kernel
 * reads and checks them before the handler: files by type of content and size (a limit may come
 * from data), the JSON model of form field 'model' against the call's body schema. A fixture
 * plugin declares such a call on a server copy of the suite's database; the image upload shows
 * that a refused file is never stored.
 */
const LIMIT_SEGMENT = 'TEST_MULTIPART_LIMIT';
const MB = 1024 * 1024;

/** What the fixture's handler was given, per call (null: the handler did not run). */
let seen: { body: unknown; files: Record<string, Omit<ReceivedFile, 'bytes'>> } | null = null;

/** A limit read from a system parameter, as key documents read theirs. */
async function limitFromParameter(kernel: Kernel) {
  return Number((await kernel.systemParameters.value(LIMIT_SEGMENT, 'KB')) ?? 1) * 1024;
}

const fixture = defineServerPlugin({
  id: 'multipart-fixture',
  description: 'A multipart call for the kernel tests.',
  routes: [
    defineRoute({
      path: 'multipartFixture/upload',
      summary: 'A form with a picture, an optional document and a model.',
      auth: 'academic',
      body: {
        type: 'object',
        required: ['title'],
        properties: { title: { type: 'string', maxLength: 20 }, count: { type: 'integer', minimum: 0, default: 1 } },
      },
      multipart: {
        files: {
          picture: { types: ['png'], maxBytes: MB, label: 'a png image' },
          document: { types: ['xlsx', 'pdf'], required: false, maxBytes: limitFromParameter },
        },
      },
      async handler({ body, files }) {
        seen = {
          body,
          files: Object.fromEntries(Object.entries(files).map(([k, { bytes: _b, ...f }]) => [k, f])),
        };
      },
    }),
  ],
});

let url = '';
let close: () => Promise<void>;
let token = '';
let pool: pg.Pool;

beforeAll(async () => {
  const port = await freePort();
  const config = configFromEnv({
    port,
    dataDir: inject('dataDir'),
    databaseUrl: inject('databaseUrl'),
    logLevel: 'silent',
  });
  const { db } = connect(config.databaseUrl!, 3);
  const appConfig = await loadAppConfig(config.configDir);
  const plugins = await loadServerPlugins(config.pluginsDir, appConfig.plugins);
  const built = await buildApp(config, db, appConfig, [...plugins, fixture]);
  await built.app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
  close = async () => {
    await built.app.close();
    await db.destroy();
  };
  await sql`insert into sys_params (segment, code, parm_value1) values (${LIMIT_SEGMENT}, 'KB', '64')`.execute(db);
  pool = openDb();
  token = (await signIn('mc01')).accessToken;
}, 120_000);

afterAll(async () => {
  await pool?.query('delete from sys_params where segment = $1', [LIMIT_SEGMENT]);
  await pool?.end();
  await close?.();
});

type Part = string | { bytes: Buffer; name: string; type?: string };

/** POSTs a form (FormData, as a browser sends it) to the fixture's server or another. */
async function send(
  parts: Record<string, Part | Part[]>,
  path = 'multipartFixture/upload',
  base = url,
  cohortProgId?: number,
): Promise<Answer> {
  seen = null;
  const form = new FormData();
  for (const [k, values] of Object.entries(parts)) {
    for (const v of Array.isArray(values) ? values : [values]) {
      if (typeof v === 'string') form.append(k, v);
      else form.append(k, new Blob([new Uint8Array(v.bytes)], { type: v.type ?? '' }), v.name);
    }
  }
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(cohortProgId ? { 'x-cohort-prog-id': String(cohortProgId) } : {}),
    },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

const picture = () => ({ bytes: makePng(40, 40), name: 'a.png', type: 'image/png' });
const model = (m: unknown) => JSON.stringify(m);

function refused(r: Answer, status: number, msg: string | RegExp) {
  expect(r.status).toBe(status);
  expect(r.errorCode).toBe('VALIDATION');
  expect(r.msg).toMatch(msg);
  // Refused before the handler.
  expect(seen).toBeNull();
}

/** A workbook file-type answers as plain 'zip' (a large part first, streamed parts). */
async function zipLookingWorkbook(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('xl/media/image1.bin', randomBytes(40 * 1024));
  zip.file('xl/workbook.xml', '<workbook/>');
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE', streamFiles: true });
}

describe('a declared multipart call: the handler gets the checked model and files', () => {
  it('hands the handler the model (validated like a body: defaults, extra fields dropped) and the file', async () => {
    const r = await send({ model: model({ title: 'Setup', extra: 'dropped' }), picture: picture() });
    expect(r.msg).toBe('SUCCESS');
    expect(seen).toEqual({
      body: { title: 'Setup', count: 1 },
      files: { picture: { ext: 'png', mime: 'image/png', fileName: 'a.png', size: makePng(40, 40).length } },
    });
  });

  it('takes an optional file when it comes, an office workbook checked by its package', async () => {
    const bytes = await zipLookingWorkbook();
    const r = await send({ model: model({ title: 'x' }), picture: picture(), document: { bytes, name: 'a.xlsx' } });
    expect(r.msg).toBe('SUCCESS');
    expect(seen!.files.document).toMatchObject({ ext: 'xlsx', size: bytes.length });
  });
});

describe('refusals before the handler, as VALIDATION envelopes', () => {
  it('a file whose content is not its type: an HTML page named .png', async () => {
    const html = { bytes: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'a.png', type: 'image/png' };
    refused(
      await send({ model: model({ title: 'x' }), picture: html }),
      400,
      'The file must be a png image; its content is not.',
    );
  });

  it('a file past its limit: 413 while it streams in', async () => {
    const big = { bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(MB)]), name: 'a.png', type: 'image/png' };
    refused(await send({ model: model({ title: 'x' }), picture: big }), 413, 'The file is larger than 1 MB.');
  });

  it('a limit from data: the system parameter decides, read at each call', async () => {
    const pdf = { bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100 * 1024)]), name: 'a.pdf' };
    refused(await send({ model: model({ title: 'x' }), picture: picture(), document: pdf }), 413, 'larger than 0.1 MB');
    await pool.query(`update sys_params set parm_value1 = '200' where segment = $1`, [LIMIT_SEGMENT]);
    const r = await send({ model: model({ title: 'x' }), picture: picture(), document: pdf });
    expect(r.msg).toBe('SUCCESS');
    expect(seen!.files.document).toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('a model that is not JSON', async () => {
    refused(await send({ model: '{"title":', picture: picture() }), 400, "Form field 'model' is not valid JSON.");
  });

  it('a model its schema refuses, with the field named', async () => {
    refused(await send({ model: model({ count: 2 }), picture: picture() }), 400, 'title is required.');
    refused(
      await send({ model: model({ title: 'x'.repeat(21) }), picture: picture() }),
      400,
      /^title must NOT have more than 20 characters/,
    );
  });

  it('a model its schema requires, not sent: the form field named', async () => {
    refused(await send({ picture: picture() }), 400, "Send the JSON model in form field 'model'.");
  });

  it('a required file missing, an undeclared file field, a field sent twice, a document of another type', async () => {
    refused(await send({ model: model({ title: 'x' }) }), 400, 'Please choose a file for picture.');
    refused(await send({ model: model({ title: 'x' }), other: picture() }), 400, 'a field this call does not take');
    const doc = { model: model({ title: 'x' }), picture: picture(), document: picture() };
    refused(await send(doc), 400, 'The file must be xlsx, pdf; its content is not.');
    refused(
      await send({ model: model({ title: 'x' }), picture: [picture(), picture()] }),
      400,
      "Send one file in form field 'picture'.",
    );
    refused(
      await send({ model: [model({ title: 'x' }), model({ title: 'y' })], picture: picture() }),
      400,
      "Send form field 'model' once.",
    );
  });

  it('a JSON body to a multipart call', async () => {
    const res = await fetch(`${url}/api/multipartFixture/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errorCode: 'VALIDATION', msg: 'Send the file as multipart/form-data.' });
  });
});

describe('a refused upload keeps nothing (the image upload, declared the same way)', () => {
  const imagesDir = () => path.join(inject('dataDir'), 'files', 'images');
  const stored = async () => (await readdir(imagesDir()).catch(() => [])).length;
  const uploads = async () => Number((await one<{ n: string }>(pool, 'select count(*) as n from file_uploads'))!.n);

  it('a file over 5 MB or of another type is neither stored nor recorded', async () => {
    const cp = await cohortProgOf(pool, 'BSCCS');
    const [files, records] = [await stored(), await uploads()];
    const big = { bytes: Buffer.concat([makePng(10, 10), Buffer.alloc(5 * MB)]), name: 'big.png', type: 'image/png' };
    refused(await send({ file: big }, 'file/imageUpload', baseUrl(), cp), 413, 'The file is larger than 5 MB.');
    const html = { bytes: Buffer.from('<html><body>not a picture</body></html>'), name: 'x.png', type: 'image/png' };
    refused(await send({ file: html }, 'file/imageUpload', baseUrl(), cp), 400, 'its content is not');
    expect([await stored(), await uploads()]).toEqual([files, records]);
  });
});

describe('/api/docs describes the form', () => {
  it('as multipart/form-data: the files as binary, the model as its schema', async () => {
    const doc = await (await fetch(`${url}/api/docs`)).json();
    const body = doc.paths['/api/multipartFixture/upload'].post.requestBody;
    const form = body.content['multipart/form-data'].schema;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(form.required).toEqual(['picture', 'model']);
    expect(form.properties.picture).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.picture.description).toContain('at most 1 MB');
    expect(form.properties.document).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.model).toMatchObject({ type: 'object', required: ['title'] });
    const image = doc.paths['/api/file/imageUpload'].post.requestBody.content['multipart/form-data'].schema;
    expect(image).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
  });
});
