import { defineServerPlugin } from '@core/server/plugin.js';
import { keyDocumentsContract } from '@schemas/key-documents/contract.js';
import { keyDocumentContributions } from './contributions.js';
import { startConverter } from './converter/converterService.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { storeDemoFiles } from './demoDocuments.js';
import { growKeyDocuments } from './grow.js';
import { createKeyDocumentTables } from './migrations/001_key_documents.js';
import { keyDocumentRoutes } from './routes.js';
import { seedKeyDocuments } from './seed.js';

/**
 * Key documents and exempted hours (spec 002 §2 'Key Documents', §3–§9; issue 30): a student
 * module's documents and exemptions, their upload, replace, submit and delete under the spec's
 * rules, and a viewer whose office conversions run in a sandbox and are kept in the file store.
 */
export default defineServerPlugin({
  id: 'key-documents',
  description: 'Key documents and exempted hours of student modules, and their sandboxed document viewer.',
  dependsOn: { modules: 'required' },
  functions: Object.values(keyDocumentsContract.functions),
  migrations: [createKeyDocumentTables],
  routes: keyDocumentRoutes,
  contributes: keyDocumentContributions,
  start: async (kernel) => {
    startConverter(kernel);
    const { fixHashes } = await storeDemoFiles(kernel, demoFiles);
    // Not awaited: on the large data set it reads 200,000 rows, and nothing waits for it.
    fixHashes().catch((e: unknown) =>
      kernel.log.warn({ err: e }, 'key documents: the hashes of the demo files were not updated'),
    );
  },
  seed: seedKeyDocuments,
  grow: growKeyDocuments,
});
