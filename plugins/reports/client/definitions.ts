import type { ApiOptions } from '@core/client/api';
import { call } from '@core/client/data/call';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@core/shared/languages';

import type { ReportDefinitionView } from '@schemas/reports/definition';
import { reportCalls } from '@schemas/reports/calls';

// The types come from the report meta-schema (schemas/reports/definition.ts), as on the server.
/** A report definition as reports/definitions answers it (config/reports/<id>.json without source). */
export type ClientDefinition = ReportDefinitionView;
export type ClientColumn = ClientDefinition['columns'][number];
export type Lang = keyof ClientDefinition['labels'];

/** The definitions the caller may see, typed from the reply schema the server writes. */
export const fetchDefinitions = (opts?: ApiOptions): Promise<ClientDefinition[]> =>
  call(reportCalls.definitions, undefined, opts);

/** A definition's own text in the user's language (definitions carry their labels). */
export function defText(def: ClientDefinition, lang: string, key: string): string {
  const l: Lang = isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE.code;
  return def.labels[l][key] ?? def.labels.en[key] ?? key;
}
