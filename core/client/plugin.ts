import type { ComponentType } from 'react';
import type { IconName } from '@blueprintjs/icons';
import type { LanguageCode } from '@core/shared/languages';
import type { ChoiceRef } from '@schemas/core/contract';
import type { RouteRef } from './extensions/routeRefs';
import type { Contribution, SlotRef } from './extensions/slots';

/** Which header a page gets (spec 000 §2): 'home' pages show Resources/FAQ and the cohort and programme pickers. */
export type HeaderKind = 'home' | 'back';

export interface ClientRoute {
  /** Path under /academic ('' is /academic itself). */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  header: HeaderKind;
  /** How other plugins (through config/app.json "routes") and this one link to the page. */
  ref?: RouteRef;
  /**
   * The slots the screen shows: opening the page directly requests their contributions with the
   * screen's code instead of after it has rendered (core/client/preloadScreen.ts).
   */
  slots?: readonly SlotRef<any>[];
}

export interface MenuEntry {
  /** i18n key in the plugin's namespace. */
  labelKey: string;
  to: string;
  /**
   * Other paths under /academic whose pages also light the entry (their first segment: an
   * area's screens beyond its list, spec 000 §2 'highlighted by path').
   */
  match?: readonly string[];
  icon?: IconName;
  /** 'main' is the left menu; 'report' the Report dropdown. */
  place: 'main' | 'report';
  order: number;
}

type Bundle = () => Promise<{ default: Record<string, unknown> }>;

/**
 * A page a plugin shows outside /academic to someone who does not sign in (issue 31: the
 * industry supervisor's /wpa/{token}). The public app mounts it at the top level, beside /login
 * and /help, without the staff shell, session, menus or plugins' manifests; its code loads when
 * its path is visited.
 */
export interface PublicRoute {
  /** Path from the site's root, under the plugin's id: 'wpa/:token' for the plugin 'wpa'. */
  path: string;
  /** The page (and whatever it needs before it shows, such as its labels). */
  load: () => Promise<{ default: ComponentType }>;
}

/** A plugin's public pages, as plugins/<id>/client/publicRoutes.ts declares them. */
export interface PublicRoutes {
  pluginId: string;
  routes: readonly PublicRoute[];
}

/**
 * Declares a plugin's public pages. It is the default export of plugins/<id>/client/publicRoutes.ts,
 * the one file of a plugin the public pages read (core/client/publicRoutes.ts: a few bytes, the
 * pages stay lazy), and the plugin's index lists it as `publicRoutes` for the table of contents.
 */
export const definePublicRoutes = (pluginId: string, routes: readonly PublicRoute[]): PublicRoutes => ({
  pluginId,
  routes,
});

export interface ClientPlugin {
  id: string;
  routes: ClientRoute[];
  menu: MenuEntry[];
  /** Entries known only at run time (e.g. report definitions from config), loaded after sign-in. */
  loadMenu?: () => Promise<MenuEntry[]>;
  /** What the plugin adds to other plugins' screens (core/client/extensions/slots.ts). */
  contributes?: readonly Contribution[];
  /** Pages outside /academic, without sign-in (its client/publicRoutes.ts, definePublicRoutes). */
  publicRoutes?: PublicRoutes;
  /**
   * The choices this plugin owns (its contract's `choices`) that a mail's link may set before its
   * page opens (core/client/pages/OpenLinkPage.tsx); the server checks the value (`linkChoices`).
   */
  choices?: readonly ChoiceRef[];
  locales: Record<LanguageCode, Bundle>;
}

export const defineClientPlugin = (p: ClientPlugin): ClientPlugin => p;

/** A screen under the back header, the usual kind; `more` adds its route ref or slots. */
export const backScreen = (
  path: string,
  load: ClientRoute['load'],
  more?: Pick<ClientRoute, 'ref' | 'slots'>,
): ClientRoute => ({ ...more, path, load, header: 'back' });

/**
 * A plugin's `locales`: English, every screen's fallback and always wanted with /academic, comes
 * in the plugin's entry (a request and its headers fewer per plugin, issue 35); the other
 * languages are fetched when they are on.
 */
export const pluginLocales = (
  en: Record<string, unknown>,
  others: Record<Exclude<LanguageCode, 'en'>, Bundle>,
): Record<LanguageCode, Bundle> => ({ en: () => Promise.resolve({ default: en }), ...others });
