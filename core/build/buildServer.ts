// The server's build: TypeScript in, plain ES modules for Node 24 out (dist/server), so that the
// server runs as `node dist/server/src/server.js` without tsx. Run as `node core/build/buildServer.ts`
// (Node strips the types of this one file; it imports nothing of ours). docs/DEPLOY.md 'Compiled server'.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';

/**
 * How Node runs the built server, for `npm start`, `npm run serve` and the benchmark alike:
 * stack traces on the TypeScript lines, and a young generation of at most 2 × 16 MB (V8 would
 * otherwise let it grow to 128 MB on a machine of this size, most of an idle server's RSS).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8'] as const;

/** Where the built server's entry lies below the output folder, as src/server.ts lies below the project. */
export const SERVER_ENTRY = 'src/server.js';

/** The server and the command-line tools an operator runs from the build (npm run seed, backup, restore, check-counters, digest). */
const CLI_ENTRIES = [
  'src/server.ts',
  'src/cli/seed.ts',
  'src/cli/backup.ts',
  'src/cli/restore.ts',
  'src/cli/checkCounters.ts',
  'src/cli/digest.ts',
];

/** A file a module finds beside itself at run time (`new URL('./pdfWorker.mjs', import.meta.url)`). */
const BESIDE = /new URL\(\s*['"]\.\/([\w.-]+\.(?:mjs|cjs|js))['"],\s*import\.meta\.url\s*\)/g;

const pluginEntries = (root: string) =>
  readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

/**
 * Files modules load beside themselves (a worker thread's script) are copied next to the output
 * that holds the module; two different files wanting the same place stop the build.
 */
function copyFilesBeside(root: string, meta: Metafile): string[] {
  const placed = new Map<string, string>();
  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    if (!output.endsWith('.js')) continue;
    for (const input of Object.keys(inputs)) {
      if (input.includes('node_modules') || !/\.tsx?$/.test(input)) continue;
      for (const [, name] of readFileSync(path.join(root, input), 'utf8').matchAll(BESIDE)) {
        const from = path.join(root, path.dirname(input), name!);
        const to = path.join(root, path.dirname(output), name!);
        const earlier = placed.get(to);
        if (earlier && earlier !== from) throw new Error(`${from} and ${earlier} would both be copied to ${to}.`);
        if (!existsSync(from)) throw new Error(`${input} loads ${name}, which is not beside it.`);
        copyFileSync(from, to);
        placed.set(to, from);
      }
    }
  }
  return [...placed.keys()];
}

/**
 * Bundles src/server.ts, the CLIs (seed, backup, restore) and each plugin's server/index.ts with esbuild: our code
 * (the @core, @schemas, @config, @plugins aliases resolved from tsconfig.json) into ES modules,
 * shared code split into chunks/ so that the kernel and every plugin share one copy of each
 * module; packages stay imports of node_modules. Entries keep their place (dist/server/plugins/
 * <id>/server/index.js), so the plugin loader finds a plugin where it finds its source.
 */
export async function buildServer(opts: { root?: string; outDir?: string } = {}) {
  const root = opts.root ?? process.cwd();
  const outDir = path.resolve(root, opts.outDir ?? 'dist/server');
  rmSync(outDir, { recursive: true, force: true });
  const plugins = pluginEntries(root);
  const withServer = plugins.filter((id) => existsSync(path.join(root, 'plugins', id, 'server', 'index.ts')));
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...CLI_ENTRIES, ...withServer.map((id) => `plugins/${id}/server/index.ts`)],
    outdir: outDir,
    outbase: '.',
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // Linked maps without the sources: Node maps stack frames to the .ts files and lines.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  // A plugin with only a client part still has its folder, as in plugins/ (the loader checks it).
  for (const id of plugins) mkdirSync(path.join(outDir, 'plugins', id), { recursive: true });
  const copied = copyFilesBeside(root, result.metafile);
  // The packages the built server imports (at start or later): node_modules it needs at run time.
  const packages = new Set(
    Object.values(result.metafile.outputs).flatMap((o) =>
      o.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
    ),
  );
  return { outDir, entry: path.join(outDir, SERVER_ENTRY), ms: Date.now() - started, copied, packages: [...packages] };
}

/**
 * `node core/build/buildServer.ts [outDir] [--if-missing]`. With --if-missing (the CLIs' npm
 * scripts: seed, backup, restore) an existing build is used as it is: a command run beside
 * servers must not rewrite the files they load.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const args = process.argv.slice(2);
  const outDir = path.resolve(root, args.find((a) => !a.startsWith('--')) ?? 'dist/server');
  if (!(args.includes('--if-missing') && existsSync(path.join(outDir, SERVER_ENTRY)))) {
    const built = await buildServer({ root, outDir });
    console.log(`Server built into ${path.relative(root, built.outDir)} in ${built.ms} ms.`);
  }
}
