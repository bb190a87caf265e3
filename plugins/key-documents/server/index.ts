import { defineServerPlugin } from '@core/server/plugin.js';
import type { KeyDocumentsDb } from './area.js';
import { keyDocumentsContract } from '@schemas/key-documents/contract.js';
import { DEFAULT_KEY_DOCUMENT_MAX_MB } from '@schemas/key-documents/fileTypes.js';
import { keyDocumentContributions } from './contributions.js';
import { startConverter } from './converter/converterService.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { storeDemoFiles } from './demoDocuments.js';
import { growKeyDocuments } from './grow.js';
import { createKeyDocumentTables } from './migrations/001_key_documents.js';
import { studentModuleKeys } from './migrations/002_student_module_keys.js';
import { figuresKeys } from './migrations/004_figures_keys.js';
import { studentFigures as studentFiguresTables } from './migrations/003_student_figures.js';
import { documentModules, studentFigures } from './figures/studentFigures.js';
import { keyDocumentRoutes } from './routes.js';
import { seedKeyDocuments } from './seed.js';
import { keyDocumentsDigest } from './digest.js';

/**
 * Key documents and exempted hours (spec 002 §2 'Key Documents', §3–§9; issue 30): a student
 * module's documents and exemptions, their upload, replace, submit and delete under the spec's
 * rules, and a viewer whose office conversions run in a sandbox and are kept in the file store.
 */
export default defineServerPlugin<KeyDocumentsDb>({
  id: 'key-documents',
  description: 'Key documents and exempted hours of student modules, and their sandboxed document viewer.',
  dependsOn: { modules: 'required' },
  functions: Object.values(keyDocumentsContract.functions),
  // The upload limits the screens read (spec 002 §7): an administrator may change them.
  systemParameters: ['KEY_DOCUMENT_FILE_SIZE', 'FILE_SIZE'].map((code) => ({
    segment: 'SYSTEM_CONFIG',
    code,
    parmValue1: String(DEFAULT_KEY_DOCUMENT_MAX_MB),
    parmValue2: 'MB',
  })),
  migrations: [createKeyDocumentTables, studentModuleKeys, studentFiguresTables, figuresKeys],
  // Its figures of the module area's student modules, kept by its writes (issue 36).
  figures: [studentFigures],
  copies: [documentModules],
  routes: keyDocumentRoutes,
  // Figures at the module area's points; old drafts in the daily digest (issue 39).
  contributes: [...keyDocumentContributions, keyDocumentsDigest],
  start: async (kernel, db) => {
    startConverter(kernel, db);
    const { fixHashes } = await storeDemoFiles(kernel, db, demoFiles);
    // Not awaited: on the large data set it reads 200,000 rows, and nothing waits for it.
    fixHashes().catch((e: unknown) =>
      kernel.log.warn({ err: e }, 'key documents: the hashes of the demo files were not updated'),
    );
  },
  seed: seedKeyDocuments,
  grow: growKeyDocuments,
});
