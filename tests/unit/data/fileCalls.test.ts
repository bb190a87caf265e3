import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setSelectedCohort, setSelectedProgramme, setSessionEndHandler } from '@core/client/api';
import { call } from '@core/client/data/call';
import { callFile, callMultipart } from '@core/client/data/fileCalls';
import { stubLocalStorage } from '../../support/browserStorage';

/**
 * Issue 27: one way to call. File answers and multipart bodies go through the kernel's envelope
 * rules: the token and the selected programme, one refresh and retry on TOKEN_EXPIRED, the
 * session ended on a network failure, and a refusal thrown as an ApiError with its object.
 */
const fileSpec = { path: 'area/download', file: { contentType: 'application/pdf' } } as const;
const uploadSpec = {
  path: 'area/upload',
  body: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
  multipart: { files: { file: { types: ['xlsx'] }, extra: { types: ['pdf'], required: false } } },
  reply: { type: 'object', properties: { rows: { type: 'integer' } } },
} as const;

const store = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();
const ended = vi.fn();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const file = (bytes: string, name: string) =>
  new Response(bytes, { status: 200, headers: { 'content-type': 'application/pdf', 'x-file-name': name } });
const sent = (i: number) => fetchMock.mock.calls[i]!;
const headersOf = (i: number) => sent(i)[1]!.headers as Record<string, string>;

beforeEach(() => {
  store.clear();
  stubLocalStorage(store);
  vi.stubGlobal('fetch', fetchMock);
  store.set('wilAcademicAccessToken', 'old-token');
  store.set('wilAcademicRefreshToken', 'refresh-1');
  setSelectedProgramme({ cohortProgId: 42, progCode: 'BSCCS' });
  setSelectedCohort({ cohortId: 7, cohortYear: 2026 });
  setSessionEndHandler(ended);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  ended.mockReset();
});

describe('callFile: a file answer with the envelope rules', () => {
  it('answers the file and the name the server gave it, sending the token and the programme', async () => {
    fetchMock.mockResolvedValueOnce(file('%PDF', 'Report_20261125093000_0421.pdf'));
    const answer = await callFile(fileSpec, undefined);
    expect(answer.fileName).toBe('Report_20261125093000_0421.pdf');
    expect(await answer.blob.text()).toBe('%PDF');
    expect(sent(0)[0]).toBe('/api/area/download');
    expect(headersOf(0)).toMatchObject({ authorization: 'Bearer old-token', 'x-cohort-prog-id': '42' });
  });

  it('refreshes an expired token once and retries the download', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ msg: 'Expired', object: null, errorCode: 'TOKEN_EXPIRED' }, 401))
      .mockResolvedValueOnce(json({ msg: 'SUCCESS', object: { accessToken: 'new-token', refreshToken: 'r2' } }))
      .mockResolvedValueOnce(file('%PDF', 'a.pdf'));
    expect((await callFile(fileSpec, undefined)).fileName).toBe('a.pdf');
    expect(sent(1)[0]).toBe('/api/academic/login/refreshToken');
    expect(headersOf(2).authorization).toBe('Bearer new-token');
    expect(ended).not.toHaveBeenCalled();
  });

  it('throws a JSON answer as an ApiError with its msg, errorCode and object', async () => {
    fetchMock.mockResolvedValueOnce(json({ msg: 'Please narrow the filters.', object: null, errorCode: 'VALIDATION' }, 400));
    const e = await callFile(fileSpec, undefined).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: 'Please narrow the filters.', errorCode: 'VALIDATION', object: null });
  });

  it('ends the session on a network failure, and on an error page that is no envelope', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(callFile(fileSpec, undefined)).rejects.toMatchObject({ errorCode: 'NETWORK' });
    fetchMock.mockResolvedValueOnce(new Response('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(callFile(fileSpec, undefined)).rejects.toMatchObject({ errorCode: 'NETWORK' });
    expect(ended).toHaveBeenCalledTimes(2);
  });
});

