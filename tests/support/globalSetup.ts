import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '@core/server/start.js';
import { seedDemo } from '../../src/cli/demo/seedDemo.js';
import { createTestDatabase } from './testDatabase.js';
import { freePort } from './freePort.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}

/**
 * Starts one real server (real PostgreSQL, demo data) for the API and database suites. With
 * TEST_SERVER_URL (and TEST_DATA_DIR, TEST_DATABASE_URL) the suite uses that running server
 * instead: the rolling-upgrade test runs a release's suite against the release's own server.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_SERVER_URL) {
    for (const [key, name] of [
      ['baseUrl', 'TEST_SERVER_URL'],
      ['dataDir', 'TEST_DATA_DIR'],
      ['databaseUrl', 'TEST_DATABASE_URL'],
    ] as const) {
      const value = process.env[name];
      if (!value) throw new Error(`TEST_SERVER_URL is set: ${name} must be set too.`);
      project.provide(key, value);
    }
    return () => undefined;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wil-test-'));
  const external = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : null;
  const port = await freePort();
  process.env.RATE_LIMIT_SIGNIN = '10000';
  process.env.RATE_LIMIT_FORGOT = '10000';
  // The fuzz suite sends thousands of calls with (unknown) link tokens; tests of the limit use a second server.
  process.env.RATE_LIMIT_LINK = '10000';
  process.env.RATE_LIMIT_LINK_TOKEN = '10000';
  // The WPA reminder job runs when a test adds it, not at 01:00 UTC in the middle of a suite (its
  // mails would join the ones tests count): its cron here is 01:00 on 1 January.
  process.env.WPA_REMIND_CRON = '0 1 1 1 *';
  // Likewise the daily digest: tests run it for days of their own (tests/db/digest*.test.ts).
  process.env.DIGEST_CRON = '30 23 1 1 *';
  // The suite changes sessions in the database directly; it must see each change at once.
  process.env.SESSION_CACHE_MS = '0';
  // A reply schema that would drop or change a field the handler returned fails the call.
  process.env.STRICT_REPLIES = 'true';
  const server = await startServer(
    { port, dataDir, databaseUrl: external?.url ?? null, logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' },
    (db, plugins) => seedDemo(db, plugins),
  );
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    await server.close();
    await external?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
