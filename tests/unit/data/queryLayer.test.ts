import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryObserver, type QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { setSelectedProgramme, setSessionEndHandler } from '@core/client/api';
import type { CallSpec } from '@core/client/data/call';
import { ownArea } from '@core/client/data/changes';
import { createQueryClient } from '@core/client/data/queryClient';
import { asRead, callKey, loadedQuery } from '@core/client/data/useCall';
import { writeMutation } from '@core/client/data/useWrite';
import { call } from '@core/client/data/call';
import { stubLocalStorage } from '../../support/browserStorage';

const toasts = vi.hoisted(() => vi.fn());
vi.mock('@core/client/ui/toaster', () => ({ toast: { error: toasts, success: vi.fn() } }));

/**
 * Issue 35: the academic screens' reads through TanStack Query (core/client/data): one request
 * and one cached answer per [path, payload, programme] whoever asks, the reads a write names
 * asked again after it, and no retry but the call layer's one after a 503, for reads only.
 */
const searchAssign = { path: 'assign/searchAssign' } as const satisfies CallSpec;
const searchAssignList = { path: 'assign/searchAssignList' } as const satisfies CallSpec;
const searchKeyDocs = { path: 'keyDocument/search' } as const satisfies CallSpec;
const updateAssign = { path: 'assign/updateAssign' } as const satisfies CallSpec;

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (object: unknown) => json({ msg: 'SUCCESS', object });
const UNAVAILABLE = { msg: 'The service is temporarily unavailable.', object: null, errorCode: 'UNAVAILABLE' };
const asked = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/${path}`).length;

let client: QueryClient;
beforeEach(() => {
  stubLocalStorage(new Map([['wilAcademicAccessToken', 'token-1']]));
  vi.stubGlobal('fetch', fetchMock);
  setSelectedProgramme({ cohortProgId: 7, progCode: 'BSCCS' });
  setSessionEndHandler(vi.fn());
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toasts.mockReset();
});

/** A screen showing one read: its observer, and its next settled result. */
function show(spec: CallSpec, payload: unknown, opts: { errors?: 'silent'; scope?: number } = {}) {
  const observer = new QueryObserver(
    client,
    loadedQuery(callKey(spec.path, payload, opts.scope ?? 7), asRead(spec, payload as never), opts),
  );
  const results: QueryObserverResult[] = [];
  const stop = observer.subscribe((r) => results.push(r));
  const settled = () =>
    vi.waitFor(() => {
      const last = results.at(-1);
      if (!last || last.isFetching) throw new Error('still loading');
      return last;
    });
  return { observer, stop, settled };
}

describe('reads: one cache keyed by path, payload and programme', () => {
  it('two screens asking the same read share one request and one answer', async () => {
    fetchMock.mockResolvedValueOnce(ok([{ cohortModuleAssignId: 1 }]));
    const a = show(searchAssign, { cohortModuleId: 5 });
    const b = show(searchAssign, { cohortModuleId: 5 });
    expect((await a.settled()).data).toEqual([{ cohortModuleAssignId: 1 }]);
    expect((await b.settled()).data).toEqual([{ cohortModuleAssignId: 1 }]);
    expect(asked('assign/searchAssign')).toBe(1);
    expect(fetchMock.mock.calls[0]![1]!.body).toBe(JSON.stringify({ cohortModuleId: 5 }));
  });

  it('another payload or another programme is another answer', async () => {
    fetchMock.mockImplementation(async (_url, init) => ok(JSON.parse(String(init!.body))));
    const five = show(searchAssign, { cohortModuleId: 5 });
    const six = show(searchAssign, { cohortModuleId: 6 });
    const otherProgramme = show(searchAssign, { cohortModuleId: 5 }, { scope: 8 });
    expect((await five.settled()).data).toEqual({ cohortModuleId: 5 });
    expect((await six.settled()).data).toEqual({ cohortModuleId: 6 });
    await otherProgramme.settled();
    expect(asked('assign/searchAssign')).toBe(3);
  });

  it('a screen shown again gets the cached answer at once, and asks again', async () => {
    fetchMock.mockResolvedValueOnce(ok(['first'])).mockResolvedValueOnce(ok(['second']));
    const first = show(searchAssign, { cohortModuleId: 5 });
    await first.settled();
    first.stop();
    const again = new QueryObserver(
      client,
      loadedQuery(callKey(searchAssign.path, { cohortModuleId: 5 }, 7), asRead(searchAssign, undefined)),
    );
    expect(again.getCurrentResult().data).toEqual(['first']);
    const stop = again.subscribe(() => {});
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual(['second']));
    stop();
  });

  it('a failed read is a toast, unless the screen shows it itself', async () => {
    const refused = { msg: 'You may not see this module.', object: null, errorCode: 'FORBIDDEN' };
    fetchMock.mockResolvedValueOnce(json(refused, 403)).mockResolvedValueOnce(json(refused, 403));
    const loud = await show(searchAssign, { cohortModuleId: 1 }).settled();
    expect(loud.error).toMatchObject({ message: refused.msg, errorCode: 'FORBIDDEN' });
    expect(toasts).toHaveBeenCalledWith(refused.msg);
    toasts.mockReset();
    await show(searchAssign, { cohortModuleId: 2 }, { errors: 'silent' }).settled();
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('writes: the reads they name are asked again', () => {
  const write = (changes = ownArea(updateAssign)) =>
    new MutationObserver(
      client,
      writeMutation((p: object) => call(updateAssign, p as never), changes),
    ).mutate({ cohortModuleAssignId: 1, lastUpdatedDate: 'v1' });

  it("a write changes its own area's reads on screen, not another area's", async () => {
    fetchMock.mockImplementation(async (url) => ok(String(url)));
    const assigns = show(searchAssign, { cohortModuleId: 5 });
    const list = show(searchAssignList, { cohortModuleId: 5 });
    const docs = show(searchKeyDocs, { cohortModuleId: 5 });
    await Promise.all([assigns.settled(), list.settled(), docs.settled()]);
    await write();
    await vi.waitFor(() => expect(asked('assign/searchAssign')).toBe(2));
    expect(asked('assign/searchAssignList')).toBe(2);
    expect(asked('keyDocument/search')).toBe(1);
  });

  it('a write naming reads changes those, in any area; a read not on screen loads when next shown', async () => {
    fetchMock.mockImplementation(async (url) => ok(String(url)));
    const docs = show(searchKeyDocs, { cohortModuleId: 5 });
    const assigns = show(searchAssign, { cohortModuleId: 5 });
    await Promise.all([docs.settled(), assigns.settled()]);
    assigns.stop();
    await write([searchKeyDocs, searchAssign]);
    await vi.waitFor(() => expect(asked('keyDocument/search')).toBe(2));
    expect(asked('assign/searchAssign')).toBe(1);
    expect(client.getQueryState(callKey(searchAssign.path, { cohortModuleId: 5 }, 7))?.isInvalidated).toBe(true);
  });

  it('a failed write changes nothing', async () => {
    fetchMock.mockResolvedValueOnce(ok(['a']));
    await show(searchAssign, { cohortModuleId: 5 }).settled();
    fetchMock.mockResolvedValueOnce(json({ msg: 'Changed by someone else.', object: null, errorCode: 'CONFLICT' }, 409));
    await expect(write()).rejects.toMatchObject({ errorCode: 'CONFLICT' });
    expect(asked('assign/searchAssign')).toBe(1);
  });
});

describe('retries: reads once after a 503 (the call layer), writes never', () => {
  it('a read answered 503 is asked once more and shows the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockResolvedValueOnce(json(UNAVAILABLE, 503)).mockResolvedValueOnce(ok(['after']));
    const a = show(searchAssign, { cohortModuleId: 5 });
    await vi.advanceTimersByTimeAsync(1_500);
    vi.useRealTimers();
    expect((await a.settled()).data).toEqual(['after']);
    expect(asked('assign/searchAssign')).toBe(2);
  });

  it('a read refused twice is not asked a third time by the cache', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockImplementation(async () => json(UNAVAILABLE, 503));
    const a = show(searchAssign, { cohortModuleId: 5 }, { errors: 'silent' });
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect((await a.settled()).error).toMatchObject({ errorCode: 'UNAVAILABLE' });
    expect(asked('assign/searchAssign')).toBe(2);
  });

  it('a write answered 503 is sent once, and its failure goes to the screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockImplementation(async () => json(UNAVAILABLE, 503));
    const sent = new MutationObserver(client, writeMutation((p: object) => call(updateAssign, p as never), []))
      .mutate({ cohortModuleAssignId: 1 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    expect(await sent).toMatchObject({ errorCode: 'UNAVAILABLE' });
    expect(asked('assign/updateAssign')).toBe(1);
  });
});
