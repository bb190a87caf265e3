import { describe, expect, it } from 'vitest';
import { insightsMenu, insightsRoute } from '@core/client/insights/insightsRoute';

describe('the Insights screen in the left menu (issue 38)', () => {
  it('is offered while an enabled plugin contributes a chart, and not when none does', () => {
    expect(insightsMenu(0)).toEqual([]);
    expect(insightsMenu(2)).toEqual([
      expect.objectContaining({ to: '/academic/insights', place: 'main', ns: 'core', labelKey: 'menu.insights' }),
    ]);
  });

  it('is a page with the pickers header under /academic', () => {
    expect(insightsRoute).toMatchObject({ path: 'insights', handle: { header: 'home' } });
  });
});
