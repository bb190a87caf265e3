import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../ui/LanguageSelect';

/**
 * Frame of the public pages (login, forgot, help, about, and plugins' public pages): title bar,
 * language, content. A page for people who never sign in (the industry supervisor's link) shows
 * the brand without the link to sign-in (`brandLink={false}`); `className` lets a page size its frame.
 */
export function PublicLayout({
  title,
  children,
  brandLink = true,
  className,
}: {
  title: string;
  children?: ReactNode;
  brandLink?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className ? `wil-public ${className}` : 'wil-public'}>
      <header className="wil-public-header">
        {brandLink ? (
          <Link to="/login" className="wil-public-brand">
            {t('shell.brand')}
          </Link>
        ) : (
          <span className="wil-public-brand">{t('shell.brand')}</span>
        )}
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
