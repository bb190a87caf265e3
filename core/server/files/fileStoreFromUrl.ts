import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { LocalFileStore, type ListableStore } from './fileStore.js';

/** A start-up refusal: the message names the variable and what is wrong with it. */
export class FileStoreSettingError extends Error {}

const VAR = 'FILE_STORE_URL';
const refuse = (what: string) => new FileStoreSettingError(`${VAR} ${what}`);
const BOOL = new Set(['true', 'false']);
const KNOWN = new Set(['endpoint', 'region', 'forcePathStyle']);
const CHECK_MS = 15_000;

export interface S3Settings {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * Reads `s3://<bucket>[/<prefix>]?endpoint=…&region=…&forcePathStyle=true`. Keys come from
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (else the SDK's usual chain: profile, instance role).
 */
export function parseS3Url(raw: string, env: NodeJS.ProcessEnv = process.env): S3Settings {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(`is not a URL: '${raw}'. Use s3://<bucket>?endpoint=…&region=… or file:///<folder>.`);
  }
  // A bucket name of S3's rules: 3-63 lower-case letters, digits, dots and dashes.
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw refuse(`must name a bucket of 3 to 63 lower-case letters, digits, dots or dashes: '${raw}'.`);
  if (url.username || url.password || url.port)
    throw refuse('must not carry keys or a port; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and ?endpoint=.');
  const unknown = [...url.searchParams.keys()].filter((k) => !KNOWN.has(k));
  if (unknown.length) throw refuse(`has unknown setting(s) ${unknown.join(', ')}; known: ${[...KNOWN].join(', ')}.`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let e: URL | null = null;
    try {
      e = new URL(endpoint);
    } catch {
      /* refused below */
    }
    if (!e || (e.protocol !== 'http:' && e.protocol !== 'https:'))
      throw refuse(`has an endpoint that is not an http(s) address: '${endpoint}'.`);
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!BOOL.has(forcePathStyle)) throw refuse(`forcePathStyle must be true or false, not '${forcePathStyle}'.`);
  const region = url.searchParams.get('region') || env.AWS_REGION || 'us-east-1';
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (prefix && !/^[\w.-]+(\/[\w.-]+)*$/.test(prefix)) throw refuse(`has a key prefix that is not safe: '${prefix}'.`);
  return { bucket, prefix: prefix ? `${prefix}/` : '', endpoint, region, forcePathStyle: forcePathStyle === 'true' };
}

function credentials(env: NodeJS.ProcessEnv): S3ClientConfig['credentials'] {
  const id = env.AWS_ACCESS_KEY_ID;
  const key = env.AWS_SECRET_ACCESS_KEY;
  if (!id && !key) return undefined;
  if (!id || !key)
    throw refuse('is an s3:// store, but only one of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY is set.');
  return { accessKeyId: id, secretAccessKey: key, sessionToken: env.AWS_SESSION_TOKEN || undefined };
}

/** Why HeadBucket failed, in words an operator can act on. */
function bucketProblem(e: unknown, s: S3Settings): string {
  const err = e as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const where = s.endpoint ?? `S3 (${s.region})`;
  const http = err.$metadata?.httpStatusCode;
  if (http === 404 || err.name === 'NotFound' || err.name === 'NoSuchBucket')
    return `names bucket '${s.bucket}', which does not exist at ${where}.`;
  if (http === 403 || http === 401 || /AccessKey|Signature|Credentials|AccessDenied/i.test(err.name ?? ''))
    return `names bucket '${s.bucket}' at ${where}, but the keys (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) were refused (HTTP ${http ?? '?'}).`;
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return `names ${where}, which did not answer within ${CHECK_MS / 1000} s.`;
  return `names ${where}, which cannot be used: ${err.code ?? err.name ?? 'error'} ${err.message ?? ''}`.trim();
}

/**
 * The file store FILE_STORE_URL asks for: none or file:///<folder> is local disk (the default:
 * <DATA_DIR>/files); s3://… an S3-compatible bucket, checked before the server starts.
 */
export async function fileStoreFromUrl(
  raw: string | undefined,
  defaultRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ListableStore> {
  const value = raw?.trim();
  if (!value) return new LocalFileStore(defaultRoot);
  if (value.startsWith('file:')) {
    let folder: string;
    try {
      folder = fileURLToPath(value);
    } catch {
      throw refuse(`is not a file URL of a folder: '${value}'.`);
    }
    return new LocalFileStore(path.resolve(folder));
  }
  if (!value.startsWith('s3://')) throw refuse(`must start with s3:// or file://, not '${value}'.`);
  const s = parseS3Url(value, env);
  // The AWS SDK is loaded only for a bucket: a server on local disk does not carry it.
  const { S3FileStore } = await import('./s3FileStore.js');
  const store = new S3FileStore(
    s.bucket,
    {
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      credentials: credentials(env),
      maxAttempts: 2,
    },
    s.prefix,
  );
  try {
    await store.checkBucket(CHECK_MS);
  } catch (e) {
    store.close();
    throw refuse(bucketProblem(e, s));
  }
  return store;
}
