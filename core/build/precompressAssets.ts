import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What a browser downloads as text; source maps are for developers and stay uncompressed. */
export const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

/** Writes `<file>.br` and `<file>.gz` beside one file, at the strongest settings (done once, at build). */
export async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/**
 * Vite plugin: after the bundle is written, every text asset gets brotli and gzip copies, so the
 * server sends them as they are (@fastify/static preCompressed) and compresses nothing per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'wil:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const files = Object.keys(bundle).filter((name) => TEXT_ASSET.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
