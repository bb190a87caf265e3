import type { ComponentType } from 'react';
import type { IconName } from '@blueprintjs/icons';
import type { LanguageCode } from '@core/shared/languages';
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

export interface ClientPlugin {
  id: string;
  routes: ClientRoute[];
  menu: MenuEntry[];
  /** Entries known only at run time (e.g. report definitions from config), loaded after sign-in. */
  loadMenu?: () => Promise<MenuEntry[]>;
  /** What the plugin adds to other plugins' screens (core/client/extensions/slots.ts). */
  contributes?: readonly Contribution[];
  locales: Record<LanguageCode, Bundle>;
}

export const defineClientPlugin = (p: ClientPlugin): ClientPlugin => p;
