import { describe, expect, it } from 'vitest';
import { Spectral, Document } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { Json } from '@stoplight/spectral-parsers';
import { baseUrl } from '../support/api';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: any }> }>;
};

async function docs(): Promise<{ doc: any; ops: [string, Operation][] }> {
  const doc = await (await fetch(`${baseUrl()}/api/docs`)).json();
  const ops = Object.entries(doc.paths as Record<string, { post: Operation }>).map(
    ([p, item]) => [p, item.post] as [string, Operation],
  );
  return { doc, ops };
}

describe('/api/docs: a description a client author can generate from', () => {
  it("passes Spectral's OpenAPI ruleset (spectral:oas) with no error and no warning", async () => {
    const { doc } = await docs();
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as any, 'recommended']] } as any);
    const results = await spectral.run(new Document(JSON.stringify(doc), Json));
    const problems = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(problems).toEqual([]);
  });

  it('gives every operation an operationId, a summary, a description and a declared tag', async () => {
    const { doc, ops } = await docs();
    const declared = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    expect(ops.length).toBeGreaterThan(60);
    for (const [p, op] of ops) {
      expect(op.operationId, p).toBe(p.replace(/^\/api\//, '').replace(/\//g, '.'));
      expect(op.summary, p).toBeTruthy();
      expect(op.description, p).toBeTruthy();
      expect(op.tags?.length, p).toBe(1);
      expect(declared.has(op.tags![0]!), `${p} tag ${op.tags![0]}`).toBe(true);
    }
    expect(new Set(ops.map(([, o]) => o.operationId)).size).toBe(ops.length);
  });

  it('names the bearer scheme and the X-Cohort-Prog-Id header on academic calls only', async () => {
    const { doc, ops } = await docs();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const searchAppl = ops.find(([p]) => p === '/api/academicHome/searchAppl')![1];
    expect(searchAppl.security).toEqual([{ bearer: [] }]);
    expect(searchAppl.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-cohort-prog-id' }));
    const login = ops.find(([p]) => p === '/api/academic/login/ajaxLogin')![1];
    expect(login.security).toEqual([]);
    expect(login.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'x-cohort-prog-id' }));
  });

  it('declares the answer of every call: the envelope with its object, or a file', async () => {
    const { ops } = await docs();
    const missing = ops
      .filter(([, op]) => {
        const ok = op.responses?.['200']?.content;
        if (!ok) return true;
        const json = ok['application/json']?.schema;
        const isFile = Object.keys(ok).some((c) => c !== 'application/json');
        return !isFile && !json?.properties?.object;
      })
      .map(([p]) => p);
    expect(missing).toEqual([]);
  });

  it('declares the parts of every multipart call, the profile update’s JSON in data and its photo in file', async () => {
    const { doc } = await docs();
    const forms = Object.entries(doc.paths as Record<string, { post: { requestBody?: any } }>)
      .map(([p, item]) => [p, item.post.requestBody?.content?.['multipart/form-data']?.schema] as const)
      .filter(([, form]) => form);
    expect(forms.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        '/api/academicStaff/webSiteUpdateById',
        '/api/file/imageUpload',
        '/api/file/imgUpload',
        '/api/ckEditorUploadImg/uploadImg',
        '/api/file/formDataUpload',
      ]),
    );
    for (const [p, form] of forms) {
      const files = Object.values(form.properties as Record<string, { format?: string }>).filter(
        (x) => x.format === 'binary',
      );
      expect(files.length, p).toBeGreaterThan(0);
    }
    const update = forms.find(([p]) => p === '/api/academicStaff/webSiteUpdateById')![1];
    expect(Object.keys(update.properties).sort()).toEqual(['data', 'file']);
    expect(update.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(update.properties.data).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['academicStaffId']),
    });
    expect(update.required).toEqual(['data']);
  });
});
