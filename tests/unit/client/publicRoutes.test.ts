import { describe, expect, it } from 'vitest';
import { collectPublicRoutes, publicRoutesOf } from '@core/client/publicRoutes';
import { definePublicRoutes, type PublicRoutes } from '@core/client/plugin';
import wpaIndex from '@plugins/wpa/client/index';
import wpaPublicRoutes from '@plugins/wpa/client/publicRoutes';

const page = () => Promise.resolve({ default: () => null });
const file = (id: string, decl: PublicRoutes) => ({ [`/plugins/${id}/client/publicRoutes.ts`]: { default: decl } });

describe("plugins' public pages (issue 31): declared in client/publicRoutes.ts, mounted outside /academic", () => {
  it('takes the pages of the enabled plugins only', () => {
    const files = {
      ...file('wpa', definePublicRoutes('wpa', [{ path: 'wpa/:token', load: page }])),
      ...file('surveys', definePublicRoutes('surveys', [{ path: 'surveys/:id', load: page }])),
    };
    expect(collectPublicRoutes(files, ['wpa']).map((r) => r.path)).toEqual(['wpa/:token']);
    expect(collectPublicRoutes(files, []).map((r) => r.path)).toEqual([]);
  });

  it("keeps each plugin's pages under its own id, so plugins never claim one path", () => {
    const outside = file('wpa', definePublicRoutes('wpa', [{ path: 'help', load: page }]));
    expect(() => collectPublicRoutes(outside, ['wpa'])).toThrow('must lie under /wpa/');
    const twice = file(
      'wpa',
      definePublicRoutes('wpa', [
        { path: 'wpa/:token', load: page },
        { path: '/wpa/:token', load: page },
      ]),
    );
    expect(() => collectPublicRoutes(twice, ['wpa'])).toThrow("Two public pages claim '/wpa/:token'");
  });

  it("refuses a file that declares another plugin's pages, and an id that is a kernel page or server prefix", () => {
    expect(() => collectPublicRoutes(file('wpa', definePublicRoutes('modules', [])), ['wpa'])).toThrow(
      "definePublicRoutes('wpa'",
    );
    for (const id of ['academic', 'api', 'login', 'files']) {
      const decl = file(id, definePublicRoutes(id, [{ path: `${id}/x`, load: page }]));
      expect(() => collectPublicRoutes(decl, [id])).toThrow('is the kernel');
    }
  });

  it("finds the wpa plugin's page in the build, and the plugin's index lists the same declaration", () => {
    expect(publicRoutesOf(['wpa']).map((r) => r.path)).toEqual(['wpa/:token']);
    expect(publicRoutesOf(['modules']).map((r) => r.path)).toEqual([]);
    expect(wpaIndex.publicRoutes).toBe(wpaPublicRoutes);
  });
});
