import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { remarkText } from '@plugins/wpa/client/remarkText';
import en from '@plugins/wpa/client/locales/screens/en.json';
import zhHant from '@plugins/wpa/client/locales/screens/zh-Hant.json';
import formEn from '@plugins/wpa/client/locales/form/en.json';
import formHant from '@plugins/wpa/client/locales/form/zh-Hant.json';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    ns: ['wpa'],
    defaultNS: 'wpa',
    interpolation: { escapeValue: false },
    resources: { en: { wpa: { ...formEn, ...en } }, 'zh-Hant': { wpa: { ...formHant, ...zhHant } } },
  }),
);
const say = (lng: string, e: Parameters<typeof remarkText>[0]) => remarkText(e, i18n.getFixedT(lng, 'wpa'));
const coded = (remarkCode: string, remarkParams: Record<string, string | null>) => ({
  eventRemark: 'English text the client never reads',
  remarkCode,
  remarkParams,
});

describe('remarks the server wrote, from their code (issue 35)', () => {
  it('sent and reminded name the supervisor, or say who when no name was given', () => {
    expect(say('en', coded('sent', { name: 'Ann Lee', email: 'ann@x.hk' }))).toBe('Sent to Ann Lee <ann@x.hk>');
    expect(say('zh-Hant', coded('reminded', { n: '2', name: null, email: 'is@x.hk' }))).toBe(
      '第 2 次提醒已發送予 業界導師 <is@x.hk>',
    );
  });

  it("a decision's source in the language on, the reviewer's words after it as typed", () => {
    const e = coded('source', { source: 'STUDENT', remark: 'Fine work.' });
    expect(say('en', e)).toBe(`Source: ${formEn.dialog.sourceStudent}\nFine work.`);
    expect(say('zh-Hant', e)).toBe(`來源：${formHant.dialog.sourceStudent}\nFine work.`);
  });

  it('a weighting names the default weighting in words', () => {
    expect(say('en', coded('weighted', { from: '30', to: null }))).toBe('Override weight 30 → default');
  });

  it('a typed remark shows as typed, even one that reads like a server remark', () => {
    const typed = { eventRemark: 'Sent to nobody <x@y.z>', remarkCode: null, remarkParams: null };
    expect(say('zh-Hant', typed)).toBe('Sent to nobody <x@y.z>');
  });
});
