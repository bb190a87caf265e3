import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '@core/client/locales/en.json';
import zhHant from '@core/client/locales/zh-Hant.json';
import zhHans from '@core/client/locales/zh-Hans.json';
import { roleName, roleNameList } from '@core/client/session/roleNames';

const ROLE_CODES = ['MODULE_CONVENER', 'PROGRAMME_LEADER', 'ACADEMIC_SUPERVISOR']; // spec 000 §1

async function labels(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    defaultNS: 'core',
    resources: { en: { core: en }, 'zh-Hant': { core: zhHant }, 'zh-Hans': { core: zhHans } },
  });
  return i18n.t;
}

describe('role names by code in the language on (issue 27)', () => {
  it('names every role of the spec in each language, Chinese ones translated', async () => {
    const t = { en: await labels('en'), tc: await labels('zh-Hant'), sc: await labels('zh-Hans') };
    for (const code of ROLE_CODES) {
      const [e, tc, sc] = [roleName(t.en, code, 'x'), roleName(t.tc, code, 'x'), roleName(t.sc, code, 'x')];
      expect(e).not.toBe('x');
      expect(tc).not.toBe(e);
      expect(sc).not.toBe(e);
      expect(tc).toMatch(/^\p{Script=Han}+$/u);
      expect(sc).toMatch(/^\p{Script=Han}+$/u);
    }
    expect(roleName(t.en, 'MODULE_CONVENER', 'Convenor')).toBe('Module Convener');
    expect(roleName(t.tc, 'ACADEMIC_SUPERVISOR', 'Academic Supervisor')).toBe('學術導師');
  });

  it("shows the server's name for a code the locales do not know, else the code", async () => {
    const t = await labels('zh-Hant');
    expect(roleName(t, 'EXTERNAL_EXAMINER', 'External Examiner')).toBe('External Examiner');
    expect(roleName(t, 'EXTERNAL_EXAMINER', null)).toBe('EXTERNAL_EXAMINER');
  });

  it("joins a programme's roles with the language's list separator", async () => {
    const codes = ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR'];
    const names = ['Module Convener', 'Academic Supervisor'];
    expect(roleNameList(await labels('en'), codes, names)).toBe('Module Convener, Academic Supervisor');
    expect(roleNameList(await labels('zh-Hant'), codes, names)).toBe('單元統籌人、學術導師');
    expect(roleNameList(await labels('zh-Hans'), [...codes, 'NEW_ROLE'], [...names, 'New Role'])).toBe(
      '单元统筹人、学术导师、New Role',
    );
  });
});
