import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { call } from '@core/client/data/call';
import { useLoaded } from '@core/client/data/useCall';
import { formValidator, type Choice } from '@core/client/ui/form/theme';
import { reportCalls } from '@schemas/reports/calls';
import { referenceCalls } from '@schemas/core/reference';
import type { ClientDefinition } from './definitions';

type Source = NonNullable<ClientDefinition['filters']['options']>[string];

async function loadChoices(source: Source, signal: AbortSignal): Promise<Choice[]> {
  switch (source) {
    case 'departments':
    case 'departmentNames': {
      const list = await call(referenceCalls.searchAllDept, undefined, { signal });
      return list.map((d) => ({
        value: source === 'departments' ? d.deptId : d.deptName,
        label: `${d.deptCode} - ${d.deptName}`,
      }));
    }
    case 'staff': {
      const list = await call(reportCalls.academicSearch, {}, { signal });
      return list.map((s) => ({ value: s.userId, label: s.staffName }));
    }
    case 'cohorts': {
      const list = await call(reportCalls.searchCohortList, {}, { signal });
      return list.map((c) => ({ value: c.cohortId, label: String(c.cohortYear) }));
    }
    default:
      return [];
  }
}

/** Every dropdown's options from its named source, each source asked once. */
async function loadAllChoices(def: ClientDefinition, signal: AbortSignal): Promise<Record<string, Choice[]>> {
  const options = Object.entries(def.filters.options ?? {});
  const sources = [...new Set(options.map(([, source]) => source))];
  const lists = await Promise.all(sources.map((source) => loadChoices(source, signal)));
  const bySource = new Map(sources.map((source, i) => [source, lists[i]!]));
  return Object.fromEntries(options.map(([field, source]) => [field, bySource.get(source)!]));
}

/** The uiSchema: each field titled from the definition's texts, dropdowns for sources and enums. */
function filterUiSchema(
  def: ClientDefinition,
  choices: Record<string, Choice[]>,
  allLabel: string,
  text: (key: string) => string,
): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [name, p] of Object.entries(def.filters.schema.properties)) {
    const own: UiSchema = { ...(def.filters.uiSchema?.[name] ?? {}), 'ui:title': text(`filter.${name}`) };
    const source = def.filters.options?.[name];
    const enumValues = p.enum as (string | number)[] | undefined;
    if (source || enumValues) {
      ui[name] = {
        ...own,
        'ui:widget': 'choice',
        'ui:options': {
          ...((own['ui:options'] as object) ?? {}),
          allLabel,
          choices: source ? (choices[name] ?? []) : enumValues!.map((v) => ({ value: v, label: text(`enum.${v}`) })),
        },
      };
    } else ui[name] = own;
  }
  return ui;
}

/**
 * The report's filter form: its schema as the build read it (whose precompiled validator checks
 * the form), and the uiSchema with the dropdowns' options. Options load only when the user may
 * search (canSelect N loads nothing); a failure goes to `showError` like every error of the report.
 */
export function useReportFilters(
  def: ClientDefinition,
  text: (key: string) => string,
  showError: (e: unknown) => void,
) {
  const { t } = useTranslation('reports');
  const options = useLoaded(
    ['reports/choices', def.filters.options ?? {}],
    def.canSelect ? (signal) => loadAllChoices(def, signal) : null,
    { errors: 'silent' },
  );
  const choices = useMemo(() => options.data ?? {}, [options.data]);
  useEffect(() => {
    if (options.error) showError(options.error);
  }, [options.error, showError]);
  const schema = def.filters.schema as RJSFSchema;
  const validator = useMemo(() => formValidator(schema), [schema]);
  const uiSchema = useMemo(() => filterUiSchema(def, choices, t('all'), text), [def, choices, t, text]);
  return { schema, uiSchema, validator };
}
