import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LocalFileStore } from '@core/server/files/fileStore.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { areaHandle } from '@core/server/db/handles.js';
import { checkTools, sandboxArgs } from '@plugins/key-documents/server/converter/sandbox.js';
import { OfficeConverter, converterOptionsFromEnv } from '@plugins/key-documents/server/converter/officeConverter.js';
import { Conversions, slidesPath } from '@plugins/key-documents/server/converter/conversions.js';
import { presentation, presentationWithExternalLink, wordDocument, wordDocumentWithMacro } from './documents';

/**
 * The viewer's converter (issue 30 'The viewer'): LibreOffice headless and pdftoppm in a
 * bubblewrap sandbox. These need the three installed (.ci/run installs them); the API tests of
 * the viewer calls are in viewer.test.ts.
 */
const tools = checkTools();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe.runIf(tools.ok || process.env.CI === 'true')('the converter (LibreOffice, pdftoppm, bubblewrap)', () => {
  const converter = new OfficeConverter(tools.ok ? tools.tools : null, { ...converterOptionsFromEnv(), maxPages: 5 });

  it('turns a pptx made by pptxgenjs into one PNG per slide', async () => {
    const slides = await converter.toSlides(await presentation(3), 'pptx');
    expect(slides).toHaveLength(3);
    for (const s of slides) expect(s.subarray(0, 4)).toEqual(PNG);
  });

  it('turns a docx made by the docx library into a PDF', async () => {
    const pdf = await converter.toPdf(await wordDocument('Placement report', ['First week.', 'Second week.']), 'docx');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops at the page cap', async () => {
    expect(await converter.toSlides(await presentation(8), 'pptx')).toHaveLength(5);
  });

  it('kills the whole process group past the time limit', async () => {
    const slow = new OfficeConverter(tools.ok ? tools.tools : null, { ...converterOptionsFromEnv(), timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.toSlides(await presentation(2), 'pptx')).rejects.toThrow(/stopped after 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // No LibreOffice of that conversion is left running.
    await new Promise((r) => setTimeout(r, 200));
    const { execSync } = await import('node:child_process');
    const left = execSync('ps -eo args')
      .toString()
      .split('\n')
      .filter((l) => l.includes('UserInstallation=file:///work/profile') && !l.includes('ps -eo'));
    expect(left.length).toBeLessThanOrEqual(converter.opts.concurrency); // only a conversion of another test file, if any
  });

  it('a damaged file fails as a conversion failure, not a crash', async () => {
    await expect(converter.toPdf(Buffer.from('PK\u0003\u0004 not really a zip'), 'docx')).rejects.toThrow();
  });

  it('the sandbox has no network and sees none of the server files', () => {
    const args = sandboxArgs('/tmp/x');
    expect(args).toContain('--unshare-all');
    expect(args).toContain('--die-with-parent');
    expect(args.join(' ')).not.toMatch(/--bind \/ |--ro-bind \/ \//);
  });
});

describe.runIf(tools.ok || process.env.CI === 'true')('hostile documents: no network call, no macro run', () => {
  let server: http.Server;
  const requests: string[] = [];
  let url = '';
  const converter = new OfficeConverter(tools.ok ? tools.tools : null, converterOptionsFromEnv());

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('a pptx with a picture linked from a local HTTP server converts without a request to it', async () => {
    const slides = await converter.toSlides(await presentationWithExternalLink(`${url}/linked.png`), 'pptx');
    expect(slides).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('a docx with a Document_Open macro, an INCLUDEPICTURE field and a linked picture converts without a request', async () => {
    const pdf = await converter.toPdf(await wordDocumentWithMacro(`${url}/macro`), 'docx');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requests).toEqual([]);
  });
});

describe.runIf(tools.ok || process.env.CI === 'true')('conversions are kept in the file store by hash', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = connect(inject('databaseUrl'), 2).db;
    dir = await mkdtemp(path.join(tmpdir(), 'kd-store-'));
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('converts once for concurrent requests, then reads the store (a second server copy too)', async () => {
    const store = new LocalFileStore(dir);
    const converter = new OfficeConverter(tools.ok ? tools.tools : null, converterOptionsFromEnv());
    let runs = 0;
    const counting = Object.create(converter) as OfficeConverter;
    counting.toSlides = (bytes, ext) => {
      runs++;
      return converter.toSlides(bytes, ext);
    };
    const bytes = await presentation(2);
    const hash = 'a'.repeat(64);
    const one = new Conversions(areaHandle(db), store, counting);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => one.slides(hash, 'pptx', async () => bytes)));
    expect(runs).toBe(1);
    expect(a).toHaveLength(2);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await store.exists(slidesPath(hash))).toBe(true);
    // Another copy of the server (its own Conversions) finds it in the store: no conversion.
    const other = new Conversions(areaHandle(db), store, counting);
    const started = performance.now();
    expect(await other.slides(hash, 'pptx', async () => bytes)).toEqual(a);
    expect(runs).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

it('says which tools are missing instead of failing (the server still starts)', () => {
  const r = checkTools();
  expect(typeof r.ok).toBe('boolean');
  if (!r.ok) expect(r.missing).toMatch(/LibreOffice|pdftoppm|bubblewrap/);
});

describe('conversions take turns by who asked (issue 34)', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = connect(inject('databaseUrl'), 3).db;
    dir = await mkdtemp(path.join(tmpdir(), 'kd-turns-'));
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it("one person's queued documents wait behind another person's first one", async () => {
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const fake = Object.create(new OfficeConverter(null, { ...converterOptionsFromEnv(), concurrency: 1 }));
    fake.toPdf = async (bytes: Buffer) => {
      order.push(bytes.toString());
      await new Promise<void>((r) => gates.set(bytes.toString(), r));
      return Buffer.from('%PDF-1.4');
    };
    const conversions = new Conversions(areaHandle(db), new LocalFileStore(dir), fake as OfficeConverter);
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(ok()).toBe(true);
    };
    const ask = (name: string, owner: string) =>
      conversions.pdf(name.padEnd(64, '0'), 'docx', async () => Buffer.from(name), owner);
    const runs = [ask('a1', 'alice')];
    await until(() => order.length === 1);
    runs.push(ask('a2', 'alice'));
    await until(() => conversions.load.waiting === 1);
    runs.push(ask('a3', 'alice'));
    await until(() => conversions.load.waiting === 2);
    runs.push(ask('b1', 'bob'));
    await until(() => conversions.load.waiting === 3);
    for (const name of ['a1', 'b1', 'a2', 'a3']) {
      await until(() => gates.has(name));
      gates.get(name)!();
    }
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });
});
