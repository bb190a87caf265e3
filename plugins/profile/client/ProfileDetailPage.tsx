import { useEffect, useMemo, useState } from 'react';
import type { YesNo } from '@core/shared/audit';
import {
  Button,
  Callout,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Radio,
  RadioGroup,
  Spinner,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLoad } from '@core/client/data/useLoad';
import { useRoleNames } from '@core/client/session/roleNames';
import { useSession } from '@core/client/session/SessionContext';
import { toast } from '@core/client/ui/toaster';
import { useClickGuard } from '@core/client/ui/useClickGuard';
import { SALUTATIONS } from '@schemas/profile/profile';
import { profileErrors, standingFields, type ProfileInput } from '@schemas/profile/profileRules';
import { PhotoField } from './PhotoField';
import { DigestPreview } from './DigestPreview';
import { photoBlocker, type PhotoState } from './photo';
import { searchProfile, updateProfile, type Profile } from './profileApi';
import './profile.css';

type Salutation = (typeof SALUTATIONS)[number];

/** What the form edits, typed as the update call takes it. */
interface Editable {
  staffSaluation: Salutation | '';
  progRoleTitle: string;
  receiveNotiInd: YesNo;
  wpaStandApproveInd: YesNo;
  jobappStandApproveInd: YesNo;
}

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

