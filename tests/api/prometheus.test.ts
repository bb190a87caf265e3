import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/**
 * The scrape config and alert rules docs/DEPLOY.md shows (deploy/prometheus/), loaded by Debian's
 * Prometheus (.ci/run installs it): promtool checks them and runs the rules' own tests, then a
 * real Prometheus on 127.0.0.1 scrapes a server copy every second and sees its counters move.
 */
const CONFIG = 'deploy/prometheus/prometheus.yml';
const RULES = 'deploy/prometheus/alerts.yml';
const promtool = (...args: string[]) => execFileSync('promtool', args, { encoding: 'utf8' });

describe('the Prometheus files of docs/DEPLOY.md', () => {
  it("Debian's prometheus package is installed (.ci/run installs it)", () => {
    expect(existsSync('/usr/bin/prometheus'), 'apt-get install prometheus').toBe(true);
  });

  it('docs/DEPLOY.md shows the scrape config and the alert rules exactly as they are tested', () => {
    const doc = readFileSync('docs/DEPLOY.md', 'utf8');
    for (const file of [CONFIG, RULES]) expect(doc, file).toContain(readFileSync(file, 'utf8').trim());
  });

  it('promtool accepts the config, with its rule file, and the three rules', () => {
    expect(promtool('check', 'config', CONFIG)).toContain('SUCCESS: 1 rule files found');
    expect(promtool('check', 'rules', RULES)).toContain('SUCCESS: 3 rules found');
  });

  it('each rule fires on the series that should raise it, and only then (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'tests/fixtures/prometheus/alerts.test.yml')).toContain('SUCCESS');
  });
});

describe('a real Prometheus scraping a server copy', () => {
  let copy: SecondApp;
  let prometheus: ChildProcess;
  let api: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'wil-prometheus-'));

  beforeAll(async () => {
    copy = await startSecondApp({ metricsPort: 0 });
    const target = new URL(copy.metricsUrl!).host;
    // The shipped config, with this copy as the target and a one-second interval.
    const config = readFileSync(CONFIG, 'utf8')
      .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
      .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
      .replace(/- alerts\.yml/, `- ${path.resolve(RULES)}`)
      .replace(/targets: \[.*\]/, `targets: ['${target}']`);
    writeFileSync(path.join(dir, 'prometheus.yml'), config);
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: 'ignore' },
    );
    await until(async () => (await fetch(`${api}/-/ready`).catch(() => null))?.ok === true);
  });
  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((r) => prometheus.once('exit', r));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await copy?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function until(ok: () => Promise<boolean>, ms = 20_000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await ok()) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('Prometheus did not get there in time.');
  }

  const query = async (q: string) => {
    const res = (await (await fetch(`${api}/api/v1/query?query=${encodeURIComponent(q)}`)).json()) as {
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    return res.data.result;
  };

  it('scrapes the metrics port (the target is up) and sees a request counter move', async () => {
    await until(async () => (await query('up{job="wil-academic"}'))[0]?.value[1] === '1');
    const counted = 'sum(wil_http_requests_total{route="/api/app-config"})';
    const before = Number((await query(counted))[0]?.value[1] ?? 0);
    for (let i = 0; i < 5; i++) await fetch(`${copy.url}/api/app-config`);
    await until(async () => Number((await query(counted))[0]?.value[1] ?? 0) >= before + 5);
  });

  it('loads the three alert rules, evaluates them without error, and none fires on a healthy server', async () => {
    type Rules = { data: { groups: { rules: { name: string; health: string; state: string }[] }[] } };
    let rules: Rules['data']['groups'][number]['rules'] = [];
    await until(async () => {
      const res = (await (await fetch(`${api}/api/v1/rules`)).json()) as Rules;
      rules = res.data.groups.flatMap((g) => g.rules);
      return rules.length === 3 && rules.every((r) => r.health === 'ok');
    });
    expect(rules.map((r) => r.name).sort()).toEqual(['WilHighErrorRate', 'WilJobQueueBacklog', 'WilSlowCalls']);
    expect(rules.map((r) => r.state)).toEqual(['inactive', 'inactive', 'inactive']);
  });
});
