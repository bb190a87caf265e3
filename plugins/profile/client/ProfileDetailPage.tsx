import { useMemo } from 'react';
import { Button, Callout, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useCall } from '@core/client/data/useCall';
import { profileCalls } from '@schemas/profile/calls';
import { useRoleNames } from '@core/client/session/roleNames';
import { useSession } from '@core/client/session/SessionContext';
import { standingFields } from '@schemas/profile/profileRules';
import { PhotoField } from './PhotoField';
import { DigestPreview } from './DigestPreview';
import { FixedFields, SalutationAndTitle, YesNoField } from './ProfileFields';
import type { Profile } from './profileApi';
import { useProfileForm } from './useProfileForm';
import { useProfileSave } from './useProfileSave';
import './profile.css';

/** The roles the academic holds in the selected cohort's programmes. */
function RolesCard({ profile, cohortYear }: { profile: Profile; cohortYear: string | number }) {
  const { t } = useTranslation('profile');
  const roleNames = useRoleNames();
  return (
    <Card aria-labelledby="profile-roles-title">
      <h2 id="profile-roles-title">{t('roles.title', { year: cohortYear })}</h2>
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
  );
}

/** /academic/academicDetail: the Personal Profile (spec 000 §2, §5, §6). */
export default function ProfileDetailPage() {
  const { t } = useTranslation('profile');
  const s = useSession();
  const programme = s.programme;
  // Spec 000 §6: the standing approvals follow the roles held in the selected programme.
  const show = useMemo(() => standingFields(programme?.roleCodes ?? []), [programme]);
  // The form stays on screen while it reloads after a save; a failure toasts (the hook's default)
  // and, when there is nothing to show yet, fills the page.
  const loaded = useCall(
    profileCalls.webSiteSearchById,
    // The call layer fills the selected programme and cohort; a new selection is another key.
    { roleCode: programme?.roleCodes.join(',') ?? null, academicStaffId: s.academic.model.academicStaffId },
    { keepPrevious: true },
  );
  const f = useProfileForm(loaded.data);
  const saving = useProfileSave(programme, show);
  const profile = loaded.data ?? null;
  const { form, photo } = f;

  if (!profile || !form || !photo) {
    const failed = loaded.error && !profile;
    return (
      <div className="wil-page">
        <h1>{t('title')}</h1>
        {failed ? <NonIdealState icon="error" title={loaded.error!.message} /> : <Spinner aria-label={t('loading')} />}
      </div>
    );
  }
  const filled = { ...f, form, photo };

  return (
    <div className="wil-page wil-profile-page">
      <h1>{t('title')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void saving.save(profile, filled);
        }}
      >
        <div className="wil-profile-grid">
          <Card className="wil-profile-photo-card" aria-labelledby="profile-photo-title">
            <h2 id="profile-photo-title">{t('photo.title')}</h2>
            <PhotoField value={photo} onChange={f.setPhoto} />
          </Card>
          <Card aria-labelledby="profile-details-title">
            <h2 id="profile-details-title">{t('details')}</h2>
            <div className="wil-profile-fields">
              <FixedFields profile={profile} f={f} />
              <SalutationAndTitle f={filled} />
              <YesNoField f={filled} name="receiveNotiInd" label={t('field.receiveNoti')} />
              {show.wpa && <YesNoField f={filled} name="wpaStandApproveInd" label={t('field.wpaStandApprove')} />}
              {show.jobApp && (
                <YesNoField f={filled} name="jobappStandApproveInd" label={t('field.jobAppStandApprove')} />
              )}
            </div>
            {!programme && <Callout intent="primary">{t('noProgramme')}</Callout>}
          </Card>
          <RolesCard profile={profile} cohortYear={s.cohort.cohortYear} />
        </div>
        <div className="wil-profile-actions">
          <DigestPreview />
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            size="large"
            // Until the reload after a save has answered, lastUpdatedDate is the old one.
            loading={saving.pending || loaded.loading}
            text={t('save')}
          />
        </div>
      </form>
    </div>
  );
}
