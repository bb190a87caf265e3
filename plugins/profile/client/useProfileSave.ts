import { useTranslation } from 'react-i18next';
import { useWriteBy } from '@core/client/data/useWrite';
import type { ProgrammeChoice } from '@core/client/session/types';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { profileErrors, type ProfileInput } from '@schemas/profile/profileRules';
import { photoBlocker, type PhotoState } from './photo';
import { updateProfile, type Profile } from './profileApi';
import type { Editable, ProfileForm } from './useProfileForm';

/** Save: checks the form and the photo upload, then sends the profile (spec 000 §5). */
export function useProfileSave(programme: ProgrammeChoice | null, show: { wpa: boolean; jobApp: boolean }) {
  const { t } = useTranslation('profile');
  const guard = useClickGuard();
  // A save changes the profile wherever it is read (academicStaff/…): it loads again.
  const sendProfile = useWriteBy(updateProfile, ['academicStaff']).send;

  const send = async (profile: Profile, form: Editable, photo: PhotoState) => {
    try {
      await sendProfile({
        academicStaffId: profile.academicStaffId,
        academicStaffAcctId: profile.academicStaffAcctId,
        cna: profile.cna,
        progId: profile.progId,
        baseProgId: profile.baseProgId,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        ...form,
        academicPhotoModel:
          photo.status === 'removed' ? { status: 'removed', url: null } : { status: 'done', url: photo.storagePath },
        lastUpdatedDate: profile.lastUpdatedDate,
        roleCode: programme?.roleCodes.join(',') ?? null,
      });
      void toast.success(t('msg.saved'));
    } catch (e) {
      void toast.error(e instanceof Error ? e.message : String(e));
    }
  };

  const save = (profile: Profile, f: ProfileForm & { form: Editable; photo: PhotoState }) =>
    guard.run(async () => {
      const input: ProfileInput = {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        ...f.form,
      };
      const found = profileErrors(input, show);
      f.setErrors(found);
      if (Object.keys(found).length) {
        document.getElementById(`profile-${Object.keys(found)[0]}`)?.focus();
        return;
      }
      const blocker = photoBlocker(f.photo);
      if (blocker) {
        void toast.error(t(blocker === 'uploading' ? 'msg.waitUpload' : 'msg.handleFailed'));
        return;
      }
      await send(profile, f.form, f.photo);
    });

  return { save, pending: guard.pending };
}
