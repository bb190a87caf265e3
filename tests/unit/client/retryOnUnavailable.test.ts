import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setSelectedProgramme, setSessionEndHandler } from '@core/client/api';
import { isReadCall, isVersionedWrite, retriesOnUnavailable } from '@core/client/retryPolicy';
import { stubLocalStorage } from '../../support/browserStorage';

/**
 * Issue 37: a failover costs a call at most one 503 UNAVAILABLE, which the client sends once more
 * after a second when nothing can happen twice: a read, or a write that names its version.
 */
describe('retryPolicy: which calls go again after UNAVAILABLE', () => {
  it.each([
    'academicHome/searchAppl',
    'commonDropDown/searchSysParam',
    'academicStaff/webSiteSearchById',
    'academicModule/exportModuleStudent',
    'programmeSetup/downloadTemplate',
    'reports/definitions',
    'academicWPAFormPdf/generatePdf',
    'file/convertToPdf',
  ])('%s is a read', (path) => {
    expect(isReadCall(path)).toBe(true);
    expect(retriesOnUnavailable(path, {})).toBe(true);
  });

  it.each(['sysUserLoginRecord/insertLoginRecord', 'keyDocument/delete', 'wpaAppl/remind', 'programmeSetup/clone'])(
    '%s without a version is not repeated',
    (path) => {
      expect(isReadCall(path)).toBe(false);
      expect(retriesOnUnavailable(path, { roleCode: 'MODULE_CONVENER' })).toBe(false);
    },
  );

  it('a write that names its version (lastUpdatedDate) is repeated: a second apply is refused CONFLICT', () => {
    const body = { jobId: 1, jobPostStatus: 'POSTED', lastUpdatedDate: '2026-11-27T10:00:00.000000Z' };
    expect(isVersionedWrite(body)).toBe(true);
    expect(retriesOnUnavailable('academicHome/update', body)).toBe(true);
    expect(isVersionedWrite({ ...body, lastUpdatedDate: '' })).toBe(false);
    expect(isVersionedWrite({ ...body, lastUpdatedDate: null })).toBe(false);
    expect(isVersionedWrite([body])).toBe(false);
    const form = new FormData();
    form.set('lastUpdatedDate', 'x');
    expect(isVersionedWrite(form)).toBe(false);
  });

  it('sign-in and token calls are never repeated (their code or refresh token is single-use)', () => {
    for (const path of ['academic/login/ajaxLogin', 'academic/login/checkToken', 'academic/login/refreshToken']) {
      expect(retriesOnUnavailable(path, { lastUpdatedDate: 'x' })).toBe(false);
    }
  });
});

const store = new Map<string, string>();
const fetchMock = vi.fn<typeof fetch>();
const ended = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const UNAVAILABLE = {
  msg: 'The service is temporarily unavailable. Please try again in a moment.',
  object: null,
  errorCode: 'UNAVAILABLE',
};

beforeEach(() => {
  vi.useFakeTimers();
  store.clear();
  stubLocalStorage(store);
  vi.stubGlobal('fetch', fetchMock);
  store.set('wilAcademicAccessToken', 'token-1');
  setSelectedProgramme({ cohortProgId: 7, progCode: 'BSCCS' });
  setSessionEndHandler(ended);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  ended.mockReset();
});

/** Runs the call while the fake clock moves past the retry's pause. */
async function settle<T>(p: Promise<T>): Promise<T | unknown> {
  const out = p.catch((e: unknown) => e);
  await vi.advanceTimersByTimeAsync(1_500);
  return out;
}

describe('api(): one retry after UNAVAILABLE', () => {
  it('a read answered 503 is sent again a second later, with the same token and programme', async () => {
    fetchMock
      .mockResolvedValueOnce(json(UNAVAILABLE, 503))
      .mockResolvedValueOnce(json({ msg: 'SUCCESS', object: [1] }));
    const answer = api('academicHome/searchAppl', { progCodeList: ['BSCCS'] });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await settle(answer)).toEqual([1]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]!.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-cohort-prog-id': '7',
    });
    expect(fetchMock.mock.calls[1]![1]!.body).toBe(JSON.stringify({ progCodeList: ['BSCCS'] }));
  });

  it('only once: a second UNAVAILABLE is thrown with its msg, and the session goes on', async () => {
    fetchMock.mockResolvedValueOnce(json(UNAVAILABLE, 503)).mockResolvedValueOnce(json(UNAVAILABLE, 503));
    const e = await settle(api('academicHome/searchAppl', {}));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ message: UNAVAILABLE.msg, errorCode: 'UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ended).not.toHaveBeenCalled();
  });

  it('a versioned write is repeated; its repeat may say CONFLICT (the first one was written)', async () => {
    const conflict = { msg: 'This record was changed by someone else.', object: null, errorCode: 'CONFLICT' };
    fetchMock.mockResolvedValueOnce(json(UNAVAILABLE, 503)).mockResolvedValueOnce(json(conflict, 409));
    const body = { jobId: 3, jobPostStatus: 'POSTED', lastUpdatedDate: '2026-11-27T10:00:00.000000Z' };
    expect(await settle(api('academicHome/update', body))).toMatchObject({ errorCode: 'CONFLICT' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a write without a version is not repeated: the user decides', async () => {
    fetchMock.mockResolvedValueOnce(json(UNAVAILABLE, 503));
    const e = await settle(api('sysUserLoginRecord/insertLoginRecord', { roleCode: 'MODULE_CONVENER' }));
    expect(e).toMatchObject({ errorCode: 'UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('MAINTENANCE (also 503) is not retried', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ msg: 'Closed for maintenance.', object: null, errorCode: 'MAINTENANCE' }, 503),
    );
    expect(await settle(api('academicHome/searchAppl', {}))).toMatchObject({ errorCode: 'MAINTENANCE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
