import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore, type FileStore } from '@core/server/files/fileStore.js';
import { S3FileStore } from '@core/server/files/s3FileStore.js';
import { fileStoreFromUrl, parseS3Url } from '@core/server/files/fileStoreFromUrl.js';
import { S3RVER_KEYS, startS3rver, type S3Fixture } from '../support/s3rverFixture';

let s3: S3Fixture;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3rver();
  localRoot = await mkdtemp(path.join(tmpdir(), 'wil-files-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(localRoot, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['LocalFileStore', () => new LocalFileStore(localRoot)],
  [
    'S3FileStore on s3rver',
    () =>
      new S3FileStore('wil-files', {
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

/** The same contract for every store: what the rest of the product relies on. */
describe.each(stores)('FileStore contract: %s', (_name, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });
  const read = async (p: string) => {
    const f = await store.open(p);
    return f ? text(f.stream) : null;
  };

  it('save() puts the bytes under <folder>/<yyyy-mm>/<uuid>.<ext> and open() streams them back', async () => {
    const p = await store.save('images', Buffer.from('png bytes'), 'PNG');
    expect(p).toMatch(/^images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const f = await store.open(p);
    expect(f!.size).toBe(9);
    expect(f!.stream).toBeInstanceOf(Readable);
    expect(await text(f!.stream)).toBe('png bytes');
  });

  it('put() at a chosen path, from bytes or from a stream; a second put replaces the file', async () => {
    await store.put('demo/a.txt', Buffer.from('first'));
    expect(await read('demo/a.txt')).toBe('first');
    await store.put('demo/a.txt', Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    expect(await read('demo/a.txt')).toBe('second');
  });

  it('a streamed put larger than one upload part arrives whole', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const parts = Array.from({ length: 9 }, (_, i) => Buffer.concat([chunk, Buffer.from([i])]));
    await store.put('demo/big.bin', Readable.from(parts));
    const f = await store.open('demo/big.bin');
    let size = 0;
    for await (const b of f!.stream) size += (b as Buffer).length;
    expect(size).toBe(9 * (1024 * 1024 + 1));
  });

  it('exists() and delete(): a deleted file is missing; deleting a missing file is no error', async () => {
    await store.put('demo/gone.txt', Buffer.from('x'));
    expect(await store.exists('demo/gone.txt')).toBe(true);
    await store.delete('demo/gone.txt');
    expect(await store.exists('demo/gone.txt')).toBe(false);
    expect(await store.open('demo/gone.txt')).toBeNull();
    await expect(store.delete('demo/gone.txt')).resolves.toBeUndefined();
  });

  it('a missing file and a folder are no file: open() answers null, exists() false', async () => {
    expect(await store.open('demo/none.txt')).toBeNull();
    expect(await store.exists('demo/none.txt')).toBe(false);
    expect(await store.open('demo')).toBeNull();
    expect(await store.exists('images')).toBe(false);
  });

  it('refuses a path that could leave the store', async () => {
    for (const bad of ['../x.txt', 'demo/../../x.txt', '/etc/passwd', 'demo//x', 'demo\\x']) {
      await expect(store.put(bad, Buffer.from('x')), bad).rejects.toThrow(/unsafe/i);
      await expect(store.open(bad), bad).rejects.toThrow(/unsafe/i);
    }
    await expect(store.save('../up', Buffer.from('x'), 'txt')).rejects.toThrow(/unsafe/i);
  });
});

describe('FILE_STORE_URL chooses the store', () => {
  const env = { ...S3RVER_KEYS };

  it('unset: local disk under the default folder', async () => {
    const store = await fileStoreFromUrl(undefined, localRoot, env);
    expect(store).toBeInstanceOf(LocalFileStore);
    expect(store.kind).toBe('local');
  });

  it('file:///<folder>: local disk there', async () => {
    const store = await fileStoreFromUrl(`file://${localRoot}/other`, '/nowhere', env);
    await store.put('a.txt', Buffer.from('here'));
    expect(await text((await new LocalFileStore(path.join(localRoot, 'other')).open('a.txt'))!.stream)).toBe('here');
  });

  it('s3://… with the endpoint written plainly or encoded: the bucket, checked at start', async () => {
    for (const url of [s3.url(), `s3://wil-files?endpoint=${s3.endpoint}&region=us-east-1&forcePathStyle=true`]) {
      const store = await fileStoreFromUrl(url, localRoot, env);
      expect(store.kind).toBe('s3');
      await store.put('demo/via-url.txt', Buffer.from('ok'));
      expect(await text((await store.open('demo/via-url.txt'))!.stream)).toBe('ok');
    }
  });

  it('a key prefix in the path keeps the deployment under it', async () => {
    expect(parseS3Url('s3://wil-files/prod/app?region=eu-west-1')).toMatchObject({
      bucket: 'wil-files',
      prefix: 'prod/app/',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    const store = await fileStoreFromUrl(
      `s3://wil-files/tenant-a?endpoint=${s3.endpoint}&forcePathStyle=true`,
      localRoot,
      env,
    );
    await store.put('x.txt', Buffer.from('a'));
    const plain = await fileStoreFromUrl(s3.url(), localRoot, env);
    expect(await plain.exists('tenant-a/x.txt')).toBe(true);
  });
});

describe('the server refuses to start on a bad FILE_STORE_URL, naming the variable and the fault', () => {
  const env = { ...S3RVER_KEYS };
  const refused = (url: string, e: NodeJS.ProcessEnv = env) => fileStoreFromUrl(url, localRoot, e);

  it.each([
    ['not a URL', 's3://', /FILE_STORE_URL .*bucket/],
    ['another scheme', 'ftp://files.example.edu/x', /FILE_STORE_URL must start with s3:\/\/ or file:\/\//],
    ['a bucket name S3 does not allow', 's3://Wil_Files?forcePathStyle=true', /FILE_STORE_URL must name a bucket/],
    ['keys in the URL', 's3://key:secret@wil-files', /FILE_STORE_URL must not carry keys/],
    ['an unknown setting', 's3://wil-files?endpont=http://x', /FILE_STORE_URL has unknown setting\(s\) endpont/],
    ['an endpoint that is no address', 's3://wil-files?endpoint=localhost:9000', /FILE_STORE_URL has an endpoint/],
    ['forcePathStyle not a boolean', 's3://wil-files?forcePathStyle=yes', /FILE_STORE_URL forcePathStyle must be/],
  ])('malformed (%s)', async (_what, url, msg) => {
    await expect(refused(url)).rejects.toThrow(msg);
  });

  it('a missing bucket', async () => {
    await expect(refused(s3.url('no-such-bucket'))).rejects.toThrow(
      /^FILE_STORE_URL names bucket 'no-such-bucket', which does not exist at http:\/\/127\.0\.0\.1:\d+\.$/,
    );
  });

  it('wrong keys (s3rver knows only its own account)', async () => {
    await expect(refused(s3.url(), { AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'WRONG' })).rejects.toThrow(
      /^FILE_STORE_URL names bucket 'wil-files' at .*, but the keys \(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY\) were refused \(HTTP 403\)\.$/,
    );
  });

  // s3rver checks the access key id only (it does not verify SigV4 signatures), so a wrong
  // secret for a known key cannot be shown here; S3 and MinIO answer it 403 like the case above.

  it('only one of the two keys', async () => {
    await expect(refused(s3.url(), { AWS_ACCESS_KEY_ID: 'S3RVER' })).rejects.toThrow(
      /FILE_STORE_URL .*only one of AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
  });

  it('an endpoint nobody answers at', async () => {
    await expect(refused('s3://wil-files?endpoint=http://127.0.0.1:9&forcePathStyle=true')).rejects.toThrow(
      /^FILE_STORE_URL names http:\/\/127\.0\.0\.1:9, which cannot be used: /,
    );
  });
});
