import { beforeAll, describe, expect, it } from 'vitest';
import { referenceCalls } from '@schemas/core/reference.js';
import { call, signIn } from '../../support/api';

/** commonDropDown/searchSysParam for the key documents (spec 002 §7 'Parameters'). */
let token = '';
beforeAll(async () => {
  token = (await signIn('mc01')).accessToken;
});

describe('commonDropDown/searchSysParam with a code', () => {
  it('KEY_DOCUMENT_FILE_TYPE with code EXEMPT answers the exemption type only', async () => {
    const all = await call(referenceCalls.searchSysParam.path, { segment: 'KEY_DOCUMENT_FILE_TYPE' }, { token });
    const exempt = await call(
      referenceCalls.searchSysParam.path,
      { segment: 'KEY_DOCUMENT_FILE_TYPE', code: 'EXEMPT' },
      { token },
    );
    expect(all.object.length).toBeGreaterThan(1);
    expect(exempt.msg).toBe('SUCCESS');
    expect(exempt.object).toHaveLength(1);
    expect(all.object.map((p: { paramId: number }) => p.paramId)).toContain(exempt.object[0].paramId);
  });

  it('ASSIGN_FILE_TYPE answers its options', async () => {
    const r = await call(referenceCalls.searchSysParam.path, { segment: 'ASSIGN_FILE_TYPE' }, { token });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.length).toBeGreaterThan(0);
  });

  it('SYSTEM_CONFIG answers only the upload limits, one code at a time', async () => {
    for (const code of ['KEY_DOCUMENT_FILE_SIZE', 'FILE_SIZE']) {
      const r = await call(referenceCalls.searchSysParam.path, { segment: 'SYSTEM_CONFIG', code }, { token });
      expect(r.msg).toBe('SUCCESS');
      // The key-documents plugin seeds them ('10', MB); without it the list is empty.
      for (const p of r.object as { parmValue1: string }[]) expect(Number(p.parmValue1)).toBeGreaterThan(0);
    }
    const other = await call(
      referenceCalls.searchSysParam.path,
      { segment: 'SYSTEM_CONFIG', code: 'MAX_UPLOAD_MB' },
      { token },
    );
    expect(other.errorCode).toBe('VALIDATION');
    expect(other.msg).toContain('segment SYSTEM_CONFIG');
  });
});
