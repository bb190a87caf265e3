import { describe, expect, it } from 'vitest';
import { openLinkAddress } from '@core/shared/openLinkAddress';
import { modulesContract } from '@schemas/modules/contract';
import { wpaContract } from '@schemas/wpa/contract';
import { listOfStatus } from '../../../plugins/wpa/client/contributions/statusLists';

describe("the link page's address: a page of one area opened for another area's choice", () => {
  it("an Insights WPA bar: WPA Management's list of the status, for the bar's module, in the module's programme", () => {
    const address = openLinkAddress({
      to: wpaContract.routes.management,
      params: { showStatus: listOfStatus('PENDING_REVIEW') },
      choice: { ref: modulesContract.choices.cohortModule, value: 9 },
    });
    expect(address).toBe(
      '/academic/open?to=wpa.management&choice=modules.cohortModule&value=9&p.showStatus=pendingReview',
    );
  });

  it('a status WPA Management has no list of opens every form: no path parameter', () => {
    expect(listOfStatus('ACCEPTED')).toBe('');
    const address = openLinkAddress({
      to: wpaContract.routes.management,
      params: { showStatus: listOfStatus('ACCEPTED') },
      cohortProgId: 3,
      choice: { ref: modulesContract.choices.cohortModule, value: 9 },
    });
    expect(address).toBe('/academic/open?to=wpa.management&prog=3&choice=modules.cohortModule&value=9');
  });
});
