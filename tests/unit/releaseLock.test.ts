import { describe, expect, it } from 'vitest';
import { lockContains, readReleases } from '../cluster/previousRelease';

/** Issue 37: the upgrade test runs the previous release on our node_modules only when they hold its exact dependencies. */
describe('lockContains', () => {
  const older = { packages: { '': { version: '0.1.0' }, 'node_modules/kysely': { version: '0.28.18' } } };

  it('holds when every package it locks is ours at the same version (ours may add packages)', () => {
    const ours = {
      packages: {
        '': { version: '0.2.0' },
        'node_modules/kysely': { version: '0.28.18' },
        'node_modules/sharp': { version: '0.35.5' },
      },
    };
    expect(lockContains(ours, older)).toBe(true);
  });

  it('fails on a package at another version, or one we do not have', () => {
    expect(lockContains({ packages: { 'node_modules/kysely': { version: '0.29.0' } } }, older)).toBe(false);
    expect(lockContains({ packages: {} }, older)).toBe(false);
  });
});

describe('RELEASES', () => {
  it('names each release release-<n> with a full commit id, the last being the previous release', () => {
    const releases = readReleases();
    expect(releases.length).toBeGreaterThan(0);
    for (const r of releases)
      expect(r).toMatchObject({
        name: expect.stringMatching(/^release-\d+$/),
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      });
    expect(releases[0]!.name).toBe('release-1');
  });
});
