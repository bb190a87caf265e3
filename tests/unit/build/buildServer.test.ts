import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../../core/build/buildServer';

// The compiled server (issue 37): what `npm start` builds and runs with plain Node.
const OUT = path.resolve(`.tmp/test-build-${process.pid}`);
let built: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  built = await buildServer({ outDir: OUT });
});
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** The npm scripts an operator runs, and the CLI file each runs from the build. */
const CLIS = {
  seed: 'seed',
  backup: 'backup',
  restore: 'restore',
  'check-counters': 'checkCounters',
  digest: 'digest',
};

function outputs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the server build (core/build/buildServer.ts)', () => {
  it('writes the server, the CLIs and every plugin where the loader looks for them', () => {
    expect(existsSync(path.join(OUT, SERVER_ENTRY))).toBe(true);
    for (const cli of Object.values(CLIS)) expect(existsSync(path.join(OUT, `src/cli/${cli}.js`)), cli).toBe(true);
    const plugins = readdirSync('plugins', { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(plugins.length).toBeGreaterThan(5);
    for (const p of plugins)
      expect(existsSync(path.join(OUT, 'plugins', p.name, 'server/index.js')), p.name).toBe(true);
  });

  it('resolves the path aliases and the .ts sources: the output imports only packages and its own files', () => {
    for (const file of outputs(OUT)) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from\s*"@(core|schemas|config|plugins)\//);
      expect(text, file).not.toMatch(/from\s*"[^"]+\.tsx?"/);
    }
  });

  it('needs no development package at run time: everything it imports is a runtime dependency', () => {
    const needed = [...new Set(built.packages.map(packageOf))];
    expect(needed).toContain('fastify');
    expect(needed.filter((name) => !pkg.dependencies[name])).toEqual([]);
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });

  it("copies the PDF worker's script beside the module that starts the worker thread", () => {
    expect(built.copied.map((f) => path.relative(OUT, f))).toEqual(['plugins/wpa/server/pdfWorker.mjs']);
    const starter = readFileSync(path.join(OUT, 'plugins/wpa/server/index.js'), 'utf8');
    expect(starter).toContain('new URL("./pdfWorker.mjs", import.meta.url)');
  });

  it('npm start and npm run serve run the build with the same Node flags; the CLIs run from the build', () => {
    const run = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/${SERVER_ENTRY}`;
    expect(pkg.scripts.start).toBe(`npm run build && ${run}`);
    expect(pkg.scripts.serve).toBe(`node core/build/buildServer.ts && ${run}`);
    // The browser suite and the cluster suite run what npm start runs.
    expect(pkg.scripts['test:e2e']).toBe('npm run build && E2E_SERVER=dist/server playwright test');
    expect(pkg.scripts['test:cluster']).toContain('node core/build/buildServer.ts');
    for (const [script, cli] of Object.entries(CLIS)) {
      expect(pkg.scripts[script]).toBe(
        `node core/build/buildServer.ts --if-missing && node --enable-source-maps dist/server/src/cli/${cli}.js`,
      );
    }
  });

  it('--if-missing leaves an existing build as it is (a CLI run beside servers must not rewrite their files)', () => {
    const entry = path.join(OUT, SERVER_ENTRY);
    const before = statSync(entry).mtimeMs;
    const run = spawnSync(process.execPath, ['core/build/buildServer.ts', OUT, '--if-missing'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(statSync(entry).mtimeMs).toBe(before);
  });

  it("keeps stack traces on the TypeScript lines: a start-up error names core/server/config.ts and the throw's line", () => {
    const source = readFileSync('core/server/config.ts', 'utf8').split('\n');
    const line = source.findIndex((l) => l.includes('must be a whole number')) + 1;
    expect(line).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, built.entry], {
      env: { ...process.env, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PORT must be a whole number, not 'not-a-port'.");
    expect(run.stderr).toContain(`${path.resolve('core/server/config.ts')}:${line}:`);
    expect(run.stderr).toMatch(/at startServer \(.*core\/server\/start\.ts:\d+:\d+\)/);
  });
});

describe('the build refuses what would fail at run time', () => {
  const root = path.resolve(`.tmp/test-build-root-${process.pid}`);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a module that loads a file beside itself which is not there stops the build, naming both', async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('tsconfig.json', '{ "compilerOptions": { "module": "ESNext", "target": "ES2022" } }');
    write('src/server.ts', 'export {};\n');
    for (const cli of Object.values(CLIS)) write(`src/cli/${cli}.ts`, 'export {};\n');
    write('plugins/x/server/index.ts', "export const worker = new URL('./missing.mjs', import.meta.url);\n");
    await expect(buildServer({ root, outDir: 'out' })).rejects.toThrow(
      'plugins/x/server/index.ts loads missing.mjs, which is not beside it.',
    );
  });
});
