import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A role's name in the language on, by its code (spec 000 §1: MODULE_CONVENER, PROGRAMME_LEADER,
 * ACADEMIC_SUPERVISOR). The server sends roleName in English from its roles table, so it is only
 * the fallback, for a code the locales do not know (issue 27).
 */
export function roleName(t: TFunction, code: string, serverName?: string | null): string {
  return t(`core:role.${code}`, { defaultValue: serverName || code });
}

/** Several roles (a programme's), in the language on, joined with its list separator. */
export function roleNameList(t: TFunction, codes: readonly string[], serverNames: readonly (string | null)[] = []) {
  return codes.map((c, i) => roleName(t, c, serverNames[i])).join(t('core:common.listSeparator'));
}

/** roleName and roleNameList bound to the language on, for any area's screen. */
export function useRoleNames() {
  const { t } = useTranslation('core');
  return useMemo(
    () => ({
      name: (code: string, serverName?: string | null) => roleName(t, code, serverName),
      list: (codes: readonly string[], serverNames?: readonly (string | null)[]) => roleNameList(t, codes, serverNames),
    }),
    [t],
  );
}
