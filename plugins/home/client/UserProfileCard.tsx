import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRoleNames } from '@core/client/session/roleNames';
import { useSession } from '@core/client/session/SessionContext';

/** User Profile card: photo, user name, Account ID, Email, Affiliated Programme and Role. */
export function UserProfileCard() {
  const { t } = useTranslation('home');
  const s = useSession();
  const roles = useRoleNames();
  const photo = s.fileUrl(s.academic.model.academicPhoto);
  const rows: [string, string][] = [
    [t('profile.accountId'), s.academic.model.academicStaffAcctId],
    [t('profile.email'), s.academic.model.email ?? ''],
    [t('profile.programme'), s.programme ? `${s.programme.progCode} ${s.programme.progTitle}` : t('profile.none')],
    // By role code in the language on; the server's (English) name only for a code not in the locales.
    [t('profile.role'), s.programme ? roles.list(s.programme.roleCodes, s.programme.roleNames) : t('profile.none')],
  ];
  return (
    <Card className="wil-profile-card" aria-labelledby="profile-card-title">
      <h2 id="profile-card-title">{t('profile.title')}</h2>
      <div className="wil-profile-head">
        {photo ? (
          <img src={photo} alt={t('profile.photo')} width={72} height={72} className="wil-avatar" />
        ) : (
          <span className="wil-avatar wil-avatar-empty" role="img" aria-label={t('profile.photo')}>
            <Icon icon="person" size={36} />
          </span>
        )}
        <div className="wil-profile-name">{s.userInfo.userName}</div>
      </div>
      <dl className="wil-dl">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd data-testid={`profile-${k}`}>{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
