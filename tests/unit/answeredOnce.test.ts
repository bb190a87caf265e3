import { describe, expect, it } from 'vitest';
import { answeredOnce } from '@core/shared/answeredOnce';
import { nextJobPostStatus } from '@plugins/job-review/machines/jobPost';

describe('answeredOnce', () => {
  it('decides once per distinct input and answers the same frozen answer after', () => {
    const asked: string[] = [];
    const next = answeredOnce(
      (status: string, event: string) => (asked.push(`${status}/${event}`), { to: `${status}>${event}` }),
      (status, event) => `${status}|${event}`,
    );
    const a = next('SUBMITTED', 'approve');
    expect(a).toEqual({ to: 'SUBMITTED>approve' });
    expect(next('SUBMITTED', 'approve')).toBe(a);
    expect(next('SUBMITTED', 'reject')).toEqual({ to: 'SUBMITTED>reject' });
    expect(asked).toEqual(['SUBMITTED/approve', 'SUBMITTED/reject']);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('keeps at most `max` answers and decides the rest each time', () => {
    let decided = 0;
    const next = answeredOnce(
      (n: number) => (decided++, { n }),
      (n) => String(n),
      2,
    );
    next(1);
    next(2);
    next(3);
    next(3);
    next(1);
    expect(decided).toBe(4);
  });

  it("keeps the job post machine's answers apart by every input its guards read", () => {
    const submitted = { status: 'SUBMITTED', isConvener: true, deadlinePassed: false };
    expect(nextJobPostStatus(submitted, { type: 'post.approve' })).toEqual({ ok: true, status: 'ACTIVE' });
    expect(nextJobPostStatus({ ...submitted, deadlinePassed: true }, { type: 'post.approve' }).ok).toBe(false);
    expect(nextJobPostStatus({ ...submitted, isConvener: false }, { type: 'post.approve' })).toMatchObject({
      ok: false,
      errorCode: 'FORBIDDEN',
    });
    expect(nextJobPostStatus(submitted, { type: 'post.approve' })).toEqual({ ok: true, status: 'ACTIVE' });
  });
});
