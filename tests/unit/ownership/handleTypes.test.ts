import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Ownership the compiler checks (docs/ARCHITECTURE.md 'Ownership'): statements written against an
 * area's handle are compiled with the TypeScript API, as the project compiles them (tsconfig.json),
 * and each deliberate violation must fail with a diagnostic naming what it reached for, while the
 * legal forms compile.
 */

const root = path.resolve(__dirname, '../../..');
const imports = `
import type { ReportsDb } from '@plugins/reports/server/area.js';
import type { WpaDb } from '@plugins/wpa/server/area.js';
import type { KeyDocumentsDb } from '@plugins/key-documents/server/area.js';
declare const reports: ReportsDb;
declare const wpa: WpaDb;
declare const keyDocs: KeyDocumentsDb;
export {};
`;

/** Each case: statements after the declarations above, and what its one error must mention. */
const violations: Record<string, [string, RegExp]> = {
  "another area's table, read": [`await reports.selectFrom('wpaAppls').selectAll().execute();`, /wpaAppls/],
  "another area's table, joined": [
    `await wpa.selectFrom('wpaAppls as w').innerJoin('keyDocuments as k', 'k.studentModuleId', 'w.studentModuleId').selectAll().execute();`,
    /keyDocuments/,
  ],
  'a kernel table, inserted': [
    `await wpa.insertInto('users').values({ accountId: 'x', userType: 'ACADEMIC' }).execute();`,
    /users/,
  ],
  'a kernel table, updated': [`await wpa.updateTable('academicStaff').set({ cna: 'x' }).execute();`, /academicStaff/],
  'a kernel table, updated under an alias': [
    `await wpa.updateTable('sysParams as p').set({ code: 'x' }).execute();`,
    /sysParams as p/,
  ],
  'a kernel table, deleted in a transaction': [
    `await wpa.transaction().execute((trx) => trx.deleteFrom('sysParams').execute());`,
    /sysParams/,
  ],
  'a kernel table, merged into': [`wpa.mergeInto('students');`, /students/],
  'a write through a CTE builder': [
    `wpa.with('x', (q) => q.selectFrom('users').select('userId'));`,
    /'with' does not exist/,
  ],
  'a password column': [`await wpa.selectFrom('users').select('passwordHash').execute();`, /"passwordHash"/],
  'a kernel table no area reads': [`await wpa.selectFrom('kernelSecrets').selectAll().execute();`, /kernelSecrets/],
  'a view the area does not declare it reads': [
    `await keyDocs.selectFrom('programmeParametersV').selectAll().execute();`,
    /programmeParametersV/,
  ],
};

const legal = `
const rows = await wpa
  .selectFrom('wpaAppls as w')
  .innerJoin('modulesStudentModulesV as sm', 'sm.studentModuleId', 'w.studentModuleId')
  .innerJoin('users as u', 'u.userId', 'sm.academicSupervisorUserId')
  .select(['w.wpaApplId', 'sm.studentName', 'u.email'])
  .execute();
await wpa.updateTable('wpaAppls as w').set({ remarks: 'x' }).where('w.wpaApplId', '=', rows[0]!.wpaApplId).execute();
await wpa.transaction().execute(async (trx) => {
  await trx.insertInto('wpaApplEvents').values({ wpaApplId: 1, eventType: 'X', toStatus: 'Y' }).execute();
  await trx.deleteFrom('wpaIsLinks').where('wpaApplId', '=', 1).execute();
});
await wpa.connection().execute((conn) => conn.selectFrom('programmeParametersV').select('progCode').execute());
await keyDocs.selectFrom('keyDocuments').innerJoin('sysParams', 'sysParams.paramId', 'keyDocuments.fileType').selectAll().execute();
await reports.selectFrom('wpaRecordsV').select(['wpaApplId', 'studentName']).execute();
`;

const files = new Map<string, string>();
const fileOf = (name: string) => path.join(root, 'tests/unit/ownership', `case_${name.replace(/\W+/g, '_')}.ts`);
const errors = new Map<string, string[]>();

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  for (const [name, [code]] of Object.entries(violations)) files.set(fileOf(name), `${imports}\n${code}\n`);
  files.set(fileOf('legal'), `${imports}\n${legal}\n`);
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.readFile = (f) => files.get(path.resolve(f)) ?? read(f);
  host.fileExists = (f) => files.has(path.resolve(f)) || ts.sys.fileExists(f);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = files.get(path.resolve(f));
    return text !== undefined ? ts.createSourceFile(f, text, lang) : getSource(f, lang, ...rest);
  };
  const program = ts.createProgram([...files.keys()], { ...config.options, noEmit: true }, host);
  // Type-checked once, up front: the checker's first run reads the whole project (seconds).
  for (const file of files.keys()) {
    const diagnostics = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .filter((d) => d.file?.fileName && path.resolve(d.file.fileName) === file)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    errors.set(file, diagnostics);
  }
}, 180_000);

const errorsOf = (file: string) => errors.get(file) ?? ['(not compiled)'];

describe("an area's handle refuses what the area does not own", () => {
  it.each(Object.entries(violations))('%s does not compile', (name, [, mentions]) => {
    const errors = errorsOf(fileOf(name));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(mentions);
  });

  it('its own tables, the kernel tables it may read and its declared views compile, written and read', () => {
    expect(errorsOf(fileOf('legal'))).toEqual([]);
  });
});