describe('callMultipart: files and the JSON model in one form', () => {
  it('sends each file in its field and the model as JSON text in form field model', async () => {
    fetchMock.mockResolvedValueOnce(json({ msg: 'SUCCESS', object: { rows: 3 }, errorCode: null }));
    const book = new File(['xlsx bytes'], 'setup.xlsx');
    const rows = await callMultipart(uploadSpec, { files: { file: book }, model: { title: 'Setup' } });
    expect(rows).toEqual({ rows: 3 });
    const form = sent(0)[1]!.body as FormData;
    expect(form.get('model')).toBe('{"title":"Setup"}');
    expect((form.get('file') as File).name).toBe('setup.xlsx');
    expect(form.has('extra')).toBe(false);
    // The browser sets the multipart boundary itself.
    expect(headersOf(0)['content-type']).toBeUndefined();
  });

  it("a refusal with details carries the envelope's object (the batch upload's row faults)", async () => {
    const errors = [{ row: 2, column: 'Cohort', reason: 'Cohort must be a year.' }];
    fetchMock.mockResolvedValueOnce(json({ msg: 'Nothing was saved.', object: { errors }, errorCode: 'VALIDATION' }, 400));
    const e = await callMultipart(uploadSpec, { files: { file: new Blob(['x']) }, model: { title: 'x' } }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).object).toEqual({ errors });
  });
});

describe('the selected programme reaches a payload in one place: the call layer (issue 34)', () => {
  const listSpec = {
    path: 'area/list',
    body: {
      type: 'object',
      properties: {
        progCodeList: { type: 'array', items: { type: 'string' } },
        currentCohortYear: { type: 'integer' },
        cohortYear: { type: 'integer' },
        title: { type: 'string' },
      },
    },
    reply: { type: 'object' },
    scope: { progCodeList: 'progCodeList', cohortYear: ['currentCohortYear', 'cohortYear'] },
  } as const;
  const bodyOf = (i: number) => JSON.parse(sent(i)[1]!.body as string);

  it("fills the spec's scope fields a screen left out, the first name of each kind, with the header", async () => {
    fetchMock.mockResolvedValueOnce(json({ msg: 'SUCCESS', object: {}, errorCode: null }));
    await call(listSpec, { title: 'x' });
    expect(bodyOf(0)).toEqual({ title: 'x', progCodeList: ['BSCCS'], currentCohortYear: 2026 });
    expect(headersOf(0)).toMatchObject({ 'x-cohort-prog-id': '42' });
  });

  it("keeps what the screen chose (a report's own programme filter)", async () => {
    fetchMock.mockResolvedValueOnce(json({ msg: 'SUCCESS', object: {}, errorCode: null }));
    await call(listSpec, { progCodeList: ['BSCDS'], cohortYear: 2025 });
    expect(bodyOf(0)).toEqual({ progCodeList: ['BSCDS'], cohortYear: 2025 });
  });

  it('with a cohort and no programme selected, fills the cohort only; a picker is never filled', async () => {
    setSelectedProgramme(null);
    fetchMock.mockImplementation(async () => json({ msg: 'SUCCESS', object: {}, errorCode: null }));
    await call(listSpec, {});
    expect(bodyOf(0)).toEqual({ currentCohortYear: 2026 });
    expect(headersOf(0)['x-cohort-prog-id']).toBeUndefined();
    setSelectedProgramme({ cohortProgId: 42, progCode: 'BSCCS' });
    await call({ ...listSpec, scope: { progCodeList: 'progCodeList', reach: 'held' } } as const, {});
    expect(bodyOf(1)).toEqual({});
  });

  it("fills a multipart call's model and a file call's payload the same way", async () => {
    const profileSpec = {
      path: 'area/profile',
      body: { type: 'object', properties: { progCode: { type: 'string' }, cohortId: { type: 'integer' } } },
      multipart: { model: 'data', files: { file: { types: ['png'], required: false } } },
      reply: { type: 'object' },
      scope: { progCode: 'progCode', cohortId: 'cohortId' },
    } as const;
    fetchMock.mockResolvedValueOnce(json({ msg: 'SUCCESS', object: {}, errorCode: null }));
    await callMultipart(profileSpec, { files: {}, model: {} });
    expect(JSON.parse((sent(0)[1]!.body as FormData).get('data') as string)).toEqual({ progCode: 'BSCCS', cohortId: 7 });
    fetchMock.mockResolvedValueOnce(file('%PDF', 'x.pdf'));
    await callFile({ ...fileSpec, body: listSpec.body, scope: { progCodeList: 'progCodeList' } } as const, {});
    expect(bodyOf(1)).toEqual({ progCodeList: ['BSCCS'] });
  });
});

