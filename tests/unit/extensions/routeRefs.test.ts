import { describe, expect, it } from 'vitest';
import {
  createExternalRouteRef,
  createRouteRef,
  fillPath,
  resolveRouteRef,
  type RouteRegistry,
} from '@core/client/extensions/routeRefs';
import { collectExtensions } from '@core/client/extensions/Extensions';
import { contribute } from '@core/client/extensions/slots';
import type { ClientPlugin } from '@core/client/plugin';
import { homeContract } from '@schemas/home/contract';

const page = () => Promise.resolve({ default: () => null });
const locales = { en: page as never, 'zh-Hant': page as never, 'zh-Hans': page as never };

describe('route references: links between plugins bound in config, not written as paths', () => {
  const review = createRouteRef('job-review.reviewJobPosting', ['jobId', 'flag']);
  const registry: RouteRegistry = {
    paths: new Map([
      ['job-review.reviewJobPosting', 'academicReviewJobPosting/:jobId/:flag'],
      ['resources.list', 'resources'],
      ['home.start', ''],
      ['wpa.management', 'WPAManagement/:showStatus?'],
    ]),
    bindings: { 'core.resourcesFaq': 'resources.list', 'job-review.moduleList': 'modules.list' },
  };

  it("fills a page's own reference with its parameters, encoded", () => {
    expect(resolveRouteRef(review, registry)!({ jobId: 12, flag: 'view' })).toBe(
      '/academic/academicReviewJobPosting/12/view',
    );
    expect(fillPath('academicReviewJobPosting/:jobId/:flag', { jobId: 'a/b', flag: 'x' })).toBe(
      '/academic/academicReviewJobPosting/a%2Fb/x',
    );
  });

  it('leaves out an optional segment without a value, and refuses a missing required one', () => {
    expect(fillPath('WPAManagement/:showStatus?', {})).toBe('/academic/WPAManagement');
    expect(fillPath('WPAManagement/:showStatus?', { showStatus: 'over' })).toBe('/academic/WPAManagement/over');
    expect(() => fillPath('academicReviewJobPosting/:jobId/:flag', { jobId: 1 })).toThrow(/needs 'flag'/);
    expect(fillPath('', {})).toBe('/academic');
  });

  it('follows the config binding of an external reference to the page it names', () => {
    const faq = createExternalRouteRef('core.resourcesFaq');
    expect(resolveRouteRef(faq, registry)!({})).toBe('/academic/resources');
  });

  it('resolves to nothing when the bound page is in no enabled plugin, or nothing is bound', () => {
    expect(resolveRouteRef(createExternalRouteRef('job-review.moduleList'), registry)).toBeUndefined();
    expect(resolveRouteRef(createExternalRouteRef('home.nothingBound'), registry)).toBeUndefined();
    expect(resolveRouteRef(createRouteRef('reports.off'), registry)).toBeUndefined();
  });
});

describe('collecting what the enabled plugins declare', () => {
  const plugin = (id: string, extra: Partial<ClientPlugin>): ClientPlugin => ({
    id,
    routes: [],
    menu: [],
    locales,
    ...extra,
  });

  it('registers route references and orders slot contributions', () => {
    const a = plugin('a', {
      routes: [{ ref: createRouteRef('a.list'), path: 'aList', load: page, header: 'back' }],
      contributes: [contribute(homeContract.slots.cards, { id: 'late', order: 20, load: page })],
    });
    const b = plugin('b', {
      contributes: [contribute(homeContract.slots.cards, { id: 'early', order: 10, load: page })],
    });
    const x = collectExtensions([a, b], {});
    expect(x.registry.paths.get('a.list')).toBe('aList');
    expect(x.slots.get('home.cards')!.map((c) => c.key)).toEqual(['b.early', 'a.late']);
    expect(x.slots.get('studentSummary.sections')).toBeUndefined();
  });

  it('stops on a route id declared twice or a contribution declared twice', () => {
    const ref = createRouteRef('a.list');
    const twice = plugin('a', {
      routes: [
        { ref, path: 'one', load: page, header: 'back' },
        { ref, path: 'two', load: page, header: 'back' },
      ],
    });
    expect(() => collectExtensions([twice], {})).toThrow(/'a.list' is declared twice/);
    const c = contribute(homeContract.slots.panels, { id: 'p', order: 1, load: page });
    expect(() => collectExtensions([plugin('a', { contributes: [c, c] })], {})).toThrow(/'a.p'/);
  });
});