/** /academic/academicDetail: the Personal Profile (spec 000 §2, §5, §6). */
export default function ProfileDetailPage() {
  const { t } = useTranslation('profile');
  const s = useSession();
  const roleNames = useRoleNames();
  const staffId = s.academic.model.academicStaffId;
  const programme = s.programme;
  const [form, setForm] = useState<Editable | null>(null);
  const [photo, setPhoto] = useState<PhotoState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileInput, string>>>({});
  const guard = useClickGuard();

  // Spec 000 §6: the standing approvals follow the roles held in the selected programme.
  const show = useMemo(() => standingFields(programme?.roleCodes ?? []), [programme]);

  // The form stays on screen while it reloads after a save; a failure toasts (the hook's default)
  // and, when there is nothing to show yet, fills the page.
  const loaded = useLoad(
    (signal) =>
      searchProfile(
        {
          roleCode: programme?.roleCodes.join(',') ?? null,
          academicStaffId: staffId,
        },
        signal,
      ),
    // The call layer sends the selected programme and cohort: a new selection loads again.
    [programme, staffId, s.cohort.cohortId],
    { keepPrevious: true },
  );
  const profile = loaded.data ?? null;
  const loadError = loaded.error?.message ?? null;

  // Each answer starts the form afresh from what is stored.
  useEffect(() => {
    if (!loaded.data) return;
    setForm(editableOf(loaded.data));
    setPhoto(photoOf(loaded.data));
    setErrors({});
  }, [loaded.data]);

  if (loadError && !profile) {
    return (
      <div className="wil-page">
        <h1>{t('title')}</h1>
        <NonIdealState icon="error" title={loadError} />
      </div>
    );
  }
  if (!profile || !form || !photo) {
    return (
      <div className="wil-page">
        <h1>{t('title')}</h1>
        <Spinner aria-label={t('loading')} />
      </div>
    );
  }

  const input: ProfileInput = {
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...form,
  };
  const set = <K extends keyof Editable>(key: K, v: Editable[K]) => {
    setForm({ ...form, [key]: v });
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
  const intent = (key: keyof ProfileInput) => (errors[key] ? 'danger' : 'none');

  const save = () =>
    guard.run(async () => {
      const found = profileErrors(input, show);
      setErrors(found);
      if (Object.keys(found).length) {
        document.getElementById(`profile-${Object.keys(found)[0]}`)?.focus();
        return;
      }
      const blocker = photoBlocker(photo);
      if (blocker) {
        void toast.error(t(blocker === 'uploading' ? 'msg.waitUpload' : 'msg.handleFailed'));
        return;
      }
      try {
        await updateProfile({
          academicStaffId: profile.academicStaffId,
          academicStaffAcctId: profile.academicStaffAcctId,
          cna: profile.cna,
          progId: profile.progId,
          baseProgId: profile.baseProgId,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          staffSaluation: form.staffSaluation,
          progRoleTitle: form.progRoleTitle,
          receiveNotiInd: form.receiveNotiInd,
          wpaStandApproveInd: form.wpaStandApproveInd,
          jobappStandApproveInd: form.jobappStandApproveInd,
          academicPhotoModel:
            photo.status === 'removed' ? { status: 'removed', url: null } : { status: 'done', url: photo.storagePath },
          lastUpdatedDate: profile.lastUpdatedDate,
          roleCode: programme?.roleCodes.join(',') ?? null,
        });
        void toast.success(t('msg.saved'));
        loaded.reload();
      } catch (e) {
        void toast.error(e instanceof Error ? e.message : String(e));
      }
    });

  const readOnly: [string, string, string][] = [
    ['academicStaffAcctId', t('field.accountId'), profile.academicStaffAcctId],
    ['cna', t('field.cna'), profile.cna ?? ''],
    [
      'programme',
      t('field.programme'),
      profile.baseProgCode ? `${profile.baseProgCode} ${profile.baseProgTitle ?? ''}`.trim() : '',
    ],
  ];
  const named: [keyof ProfileInput, string, string][] = [
    ['email', t('field.email'), profile.email ?? ''],
    ['firstName', t('field.firstName'), profile.firstName],
    ['lastName', t('field.lastName'), profile.lastName],
  ];
  const yesNo = (key: 'receiveNotiInd' | 'wpaStandApproveInd' | 'jobappStandApproveInd', label: string) => (
    <FormGroup helperText={err(key)} intent={intent(key)} className="wil-profile-field">
      <RadioGroup
        label={
          <>
            {label} <span className="wil-required">{t('requiredMark')}</span>
          </>
        }
        inline
        selectedValue={form[key] ?? ''}
        onChange={(e) => set(key, e.currentTarget.value as YesNo)}
      >
        <Radio id={`profile-${key}`} value="Y" label={t('yes')} />
        <Radio value="N" label={t('no')} />
      </RadioGroup>
    </FormGroup>
  );

  return (
    <div className="wil-page wil-profile-page">
      <h1>{t('title')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="wil-profile-grid">
          <Card className="wil-profile-photo-card" aria-labelledby="profile-photo-title">
            <h2 id="profile-photo-title">{t('photo.title')}</h2>
            <PhotoField value={photo} onChange={setPhoto} />
          </Card>

          <Card aria-labelledby="profile-details-title">
            <h2 id="profile-details-title">{t('details')}</h2>
            <div className="wil-profile-fields">
              {readOnly.map(([key, label, v]) => (
                <FormGroup key={key} label={label} labelFor={`profile-${key}`} className="wil-profile-field">
                  <InputGroup id={`profile-${key}`} value={v} readOnly />
                </FormGroup>
              ))}
              {named.map(([key, label, v]) => (
                <FormGroup
                  key={key}
                  label={label}
                  labelFor={`profile-${key}`}
                  helperText={err(key)}
                  intent={intent(key)}
                  className="wil-profile-field"
                >
                  <InputGroup id={`profile-${key}`} value={v} readOnly intent={intent(key)} />
                </FormGroup>
              ))}
              <FormGroup
                label={t('field.salutation')}
                labelFor="profile-staffSaluation"
                labelInfo={<span className="wil-required">{t('requiredMark')}</span>}
                helperText={err('staffSaluation')}
                intent={intent('staffSaluation')}
                className="wil-profile-field"
              >
                <HTMLSelect
                  id="profile-staffSaluation"
                  fill
                  value={form.staffSaluation ?? ''}
                  onChange={(e) => set('staffSaluation', e.currentTarget.value as Salutation | '')}
                >
                  <option value="">{t('select')}</option>
                  {SALUTATIONS.map((v) => (
                    <option key={v} value={v}>
                      {t(`salutation.${v}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('field.title')} labelFor="profile-progRoleTitle" className="wil-profile-field">
                <InputGroup
                  id="profile-progRoleTitle"
                  value={form.progRoleTitle}
                  maxLength={200}
                  onValueChange={(v) => set('progRoleTitle', v)}
                />
              </FormGroup>
              {yesNo('receiveNotiInd', t('field.receiveNoti'))}
              {show.wpa && yesNo('wpaStandApproveInd', t('field.wpaStandApprove'))}
              {show.jobApp && yesNo('jobappStandApproveInd', t('field.jobAppStandApprove'))}
            </div>
            {!programme && <Callout intent="primary">{t('noProgramme')}</Callout>}
          </Card>

          <Card aria-labelledby="profile-roles-title">
            <h2 id="profile-roles-title">{t('roles.title', { year: s.cohort.cohortYear })}</h2>
            {profile.roles.length ? (
              <ul className="wil-profile-roles">
                {profile.roles.map((r) => (
                  <li key={`${r.progCode}-${r.roleCode}`}>
                    <strong>{r.progCode}</strong> {r.progTitle} — {roleNames.name(r.roleCode, r.roleName)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('roles.none')}</p>
            )}
          </Card>
        </div>
        <div className="wil-profile-actions">
          <DigestPreview />
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            size="large"
            // Until the reload after a save has answered, lastUpdatedDate is the old one.
            loading={guard.pending || loaded.loading}
            text={t('save')}
          />
        </div>
      </form>
    </div>
  );
}
