import { useTranslation } from 'react-i18next';
import { UserProfileCard } from './UserProfileCard';

/** The academic home. The job review issue adds its dashboard cards here. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="wil-page">
      <h1>{t('title')}</h1>
      <div className="wil-home-grid">
        <UserProfileCard />
      </div>
    </div>
  );
}
