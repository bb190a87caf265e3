import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Button, HTMLSelect, Icon, Menu, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClientPlugin, HeaderKind, MenuEntry } from '../plugin';
import { useSession } from '../session/SessionContext';
import { LanguageSelect } from '../ui/LanguageSelect';
import { HeaderKindContext } from './headerKind';
import { useRouteRef, useSlotSize } from '../extensions/Extensions';
import { insightsMenu, insightsSlot } from '../insights/insightsRoute';
import { createExternalRouteRef } from '../extensions/routeRefs';
import { useLoaded } from '../data/useCall';
import { saveLanguageOnServer, useServerLanguage } from '../session/serverLanguage';

/** The header's Resources/FAQ button (spec 000 §2) opens whichever page config/app.json binds. */
export const resourcesFaqRef = createExternalRouteRef('core.resourcesFaq');

interface Props {
  plugins: ClientPlugin[];
}

type Entry = MenuEntry & { ns: string };

/** The academic shell (spec 000 §2): left menu from the plugins' contributions, and the header. */
export function AcademicShell({ plugins }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const resourcesFaq = useRouteRef(resourcesFaqRef);
  useServerLanguage();
  const [headerOverride, setHeaderOverride] = useState<HeaderKind | null>(null);
  const header =
    headerOverride ??
    (
      [...matches].reverse().find((m) => (m.handle as { header?: HeaderKind })?.header)?.handle as
        { header: HeaderKind } | undefined
    )?.header ??
    'back';

  // Menus loaded at run time (reports); a failure leaves those entries out and is logged only.
  const menus = useLoaded(
    ['kernel/menus', plugins.map((p) => p.id)],
    () =>
      Promise.all(plugins.map(async (p) => (p.loadMenu ? (await p.loadMenu()).map((m) => ({ ...m, ns: p.id })) : []))),
    { errors: 'silent', keepPrevious: true, stable: true },
  );
  useEffect(() => {
    if (menus.error) console.error(menus.error);
  }, [menus.error]);
  const loaded: Entry[] = menus.data?.flat() ?? [];
  // Plugins come in config order; within a plugin, by the order it gives.
  const insightCharts = useSlotSize(insightsSlot);
  const entries: Entry[] = [
    ...plugins.flatMap((p) => p.menu.map((m) => ({ ...m, ns: p.id }))),
    ...insightsMenu(insightCharts),
    ...loaded,
  ];
  const main = entries.filter((e) => e.place === 'main').sort((a, b) => a.order - b.order);
  const reports = entries.filter((e) => e.place === 'report').sort((a, b) => a.order - b.order);
  const reportActive = reports.some((r) => location.pathname.startsWith(r.to));
  const [first, ...rest] = main;

  return (
    <div className="wil-shell">
      <nav className="wil-sidebar" aria-label={t('shell.menu')}>
        <div className="wil-brand">{t('shell.brand')}</div>
        <ul>
          {first && <MenuLink entry={first} />}
          {reports.length > 0 && (
            <li>
              <Popover
                placement="right-start"
                minimal
                content={
                  <Menu aria-label={t('shell.report')}>
                    {reports.map((r) => (
                      <MenuItem key={r.to} text={t(`${r.ns}:${r.labelKey}`)} onClick={() => navigate(r.to)} />
                    ))}
                  </Menu>
                }
              >
                <button type="button" className={`wil-menu-link${reportActive ? ' active' : ''}`} aria-haspopup="menu">
                  <Icon icon="th-list" /> {t('shell.report')} <Icon icon="caret-right" />
                </button>
              </Popover>
            </li>
          )}
          {rest.map((e) => (
            <MenuLink key={e.to} entry={e} />
          ))}
        </ul>
      </nav>
      <div className="wil-main">
        <header className="wil-header">
          {header === 'home' ? (
            resourcesFaq && (
              <Button variant="minimal" icon="help" onClick={() => navigate(resourcesFaq({}))}>
                {t('shell.resourcesFaq')}
              </Button>
            )
          ) : (
            <Button variant="minimal" icon="arrow-left" onClick={() => navigate(-1)}>
              {t('shell.back')}
            </Button>
          )}
          <div className="wil-header-right">
            {header === 'home' && <CohortProgrammePickers />}
            <LanguageSelect onChosen={saveLanguageOnServer} />
            <Button variant="minimal" icon="log-out" onClick={() => void session.logout()}>
              {t('shell.logout')}
            </Button>
            <div className="wil-user-box" aria-label={t('shell.signedInAs')}>
              <Icon icon="user" /> {session.userInfo.userName}
            </div>
          </div>
        </header>
        <main className="wil-content" id="main">
          <Suspense fallback={<Spinner aria-label={t('common.loading')} />}>
            <HeaderKindContext.Provider value={setHeaderOverride}>
              <Outlet />
            </HeaderKindContext.Provider>
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function MenuLink({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The first segment under /academic: an area's other screens light its entry too.
  const section = pathname.split('/')[2] ?? '';
  const alsoActive = entry.match?.includes(section) ?? false;
  return (
    <li>
      <NavLink
        to={entry.to}
        end={entry.to === '/academic'}
        aria-current={alsoActive ? 'page' : undefined}
        className={({ isActive }) => `wil-menu-link${isActive || alsoActive ? ' active' : ''}`}
      >
        {entry.icon && <Icon icon={entry.icon} />} {t(`${entry.ns}:${entry.labelKey}`)}
      </NavLink>
    </li>
  );
}

function CohortProgrammePickers() {
  const { t } = useTranslation();
  const s = useSession();
  return (
    <>
      <div className="wil-picker">
        <label htmlFor="wil-cohort">{t('shell.cohort')}</label>
        <HTMLSelect
          id="wil-cohort"
          value={s.cohort.cohortId}
          onChange={(e) => s.selectCohort(Number(e.currentTarget.value))}
          options={s.academic.cohorts.map((c) => ({ value: c.cohortId, label: String(c.cohortYear) }))}
        />
      </div>
      <div className="wil-picker">
        <label htmlFor="wil-programme">{t('shell.programme')}</label>
        <HTMLSelect
          id="wil-programme"
          value={s.programme?.cohortProgId ?? ''}
          onChange={(e) => s.selectProgramme(Number(e.currentTarget.value))}
          options={[
            ...(s.programme ? [] : [{ value: '', label: t('shell.chooseProgramme') }]),
            ...s.programmes.map((p) => ({ value: p.cohortProgId, label: `${p.progCode} ${p.progTitle}` })),
          ]}
        />
      </div>
    </>
  );
}
