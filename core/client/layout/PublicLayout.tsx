import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../ui/LanguageSelect';

/** Frame of the public pages (login, forgot, help, about): title bar, language, content. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="wil-public">
      <header className="wil-public-header">
        <Link to="/login" className="wil-public-brand">
          {t('shell.brand')}
        </Link>
        <LanguageSelect />
      </header>
      <main className="wil-public-main" id="main">
        <h1>{title}</h1>
        {children}
      </main>
      <footer className="wil-public-footer">{t('login.funding')}</footer>
    </div>
  );
}
