import { describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls';
import { baseUrl } from '../../support/api';
import { wpaSuite } from './setup';
import { pub, read, saveDraft, sentToSupervisor, submit } from './supervisorHelpers';

/**
 * Issue 34, probe finding 3: a lone surrogate (\ud800) in any string of any payload is refused by
 * the kernel's input check with a readable VALIDATION (PostgreSQL refuses it in jsonb, which
 * answered 500 on wpaIsForm/saveDraft and submit); a surrogate pair (an emoji) is text as usual.
 */
const suite = wpaSuite();
const { raw, wpaIn } = suite;
const LONE = 'Great work \ud800 overall';

const refused = (r: { status: number; errorCode: string | null; msg: string }, field: string) => {
  expect(r.status).toBe(400);
  expect(r.errorCode).toBe('VALIDATION');
  expect(r.msg).toBe(
    `${field} contains a character that is not valid text (a lone surrogate such as \\ud800); please remove it.`,
  );
};

describe('lone surrogates are refused before any handler (issue 34)', () => {
  it("the supervisor's saveDraft and submit: VALIDATION naming the field; nothing saved", async () => {
    const { token } = await sentToSupervisor(suite);
    refused(await saveDraft(token, { strengthArea: LONE }), 'strengthArea');
    refused(await submit(token, { companyName: 'Harbour\udfff' }), 'companyName');
    const key = await saveDraft(token, { ['\ud800']: 'x' });
    expect(key.msg).toMatch(/^The payload has a field name that contains a character that is not valid text/);
    expect((await read(token)).object.draft?.strengthArea ?? null).toBeNull();
    // A surrogate pair is one character: kept as written.
    expect((await saveDraft(token, { strengthArea: 'Great work 😀' })).msg).toBe('SUCCESS');
    expect((await read(token)).object.draft.strengthArea).toBe('Great work 😀');
  });

  it('a lone surrogate anywhere, even deep in a list or in a field a schema does not name', async () => {
    const w = await wpaIn('ACCEPTED', 'as01');
    const r = await raw('as01', wpaCalls.updateOverrideWeight.path, {
      studentModuleId: w.student_module_id,
      wpaApplModelList: [{ wpaApplId: w.wpa_appl_id, overrideWeight: 0.5, note: '\ud800' }],
    });
    refused(r, 'wpaApplModelList.0.note');
    const bare = await pub(wpaSupervisorCalls.searchByToken.path, '\udc00');
    refused(bare, 'The payload');
  });

  it("a multipart call's model: the signature upload's token", async () => {
    const fd = new FormData();
    fd.append('model', JSON.stringify({ token: 'abc\ud800' }));
    fd.append('signatureImg', new Blob([new Uint8Array([1, 2, 3])]), 's.png');
    const res = await fetch(`${baseUrl()}/api/${wpaSupervisorCalls.uploadSignature.path}`, {
      method: 'POST',
      body: fd,
    });
    refused({ status: res.status, ...(await res.json()) }, 'token');
  });
});
