import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { LocalFileStore } from '@core/server/files/fileStore.js';
import { refuse } from './refusal.js';

export const MANIFEST = 'manifest.json';
export const DUMP = 'database.dump';
/** The stored files, laid out as a local file store (each at its storage path). */
export const FILES = 'files';
export const FORMAT = 'wil-academic-backup/1';

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup holds, written beside it as manifest.json; restore checks every line of it first. */
export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  product: { version: string; commit: string | null; node: string };
  database: {
    file: typeof DUMP;
    bytes: number;
    sha256: string;
    serverVersion: string;
    /** `pg_dump --version` of the tool that wrote it (pg_restore must be as new). */
    pgDump: string;
    /** owner:name of every migration the database had run. */
    migrations: string[];
  };
  fileStore: { kind: string; count: number; bytes: number };
  files: ManifestFile[];
}

/** Passes a stream through unchanged, counting its bytes and hashing them (SHA-256). */
export function hashing(source: Readable) {
  const hash = createHash('sha256');
  let bytes = 0;
  const through = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  source.on('error', (e) => through.destroy(e));
  return { stream: source.pipe(through), result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

export async function sha256OfFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const h = hashing(createReadStream(file));
  for await (const chunk of h.stream) void chunk;
  return h.result();
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw refuse(`${dir} holds no ${MANIFEST}: it is not a backup made by npm run backup.`);
  }
  let m: Manifest;
  try {
    m = JSON.parse(text) as Manifest;
  } catch {
    throw refuse(`${path.join(dir, MANIFEST)} is not valid JSON.`);
  }
  if (m?.format !== FORMAT || !m.database || !Array.isArray(m.files))
    throw refuse(`${path.join(dir, MANIFEST)} is not a manifest of the format ${FORMAT}.`);
  return m;
}

/** Where the backup's files differ from its manifest (empty: they match), each in one sentence. */
export async function mismatches(dir: string, m: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const dump = await sha256OfFile(path.join(dir, DUMP)).catch(() => null);
  if (!dump) problems.push(`${DUMP} is missing.`);
  else if (dump.bytes !== m.database.bytes || dump.sha256 !== m.database.sha256)
    problems.push(`${DUMP} is not the dump the manifest names (its size or SHA-256 differs).`);
  const listed = new Map(m.files.map((f) => [f.path, f]));
  const store = new LocalFileStore(path.join(dir, FILES));
  const seen = new Set<string>();
  for await (const entry of store.list()) {
    seen.add(entry.path);
    const want = listed.get(entry.path);
    if (!want) {
      problems.push(`files/${entry.path} is not in the manifest.`);
      continue;
    }
    const got = await sha256OfFile(path.join(dir, FILES, entry.path));
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      problems.push(`files/${entry.path} differs from the manifest (size or SHA-256).`);
  }
  for (const f of m.files) if (!seen.has(f.path)) problems.push(`files/${f.path} is in the manifest but missing.`);
  return problems;
}
