import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../layout/PublicLayout';

/** The eight fixed questions of spec 000 §2, in order. */
const QUESTIONS = [
  'whatIsWil',
  'partnerExplore',
  'register',
  'worldwide',
  'safety',
  'unresponsive',
  'resourceFaq',
  'contactAdmin',
] as const;

/** /help (spec 000 §2): fixed questions and answers and a sign-in link. */
export default function HelpPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('help.title')}>
      <p>{t('help.intro')}</p>
      {QUESTIONS.map((id) => (
        <section key={id} style={{ marginTop: 24 }}>
          <h2>{t(`help.${id}.q`)}</h2>
          <p>{t(`help.${id}.a`)}</p>
        </section>
      ))}
      <p style={{ marginTop: 24 }}>
        <Link to="/login">{t('common.signIn')}</Link>
      </p>
    </PublicLayout>
  );
}
