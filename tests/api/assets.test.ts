import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '@core/build/precompressAssets';
import { startSecondApp, type SecondApp } from '../support/secondApp';

// A small built client: index.html and one hashed script, compressed the way the build does it.
const SCRIPT = `export const label = ${JSON.stringify('WIL Academic '.repeat(200))};\n`;
const INDEX =
  '<!doctype html><title>client-fixture</title><script type="module" src="/assets/main-abc123.js"></script>';

let clientDir: string;
let built: SecondApp;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'wil-assets-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  await writeFile(path.join(clientDir, 'assets/main-abc123.js'), SCRIPT);
  await precompressFile(path.join(clientDir, 'assets/main-abc123.js'));
  await precompressFile(path.join(clientDir, 'index.html'));
  built = await startSecondApp({ clientDir }, { appConfig: { productName: 'WIL', plugins: [] }, listen: false });
});
afterAll(async () => {
  await built?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  built.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build writes brotli and gzip copies that decode to the asset', () => {
  it('precompressFile writes .br and .gz beside the file', () => {
    expect(existsSync(path.join(clientDir, 'assets/main-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets/main-abc123.js.gz'))).toBe(true);
  });
});

describe('hashed assets: precompressed by Accept-Encoding, immutable for a year', () => {
  it('a browser accepting br gets the brotli copy, which decodes to the script', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('gzip only: the gzip copy', async () => {
    const res = await get('/assets/main-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('no Accept-Encoding: the plain file, still marked as varying by encoding', async () => {
    const res = await get('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.payload).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('carries only what a script needs: no page-only security headers, no validators (issue 35)', async () => {
    const res = await get('/assets/main-abc123.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    for (const name of [
      'etag',
      'last-modified',
      'accept-ranges',
      'x-dns-prefetch-control',
      'strict-transport-security',
    ]) {
      expect(res.headers, name).not.toHaveProperty(name);
    }
    // The page keeps its full set and its validator: it is revalidated on every visit.
    const page = await get('/', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers.etag).toBeTruthy();
  });

  it('an asset that does not exist (a chunk of an older build) is a 404 envelope, not the page', async () => {
    const res = await get('/assets/missing-000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
    expect(res.payload).not.toContain('client-fixture');
  });
});

describe('index.html and the API are not cached', () => {
  it.each(['/', '/login', '/academic/moduleList'])(
    'GET %s answers index.html with Cache-Control: no-cache',
    async (url) => {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('client-fixture');
    },
  );

  it('/index.html itself is not cached either', async () => {
    const res = await get('/index.html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('an /api answer says Cache-Control: no-store', async () => {
    const res = await get('/api/app-config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const call = await built.app.inject({ method: 'POST', url: '/api/academic/login/checkShutdownTime', payload: {} });
    expect(call.headers['cache-control']).toBe('no-store');
  });

  it('an /api 404 envelope says no-store too', async () => {
    const res = await get('/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
