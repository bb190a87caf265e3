import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@core/shared/languages.js';
import {
  ASSIGN_STATUSES,
  MODULE_MESSAGES,
  STUDENT_MODULE_STATUSES,
  STUDENT_SHOW_STATUSES,
  ASSIGN_SHOW_STATUSES,
} from '@schemas/modules/limits.js';
import { rolesOf } from '../../../plugins/modules/client/roles.js';

type Tree = { [k: string]: string | Tree };
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;
const merge = (a: Tree, b: Tree): Tree =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
      const x = a[k];
      const y = b[k];
      return [k, typeof x === 'object' && typeof y === 'object' ? merge(x, y) : (y ?? x)!];
    }),
  );
/** What the screens see: the labels loaded at start and the screens' (loadLabels.ts), one namespace, deep. */
const labels = Object.fromEntries(
  LANGUAGE_CODES.map((l) => [
    l,
    merge(read(`plugins/modules/client/locales/screens/${l}.json`), read(`plugins/modules/client/locales/${l}.json`)),
  ]),
);
const start = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, read(`plugins/modules/client/locales/${l}.json`)]));
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
const at = (t: Tree, path: string) => path.split('.').reduce<Tree | string | undefined>((x, k) => (x as Tree)?.[k], t);

describe('the module screens speak every language (issue 28)', () => {
  it('the label files of each language have the same keys, and the start files only what /academic shows', () => {
    const en = keys(labels.en!).sort();
    for (const l of LANGUAGE_CODES) expect([l, keys(labels[l]!).sort()]).toEqual([l, en]);
    // The menu entry and the home's Assessment card; the screens bring the rest.
    for (const l of LANGUAGE_CODES)
      expect(Object.keys(start[l]!).sort()).toEqual(['common', 'home', 'menu', 'moduleStatus']);
  });

  it('every rule message of plugins/modules/shared has its label, in English as the server writes it', () => {
    for (const [key, text] of Object.entries(MODULE_MESSAGES)) {
      expect(at(labels.en!, `rule.${key}`)).toBe(text);
      for (const l of ['zh-Hant', 'zh-Hans']) {
        const tr = at(labels[l]!, `rule.${key}`);
        expect(tr, `${l} rule.${key}`).toBeTruthy();
        expect(tr, `${l} rule.${key} is translated`).not.toBe(text);
      }
    }
  });

  it('every status and every counter list has a label, translated', () => {
    const codes = [
      ...STUDENT_MODULE_STATUSES.map((c) => `studentStatus.${c}`),
      ...ASSIGN_STATUSES.map((c) => `assignStatus.${c}`),
      ...STUDENT_SHOW_STATUSES.map((c) => `studentList.${c}`),
      ...ASSIGN_SHOW_STATUSES.map((c) => `assignmentList.${c}`),
    ];
    for (const k of codes) {
      const en = at(labels.en!, k);
      expect(en, k).toBeTruthy();
      for (const l of ['zh-Hant', 'zh-Hans']) expect(at(labels[l]!, k), `${l} ${k}`).not.toBe(en);
    }
  });

  it('the spec texts the screens show word for word (002 §5)', () => {
    expect(at(labels.en!, 'common.cancel')).toBe('Cancel');
    expect(at(labels.en!, 'grading.confirmText')).toBe(
      'Please confirm that the grade you entered for this assignment is {{mark}}.',
    );
    expect(at(labels.en!, 'grading.success')).toBe("You have successfully graded the student's assignment.");
    expect(at(labels.en!, 'list.search')).toBe('Search by Module Code, Module Name');
  });
});

describe('what the module screens offer each role (002 §6)', () => {
  const me = 7;
  it('a module convener manages; an AS with no wider role sees their own students; a PL acts on none', () => {
    expect(rolesOf({ userId: me, roleCodes: ['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR'] })).toMatchObject({
      convener: true,
      supervisor: true,
      supervisorOnly: false,
      studentActions: true,
    });
    expect(rolesOf({ userId: me, roleCodes: ['ACADEMIC_SUPERVISOR'] })).toMatchObject({
      convener: false,
      supervisorOnly: true,
      studentActions: true,
    });
    expect(rolesOf({ userId: me, roleCodes: ['PROGRAMME_LEADER'] })).toMatchObject({
      convener: false,
      supervisorOnly: false,
      studentActions: false,
    });
  });
});
