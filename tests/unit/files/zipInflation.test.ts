import { describe, expect, it } from 'vitest';
import { demoFiles } from '@core/server/demo/demoFiles';
import { checkInflation, zipEntries } from '@core/server/files/zipInflation';
import { inflatingDocx } from '../../support/hostileFiles';

/** Issue 34, probe finding 5: an office file that unpacks far past its size is refused before it is taken. */
const refusal = async (bytes: Buffer) => {
  try {
    await checkInflation(bytes);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('what an office zip unpacks to', () => {
  it('a real document passes; its directory lists every part', async () => {
    const docx = await demoFiles.docx('Report', ['One.', 'Two.']);
    expect(await refusal(docx)).toBeNull();
    expect(zipEntries(docx).map((e) => e.method)).toContain(8);
  });

  it('a 150 KB docx declaring 150 MB is refused by its directory, in milliseconds', async () => {
    const bomb = await inflatingDocx();
    expect(bomb.length).toBeLessThan(300 * 1024);
    const started = performance.now();
    expect(await refusal(bomb)).toBe(
      'The file unpacks to more than 100 MB; please save it smaller (for example with smaller pictures).',
    );
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('one whose directory lies about the size is caught by inflating (and stops at the bound)', async () => {
    expect(await refusal(await inflatingDocx(150 * 1024 * 1024, 'lie'))).toMatch(/unpacks to more than 100 MB/);
  });

  it('one under 100 MB but more than 100 times its size is refused too', async () => {
    expect(await refusal(await inflatingDocx(30 * 1024 * 1024))).toMatch(/more than 100 times its size/);
  });

  it('a zip whose directory points past the file cannot be read', async () => {
    const docx = await demoFiles.docx('Report', ['One.']);
    const cut = Buffer.concat([docx.subarray(0, 40), docx.subarray(docx.length - 200)]);
    expect(await refusal(cut)).toBe('The office file cannot be read; please save it again from its program.');
  });
});
