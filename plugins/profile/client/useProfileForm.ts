import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '@core/shared/audit';
import { SALUTATIONS } from '@schemas/profile/profile';
import type { ProfileInput } from '@schemas/profile/profileRules';
import type { PhotoState } from './photo';
import type { Profile } from './profileApi';

export type Salutation = (typeof SALUTATIONS)[number];

/** What the form edits, typed as the update call takes it. */
export interface Editable {
  staffSaluation: Salutation | '';
  progRoleTitle: string;
  receiveNotiInd: YesNo;
  wpaStandApproveInd: YesNo;
  jobappStandApproveInd: YesNo;
}

export type Errors = Partial<Record<keyof ProfileInput, string>>;

/** The spec's English messages (§5) → this plugin's i18n keys. */
const MESSAGE_KEY: Record<string, string> = {
  'Email is required.': 'error.emailRequired',
  'Incorrect Email format.': 'error.emailFormat',
  'First Name is required.': 'error.firstNameRequired',
  'Last Name is required.': 'error.lastNameRequired',
  'Staff Saluation is required.': 'error.salutationRequired',
  'Receive Notification is required.': 'error.receiveNotiRequired',
  'WPA Standing Approval is required.': 'error.wpaRequired',
  'Job App Standing Approval is required.': 'error.jobAppRequired',
};

const editableOf = (p: Profile): Editable => ({
  // A stored salutation the list does not offer shows as not chosen, so Save asks for one.
  staffSaluation: SALUTATIONS.find((v) => v === p.staffSaluation) ?? '',
  progRoleTitle: p.progRoleTitle ?? '',
  receiveNotiInd: p.receiveNotiInd,
  wpaStandApproveInd: p.wpaStandApproveInd,
  jobappStandApproveInd: p.jobappStandApproveInd,
});

const photoOf = (p: Profile): PhotoState => ({
  status: 'done',
  storagePath: p.academicPhoto,
  previewUrl: p.academicPhotoUrl,
  irregular: false,
});

/** The profile form's state: its fields, photo and messages, started afresh by each answer. */
export function useProfileForm(profile: Profile | undefined) {
  const { t } = useTranslation('profile');
  const [form, setForm] = useState<Editable | null>(null);
  const [photo, setPhoto] = useState<PhotoState | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!profile) return;
    setForm(editableOf(profile));
    setPhoto(photoOf(profile));
    setErrors({});
  }, [profile]);

  /** Sets a field and clears its message. */
  const set = <K extends keyof Editable>(key: K, v: Editable[K]) => {
    setForm((f) => f && { ...f, [key]: v });
    if (errors[key as keyof ProfileInput]) {
      const next = { ...errors };
      delete next[key as keyof ProfileInput];
      setErrors(next);
    }
  };
  const err = (key: keyof ProfileInput) => {
    const m = errors[key];
    return m ? t(MESSAGE_KEY[m] ?? m) : undefined;
  };
  const intent = (key: keyof ProfileInput) => (errors[key] ? ('danger' as const) : ('none' as const));

  return { form, photo, setPhoto, setErrors, set, err, intent };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
