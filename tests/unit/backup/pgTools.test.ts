import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPgTools, majorOf } from '../../../src/cli/backup/pgTools.js';
import { BackupRefusal } from '../../../src/cli/backup/refusal.js';

/** Issue 37: pg_dump must match the server (or be newer); the backup names what to install when it is missing. */
const root = mkdtempSync(path.join(tmpdir(), 'wil-pgtools-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder with a pg_dump that says it is `version`, and a pg_restore. */
function tools(dir: string, version: string | null) {
  mkdirSync(dir, { recursive: true });
  if (version === null) return dir;
  for (const name of ['pg_dump', 'pg_restore']) {
    writeFileSync(path.join(dir, name), `#!/bin/sh\necho "${name} (PostgreSQL) ${version} (Debian)"\n`);
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

const system = path.join(root, 'usr-lib-postgresql');
tools(path.join(system, '15', 'bin'), '15.14');
tools(path.join(system, '17', 'bin'), '17.6');
const withoutDump = tools(path.join(root, 'embedded-17'), null);
const embedded18 = tools(path.join(root, 'embedded-18'), '18.1');

describe('findPgTools', () => {
  it('takes the same major as the server', () => {
    expect(findPgTools(15, { systemRoot: system })).toMatchObject({ bin: path.join(system, '15', 'bin'), major: 15 });
  });

  it('else the nearest newer one (pg_dump refuses a server newer than itself)', () => {
    expect(findPgTools(16, { systemRoot: system }).major).toBe(17);
  });

  it("takes the embedded package's own tools when it ships them", () => {
    expect(findPgTools(17, { packageBin: embedded18, systemRoot: system }).bin).toBe(embedded18);
  });

  it('refuses, naming what to install, when none is new enough (the embedded package ships no pg_dump)', () => {
    const e = (() => {
      try {
        findPgTools(18, { packageBin: withoutDump, systemRoot: system });
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(BackupRefusal);
    expect((e as Error).message).toBe(
      `No pg_dump and pg_restore of PostgreSQL 18 or newer were found (the server is 18; looked in ${withoutDump}, ${system}/<major>/bin). ` +
        "Install PostgreSQL 18's client tools (Debian: postgresql-client-18) or set PG_BIN to their folder.",
    );
  });

  it('PG_BIN is taken as it is, and refused when older than the server or without the tools', () => {
    expect(findPgTools(15, { override: path.join(system, '17', 'bin'), systemRoot: system }).major).toBe(17);
    expect(() => findPgTools(17, { override: path.join(system, '15', 'bin') })).toThrow(
      "PG_BIN has PostgreSQL 15's tools; the server is 17: they need to be 17 or newer.",
    );
    expect(() => findPgTools(15, { override: withoutDump })).toThrow(
      `PG_BIN=${withoutDump} has no pg_dump and pg_restore.`,
    );
  });

  it('reads the major from pg_dump --version', () => {
    expect(majorOf('pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)')).toBe(15);
    expect(majorOf('pg_dump (PostgreSQL) 17.6')).toBe(17);
    expect(() => majorOf('something else')).toThrow();
  });
});
