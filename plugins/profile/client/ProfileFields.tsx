import { FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { YesNo } from '@core/shared/audit';
import { SALUTATIONS } from '@schemas/profile/profile';
import type { ProfileInput } from '@schemas/profile/profileRules';
import type { Profile } from './profileApi';
import type { Editable, ProfileForm, Salutation } from './useProfileForm';

type Filled = ProfileForm & { form: Editable };

/** The fields the academic cannot change here: account, CNA, programme, email and names. */
export function FixedFields({ profile, f }: { profile: Profile; f: ProfileForm }) {
  const { t } = useTranslation('profile');
  const readOnly: [string, string, string][] = [
    ['academicStaffAcctId', t('field.accountId'), profile.academicStaffAcctId],
    ['cna', t('field.cna'), profile.cna ?? ''],
    [
      'programme',
      t('field.programme'),
      profile.baseProgCode ? `${profile.baseProgCode} ${profile.baseProgTitle ?? ''}`.trim() : '',
    ],
  ];
  // Checked on Save all the same: they come from the account and may be missing.
  const named: [keyof ProfileInput, string, string][] = [
    ['email', t('field.email'), profile.email ?? ''],
    ['firstName', t('field.firstName'), profile.firstName],
    ['lastName', t('field.lastName'), profile.lastName],
  ];
  return (
    <>
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
          helperText={f.err(key)}
          intent={f.intent(key)}
          className="wil-profile-field"
        >
          <InputGroup id={`profile-${key}`} value={v} readOnly intent={f.intent(key)} />
        </FormGroup>
      ))}
    </>
  );
}

/** The required salutation and the free programme role title. */
export function SalutationAndTitle({ f }: { f: Filled }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <FormGroup
        label={t('field.salutation')}
        labelFor="profile-staffSaluation"
        labelInfo={<span className="wil-required">{t('requiredMark')}</span>}
        helperText={f.err('staffSaluation')}
        intent={f.intent('staffSaluation')}
        className="wil-profile-field"
      >
        <HTMLSelect
          id="profile-staffSaluation"
          fill
          value={f.form.staffSaluation ?? ''}
          onChange={(e) => f.set('staffSaluation', e.currentTarget.value as Salutation | '')}
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
          value={f.form.progRoleTitle}
          maxLength={200}
          onValueChange={(v) => f.set('progRoleTitle', v)}
        />
      </FormGroup>
    </>
  );
}

/** A required Yes/No question of the profile. */
export function YesNoField({
  f,
  name,
  label,
}: {
  f: Filled;
  name: 'receiveNotiInd' | 'wpaStandApproveInd' | 'jobappStandApproveInd';
  label: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <FormGroup helperText={f.err(name)} intent={f.intent(name)} className="wil-profile-field">
      <RadioGroup
        label={
          <>
            {label} <span className="wil-required">{t('requiredMark')}</span>
          </>
        }
        inline
        selectedValue={f.form[name] ?? ''}
        onChange={(e) => f.set(name, e.currentTarget.value as YesNo)}
      >
        <Radio id={`profile-${name}`} value="Y" label={t('yes')} />
        <Radio value="N" label={t('no')} />
      </RadioGroup>
    </FormGroup>
  );
}
