import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverInstance;

/** s3rver ships no types; loaded through require so the compiler does not look for them. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

/** s3rver's only account: any other key is refused with InvalidAccessKeyId (403). */
export const S3RVER_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface S3Fixture {
  endpoint: string;
  bucket: string;
  /** FILE_STORE_URL of the bucket (or of another bucket name). */
  url(bucket?: string): string;
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1, a free port and a temporary folder. */
export async function startS3rver(bucket = 'wil-files'): Promise<S3Fixture> {
  const directory = await mkdtemp(path.join(tmpdir(), 'wil-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    url: (b = bucket) => `s3://${b}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
