import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../layout/PublicLayout';

/** /indexAbout (spec 000 §2): the one-stop online centre for WIL, with a sign-in link. */
export default function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('about.title')}>
      <p>{t('about.p1')}</p>
      <p>{t('about.p2')}</p>
      <p>{t('about.p3')}</p>
      <p style={{ marginTop: 24 }}>
        <Link to="/login">{t('common.signIn')}</Link>
      </p>
    </PublicLayout>
  );
}
