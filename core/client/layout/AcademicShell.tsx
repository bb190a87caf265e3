import { Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClientPlugin, HeaderKind } from '../plugin';
import { HeaderKindContext } from './headerKind';
import { useServerLanguage } from '../session/serverLanguage';
import { ShellMenu } from './ShellMenu';
import { ShellHeader } from './ShellHeader';

export { resourcesFaqRef } from './ShellHeader';

interface Props {
  plugins: ClientPlugin[];
}

/** The header a screen asks for: its own override, else its route's, else Back. */
function useHeaderKind() {
  const matches = useMatches();
  const [headerOverride, setHeaderOverride] = useState<HeaderKind | null>(null);
  const header =
    headerOverride ??
    (
      [...matches].reverse().find((m) => (m.handle as { header?: HeaderKind })?.header)?.handle as
        { header: HeaderKind } | undefined
    )?.header ??
    'back';
  return [header, setHeaderOverride] as const;
}

/** The academic shell (spec 000 §2): left menu from the plugins' contributions, and the header. */
export function AcademicShell({ plugins }: Props) {
  const { t } = useTranslation();
  useServerLanguage();
  const [header, setHeaderOverride] = useHeaderKind();
  return (
    <div className="wil-shell">
      <ShellMenu plugins={plugins} />
      <div className="wil-main">
        <ShellHeader header={header} />
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
