import { api } from '@core/client/api';

export type Lang = 'en' | 'zh-Hant' | 'zh-Hans';

export interface ClientColumn {
  field: string;
  column: string;
  labelKey: string;
  format?: 'text' | 'date' | 'yesNo' | 'status' | 'enum' | 'image' | 'link' | 'number';
  decimals?: number;
  width?: number;
  sortKey?: string;
}

/** A report definition as reports/definitions answers it (config/reports/<id>.json without source). */
export interface ClientDefinition {
  id: string;
  titleKey: string;
  route: string;
  menu: { place: 'report'; order: number } | null;
  permission: { functionCode: string };
  calls: { search?: string; export?: string };
  exportName?: string;
  filters: {
    schema: { type: 'object'; properties: Record<string, Record<string, unknown>> };
    uiSchema?: Record<string, Record<string, unknown>>;
    options?: Record<string, 'departments' | 'departmentNames' | 'staff' | 'cohorts'>;
  };
  columns: ClientColumn[];
  sort: string[];
  defaultSort: string;
  scope: { programme?: string; cohortYear?: string; supervisor?: string };
  rowKey?: string;
  deleteCall?: string;
  export: boolean;
  labels: Record<Lang, Record<string, string>>;
  canSelect: boolean;
}

export const fetchDefinitions = () => api<ClientDefinition[]>('reports/definitions', {});

/** A definition's own text in the user's language (definitions carry their labels). */
export function defText(def: ClientDefinition, lang: string, key: string): string {
  const l: Lang = lang === 'zh-Hant' || lang === 'zh-Hans' ? lang : 'en';
  return def.labels[l][key] ?? def.labels.en[key] ?? key;
}
