import type { TFunction } from 'i18next';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';
import { searchAssignById } from '../../calls';
import { errorText } from '../../errors';
import type { StudentAssignRow } from '../../types';

/** Opens a submission's Turnitin report in a new tab, or says why it cannot. */
export async function openTurnitin(t: TFunction<'modules'>, r: StudentAssignRow) {
  // Opened before the call so that the browser lets it open; filled with the answer.
  const w = window.open('', '_blank');
  try {
    const detail = await searchAssignById(r.studentModuleAssignId);
    if (!detail.turnitinUrl) throw new ApiError(t('turnitin.noReport'), null);
    if (w) {
      w.opener = null;
      w.location.href = detail.turnitinUrl;
    } else window.open(detail.turnitinUrl, '_blank', 'noopener');
  } catch (e) {
    w?.close();
    void toast.error(errorText(t, e));
  }
}
