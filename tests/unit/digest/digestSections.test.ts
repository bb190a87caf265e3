import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { contributeDigest, linkChoice, type DigestSection } from '@core/server/digest/digestPoint';
import { DigestSections } from '@core/server/digest/digestSections';
import { routeRef, choiceRef } from '@schemas/core/contract';
import jobReview from '@plugins/job-review/server/index';
import modules from '@plugins/modules/server/index';
import wpa from '@plugins/wpa/server/index';
import keyDocuments from '@plugins/key-documents/server/index';
import profile from '@plugins/profile/server/index';

const labels = (title = 'Heading', item = '{{count}} things') => {
  const bundle = { t: title, i_one: item, i_other: item };
  return { en: bundle, 'zh-Hant': bundle, 'zh-Hans': bundle };
};
const section = (id: string, order = 1): DigestSection => ({
  id,
  order,
  titleKey: 't',
  itemKey: 'i',
  items: async () => [],
});
const plugin = (id: string, ...sections: DigestSection[]) => ({
  id,
  contributes: [contributeDigest({ labels: labels(), sections })],
});

describe("the kernel's digest extension point: the enabled plugins' sections, checked at start", () => {
  it('collects the sections of the enabled plugins in their order, with their labels by namespace', () => {
    const s = new DigestSections([plugin('beta', section('beta.two', 20)), plugin('alpha', section('alpha.one', 10))]);
    expect(s.sections.map((x) => [x.plugin, x.section.id])).toEqual([
      ['alpha', 'alpha.one'],
      ['beta', 'beta.two'],
    ]);
    expect(s.labels['zh-Hant'].beta).toMatchObject({ t: 'Heading' });
  });

  it('a plugin that is off contributes nothing: only the listed plugins are read', () => {
    const s = new DigestSections([plugin('alpha', section('alpha.one'))]);
    expect(s.sections.map((x) => x.section.id)).toEqual(['alpha.one']);
  });

  it('refuses a section named outside its plugin, one named twice, and one without a label in some language', () => {
    expect(() => new DigestSections([plugin('alpha', section('beta.one'))])).toThrow(
      "The digest section 'beta.one' of 'alpha' must be named 'alpha.<name>'.",
    );
    expect(() => new DigestSections([plugin('alpha', section('alpha.one'), section('alpha.one'))])).toThrow(
      "The digest section 'alpha.one' is declared twice.",
    );
    const missing = {
      id: 'alpha',
      contributes: [
        contributeDigest({
          labels: { ...labels(), 'zh-Hans': { t: 'x' } },
          sections: [section('alpha.one')],
        }),
      ],
    };
    expect(() => new DigestSections([missing])).toThrow("The digest section 'alpha.one' has no 'zh-Hans' label 'i'.");
  });

  it("keeps the field points' contributions apart, and refuses a link choice declared twice", () => {
    const c = choiceRef('alpha.thing', 'Thing');
    const choice = linkChoice(c, (v) => sql<number | null>`${v}`);
    const s = new DigestSections([{ id: 'alpha', linkChoices: [choice], contributes: [{ point: {}, fields: {} }] }]);
    expect(s.sections).toEqual([]);
    expect(s.choice('alpha.thing')).toBe(choice);
    expect(s.choice('alpha.other')).toBeUndefined();
    expect(() => new DigestSections([{ id: 'a', linkChoices: [choice, choice] }])).toThrow(
      "The link choice 'alpha.thing' is declared twice.",
    );
  });

  it('the areas contribute the sections the issue names, and the modules area the chosen module', () => {
    const s = new DigestSections([jobReview, modules, wpa, keyDocuments, profile]);
    expect(s.sections.map((x) => x.section.id)).toEqual([
      'job-review.postsAwaitingApproval',
      'job-review.applicationsAwaitingScreening',
      'wpa.awaitingReview',
      'wpa.waitingForSupervisor',
      'modules.submissionsAwaitingMarks',
      'modules.overdueAssignments',
      'key-documents.oldDrafts',
    ]);
    expect(s.choice('modules.cohortModule')?.ref.key).toBe('CohortModuleId');
    // Without the WPA and key-documents areas, their sections are gone.
    const fewer = new DigestSections([jobReview, modules]);
    expect(fewer.sections.map((x) => x.plugin)).not.toContain('wpa');
    expect(fewer.sections.map((x) => x.plugin)).not.toContain('key-documents');
    expect(routeRef('x.y').kind).toBe('route');
  });
});
