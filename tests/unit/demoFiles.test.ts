import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { demoFiles } from '@core/server/demo/demoFiles.js';

describe("the demo's Word document (the docx package)", () => {
  it('is a Word document with the title and paragraphs, the same bytes each time', async () => {
    const a = await demoFiles.docx('Certificate', ['First paragraph.', 'Second & last <one>.']);
    const b = await demoFiles.docx('Certificate', ['First paragraph.', 'Second & last <one>.']);
    expect(a.equals(b)).toBe(true);
    const zip = await JSZip.loadAsync(a);
    const body = await zip.file('word/document.xml')!.async('string');
    expect(body).toContain('Certificate');
    expect(body).toContain('Second &amp; last &lt;one&gt;.');
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('wordprocessingml.document.main+xml');
    expect(await zip.file('docProps/core.xml')!.async('string')).toContain('2026-01-01T00:00:00Z');
  });
});
