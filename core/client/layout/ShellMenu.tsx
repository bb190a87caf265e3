import { useEffect } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Icon, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClientPlugin, MenuEntry } from '../plugin';
import { useLoaded } from '../data/useCall';
import { useSlotSize } from '../extensions/Extensions';
import { insightsMenu, insightsSlot } from '../insights/insightsRoute';

type Entry = MenuEntry & { ns: string };

/** The menu entries: the plugins' own, the kernel's Insights, then those loaded at run time (reports). */
function useMenuEntries(plugins: ClientPlugin[]) {
  // A failure of a loaded menu leaves those entries out and is logged only.
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
  // Plugins come in config order; within a plugin, by the order it gives. Insights shows while
  // some enabled plugin contributes a chart to it.
  const insightCharts = useSlotSize(insightsSlot);
  const entries: Entry[] = [
    ...plugins.flatMap((p) => p.menu.map((m) => ({ ...m, ns: p.id }))),
    ...insightsMenu(insightCharts),
    ...loaded,
  ];
  const main = entries.filter((e) => e.place === 'main').sort((a, b) => a.order - b.order);
  const reports = entries.filter((e) => e.place === 'report').sort((a, b) => a.order - b.order);
  return { main, reports };
}

/** The left menu (spec 000 §2): the first main entry, the Report menu, then the other entries. */
export function ShellMenu({ plugins }: { plugins: ClientPlugin[] }) {
  const { t } = useTranslation();
  const { main, reports } = useMenuEntries(plugins);
  const [first, ...rest] = main;
  return (
    <nav className="wil-sidebar" aria-label={t('shell.menu')}>
      <div className="wil-brand">{t('shell.brand')}</div>
      <ul>
        {first && <MenuLink entry={first} />}
        {reports.length > 0 && <ReportMenu reports={reports} />}
        {rest.map((e) => (
          <MenuLink key={e.to} entry={e} />
        ))}
      </ul>
    </nav>
  );
}

function ReportMenu({ reports }: { reports: Entry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const reportActive = reports.some((r) => location.pathname.startsWith(r.to));
  return (
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
