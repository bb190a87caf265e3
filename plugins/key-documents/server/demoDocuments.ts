import { createHash } from 'node:crypto';
import type { DemoFiles } from '@core/server/demo/demoFiles.js';
import type { Kernel } from '@core/server/kernel.js';
import type { KeyDocumentsDb } from './area.js';
import { sql } from 'kysely';

/** The demo documents' files: made by the kernel's makers, kept at fixed paths every demo row shares. */
export const DEMO_FOLDER = 'key-documents/demo';

export interface DemoDocumentFile {
  key: 'pdf' | 'pptx' | 'docx' | 'png' | 'mp3' | 'txt';
  path: string;
  fileName: string;
  ext: string;
  make(files: DemoFiles): Promise<Buffer>;
}

export const DEMO_DOCUMENT_FILES: readonly DemoDocumentFile[] = [
  {
    key: 'pdf',
    path: `${DEMO_FOLDER}/placement-agreement.pdf`,
    fileName: 'Placement agreement.pdf',
    ext: 'pdf',
    make: (f) =>
      f.pdf('Work-integrated learning placement agreement', [
        'Between the University, the student and Harbourfront Digital Ltd.',
        'Placement period: 2 June to 29 August. Hours: 37.5 a week.',
        'The industry supervisor completes the Work Performance Appraisal within two weeks after the period.',
      ]),
  },
  {
    key: 'pptx',
    path: `${DEMO_FOLDER}/wil-reflection.pptx`,
    fileName: 'WIL reflection.pptx',
    ext: 'pptx',
    make: (f) =>
      f.pptx([
        { title: 'WIL reflection', lines: ['Placement at Harbourfront Digital Ltd', 'Summer term'] },
        {
          title: 'What I did',
          lines: ['Built reporting screens', 'Wrote tests for the API', 'Joined the support rota'],
        },
        {
          title: 'What I learned',
          lines: ['Working to a sprint plan', 'Reviewing code with others', 'Explaining data to clients'],
        },
      ]),
  },
  {
    key: 'docx',
    path: `${DEMO_FOLDER}/insurance-certificate.docx`,
    fileName: 'Insurance certificate.docx',
    ext: 'docx',
    make: (f) =>
      f.docx('Certificate of employer liability insurance', [
        'The employer named below holds insurance that covers students on work-integrated learning placements.',
        'Policy period: 1 January to 31 December.',
      ]),
  },
  {
    key: 'png',
    path: `${DEMO_FOLDER}/site-visit.png`,
    fileName: 'Site visit.png',
    ext: 'png',
    make: (f) =>
      f.png(320, 200, [
        [31, 58, 95],
        [72, 133, 191],
        [230, 236, 242],
      ]),
  },
  {
    key: 'mp3',
    path: `${DEMO_FOLDER}/supervisor-interview.mp3`,
    fileName: 'Supervisor interview.mp3',
    ext: 'mp3',
    make: (f) => f.mp3(2, 440),
  },
  {
    key: 'txt',
    path: `${DEMO_FOLDER}/meeting-notes.txt`,
    fileName: 'Meeting notes.txt',
    ext: 'txt',
    make: (f) =>
      f.txt([
        'Mid-placement meeting',
        '',
        '- Student on track with the agreed tasks.',
        '- Supervisor asks for the WPA form two weeks before the end of the period.',
      ]),
  },
];

async function readStored(kernel: Kernel, storagePath: string): Promise<Buffer | null> {
  const file = await kernel.store.open(storagePath);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Whether any key document names this file (read only when the file is missing from the store). */
async function named(db: KeyDocumentsDb, storagePath: string): Promise<boolean> {
  const row = await db
    .selectFrom('keyDocuments')
    .select('keyDocumentId')
    .where('filePath', '=', storagePath)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the demo documents' files to the store when demo rows name them and they are missing
 * (the seed runs before the store exists; the server's start comes after it), and answers the
 * statement that puts their real hash and size on the rows (fixHashes).
 */
export async function storeDemoFiles(kernel: Kernel, db: KeyDocumentsDb, files: DemoFiles) {
  const stored: { path: string; hash: string; size: number }[] = [];
  for (const demo of DEMO_DOCUMENT_FILES) {
    let bytes = await readStored(kernel, demo.path);
    if (!bytes) {
      if (!(await named(db, demo.path))) continue;
      bytes = await demo.make(files);
      await kernel.store.put(demo.path, bytes);
    }
    stored.push({ path: demo.path, hash: sha256(bytes), size: bytes.length });
  }
  return { fixHashes: () => fixHashes(db, stored) };
}

/**
 * Rows the seed or the large data set wrote before the file existed take its hash and size. One
 * statement for all the files: on the large data set 200,000 rows name them (no index on the
 * path), and each start reads them once, beside the server's first calls rather than before them.
 */
async function fixHashes(db: KeyDocumentsDb, stored: readonly { path: string; hash: string; size: number }[]) {
  if (!stored.length) return;
  const rows = sql.join(stored.map((f) => sql`(${f.path}, ${f.hash}, ${f.size}::int)`));
  await sql`
    update key_documents k set file_hash = f.hash, file_size = f.size
      from (values ${rows}) as f(path, hash, size)
     where k.file_path = f.path and k.file_hash is distinct from f.hash`.execute(db);
}
