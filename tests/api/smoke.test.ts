import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';

describe('sign-on smoke', () => {
  it('signs mc01 in through the provider and loads the academic record', async () => {
    const s = await signIn('mc01');
    const r = await call('user/searchAcademic', { cohortId: null }, { token: s.accessToken });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.model.academicStaffAcctId).toBe('mc01');
  });
});
