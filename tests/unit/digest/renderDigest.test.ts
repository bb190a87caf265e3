import { describe, expect, it } from 'vitest';
import { contributeDigest, type DigestItem } from '@core/server/digest/digestPoint';
import { DigestSections } from '@core/server/digest/digestSections';
import { digestTranslator, renderDigest, type PersonDigest } from '@core/server/digest/renderDigest';
import { choiceRef, routeRef } from '@schemas/core/contract';
import type { LanguageCode } from '@core/shared/languages';

const page = routeRef('alpha.list', ['showStatus']);
const module = choiceRef('alpha.module', 'ModuleId');
const labels = {
  en: { t: 'Forms to review', i_one: '{{code}}: {{count}} form', i_other: '{{code}}: {{count}} forms' },
  'zh-Hant': { t: '待審閱的表格', i_other: '{{code}}：{{count}} 份表格' },
  'zh-Hans': { t: '待审阅的表格', i_other: '{{code}}：{{count}} 份表格' },
};
const sections = new DigestSections([
  {
    id: 'alpha',
    contributes: [
      contributeDigest({
        labels,
        sections: [{ id: 'alpha.forms', order: 1, titleKey: 't', itemKey: 'i', items: async () => [] }],
      }),
    ],
  },
]);
const t = digestTranslator(sections, 'WIL');
const item = (code: string, count: number): DigestItem => ({
  userId: 1,
  count,
  params: { code },
  link: { to: page, params: { showStatus: 'over' }, cohortProgId: 3, choice: { ref: module, value: 9 } },
});
const person = (language: LanguageCode, items: DigestItem[]): PersonDigest => ({
  name: 'Grace <Cheung>',
  language,
  sections: [{ registered: sections.sections[0]!, items }],
});
const context = {
  publicUrl: 'https://wil.example.edu',
  productName: 'WIL',
  day: '2026-11-28',
  profileUrl: 'https://wil.example.edu/academic/open?to=profile.detail',
  unsubscribeUrl: 'https://wil.example.edu/digest/unsubscribe?token=abc',
};

describe("the digest mail: in the person's language, HTML and text, dates as the product shows them", () => {
  it('English: subject with the count and the day (DD MMM YYYY), each item with its link', () => {
    const m = renderDigest(person('en', [item('COMP3911', 1), item('<b>X</b>', 3)]), t('en'), context);
    expect(m.subject).toBe('WIL Academic, 28 Nov 2026: 4 things wait for you');
    expect(m.text).toContain('Dear Grace <Cheung>,');
    expect(m.text).toContain('Forms to review\n- COMP3911: 1 form\n');
    expect(m.text).toContain(
      'https://wil.example.edu/academic/open?to=alpha.list&prog=3&choice=alpha.module&value=9&p.showStatus=over',
    );
    expect(m.text).toContain('Stop these mails: https://wil.example.edu/digest/unsubscribe?token=abc');
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain(
      'COMP3911: 1 form <a href="https://wil.example.edu/academic/open?to=alpha.list&amp;prog=3',
    );
  });

  it('escapes what comes from data in the HTML part (a name, a module code)', () => {
    const m = renderDigest(person('en', [item('<b>X</b>', 3)]), t('en'), context);
    expect(m.html).toContain('Dear Grace &lt;Cheung&gt;,');
    expect(m.html).toContain('&lt;b&gt;X&lt;/b&gt;: 3 forms');
    expect(m.html).not.toContain('<b>X</b>');
  });

  it('Traditional and Simplified Chinese: every label in the language, the date as the product shows it', () => {
    const tc = renderDigest(person('zh-Hant', [item('COMP3911', 2)]), t('zh-Hant'), context);
    expect(tc.subject).toBe('WIL Academic，28 Nov 2026：有 2 項事務待您處理');
    expect(tc.text).toContain('待審閱的表格\n- COMP3911：2 份表格');
    expect(tc.text).toContain('停止接收此類郵件：https://wil.example.edu/digest/unsubscribe?token=abc');
    expect(tc.html).toContain('<html lang="zh-Hant">');
    const sc = renderDigest(person('zh-Hans', [item('COMP3911', 2)]), t('zh-Hans'), context);
    expect(sc.subject).toBe('WIL Academic，28 Nov 2026：有 2 项事务待您处理');
    expect(sc.text).toContain('待审阅的表格\n- COMP3911：2 份表格');
    expect(sc.html).toContain('停止接收此类邮件');
  });
});
