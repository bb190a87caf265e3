/**
 * The report-definition meta-schema (config/reports/<id>.json): the one source of the
 * definition type on the server and the client (FromSchema). schemas/report.schema.json is the
 * same schema as a file, for editors and for definitions that point at it with $schema; a unit
 * test keeps the two identical (tests/unit/reports/definitionSchema.test.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A column or table name the definition puts in SQL: lower snake case. */
const SQL_NAME = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,62}$' } as const;
/** A label key of the report's texts. */
const LABEL_KEY = { type: 'string', minLength: 1 } as const;

/**
 * The parts every definition has, in order, around `source` (which stays on the server): the
 * definitions the screens read (reports/definitions) have the same ones without it.
 */
export const DEFINITION_HEAD = ['id', 'titleKey', 'route', 'menu', 'permission', 'calls', 'filters'] as const;
export const DEFINITION_TAIL = ['columns', 'export', 'labels'] as const;

export const reportDefinitionSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'report.schema.json',
  title: 'Report definition (config/reports/<id>.json)',
  type: 'object',
  additionalProperties: false,
  required: [...DEFINITION_HEAD, 'source', ...DEFINITION_TAIL],
  properties: {
    $schema: {
      type: 'string',
    },
    id: {
      type: 'string',
      pattern: '^[a-z][a-zA-Z0-9]{1,40}$',
    },
    titleKey: LABEL_KEY,
    route: {
      type: 'string',
      pattern: '^[a-zA-Z][a-zA-Z0-9]{1,60}$',
    },
    menu: {
      description: 'Place in the Report dropdown, or null for a route-only report.',
      oneOf: [
        {
          type: 'null',
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['place', 'order'],
          properties: {
            place: {
              const: 'report',
            },
            order: {
              type: 'integer',
              minimum: 0,
            },
          },
        },
      ],
    },
    permission: {
      type: 'object',
      additionalProperties: false,
      required: ['functionCode'],
      properties: {
        functionCode: {
          type: 'string',
          pattern: '^[A-Z][A-Z0-9_]{1,59}$',
        },
      },
    },
    calls: {
      description: "The spec's own paths; without them the report answers at reports/search and reports/export.",
      type: 'object',
      additionalProperties: false,
      properties: {
        search: {
          type: 'string',
          pattern: '^[a-zA-Z]+/[a-zA-Z]+$',
        },
        export: {
          type: 'string',
          pattern: '^[a-zA-Z]+/[a-zA-Z]+$',
        },
      },
    },
    exportName: {
      type: 'string',
      pattern: '^[A-Za-z0-9 _-]{1,60}$',
    },
    filters: {
      type: 'object',
      additionalProperties: false,
      required: ['schema'],
      properties: {
        schema: {
          type: 'object',
          required: ['type', 'properties'],
          properties: {
            type: {
              const: 'object',
            },
            properties: {
              type: 'object',
              additionalProperties: {
                type: 'object',
                required: ['type'],
                properties: {
                  type: {
                    enum: ['string', 'integer', 'number', 'array'],
                  },
                  maxLength: {
                    type: 'integer',
                    minimum: 1,
                  },
                  pattern: {
                    type: 'string',
                  },
                  enum: {
                    type: 'array',
                  },
                  format: {
                    const: 'date',
                  },
                  title: {
                    type: 'string',
                  },
                  items: {
                    type: 'object',
                  },
                  maximum: {
                    type: 'number',
                  },
                  minimum: {
                    type: 'number',
                  },
                },
              },
            },
          },
        },
        uiSchema: {
          description: 'Per filter field: its RJSF uiSchema.',
          type: 'object',
          additionalProperties: {
            type: 'object',
          },
        },
        options: {
          description: 'Dropdown options from a named source: field -> source name.',
          type: 'object',
          additionalProperties: {
            enum: ['departments', 'departmentNames', 'staff', 'cohorts'],
          },
        },
      },
    },
    source: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'bind', 'sort', 'defaultSort'],
      properties: {
        area: {
          description:
            "The area that publishes the view (its server index's readViews): 'reports' (default) or another plugin's id. A report whose area is switched off leaves the Report menu and its calls answer NOT_FOUND.",
          type: 'string',
          pattern: '^[a-z][a-z0-9-]{0,59}$',
        },
        from: {
          type: 'string',
          pattern: '^[a-z][a-z0-9_]{1,62}$',
        },
        bind: {
          description: 'How each filter binds to a column, with which operator.',
          type: 'object',
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            required: ['column', 'op'],
            properties: {
              column: SQL_NAME,
              op: {
                enum: ['eq', 'like', 'contains', 'in', 'gte', 'lte', 'dateFrom', 'dateTo', 'has'],
              },
              lowercase: {
                description:
                  'like/contains only: the column holds lower-case text, so the input is lower-cased once and compared with LIKE (the same rows as ILIKE, without lower-casing every row).',
                type: 'boolean',
              },
            },
          },
        },
        sort: {
          description: "The spec's snake_case orderBy names the report accepts.",
          type: 'array',
          minItems: 1,
          items: SQL_NAME,
        },
        defaultSort: {
          type: 'string',
          pattern: '^[a-z][a-z0-9_]{0,62}( DESC)?$',
        },
        scope: {
          type: 'object',
          additionalProperties: false,
          properties: {
            programme: SQL_NAME,
            cohortYear: SQL_NAME,
            supervisor: SQL_NAME,
          },
        },
      },
    },
    columns: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'column', 'labelKey'],
        properties: {
          field: {
            type: 'string',
            pattern: '^[a-zA-Z][a-zA-Z0-9]{0,62}$',
          },
          column: SQL_NAME,
          labelKey: LABEL_KEY,
          format: {
            enum: ['text', 'date', 'yesNo', 'status', 'enum', 'image', 'link', 'number'],
            default: 'text',
          },
          decimals: {
            type: 'integer',
            minimum: 0,
            maximum: 6,
          },
          width: {
            type: 'integer',
            minimum: 40,
            maximum: 800,
          },
          sortKey: SQL_NAME,
        },
      },
    },
    rowKey: {
      type: 'string',
    },
    deleteCall: {
      type: 'string',
    },
    export: {
      type: 'boolean',
    },
    chart: {
      description:
        'A chart drawn above the grid from the same filters (issue 38): the rows grouped by one of the report columns, measured by their count, or the sum or average of a numeric column.',
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'titleKey', 'groupBy', 'measure'],
      properties: {
        kind: {
          enum: ['bar', 'line'],
        },
        titleKey: LABEL_KEY,
        groupBy: SQL_NAME,
        measure: {
          type: 'object',
          additionalProperties: false,
          required: ['fn'],
          properties: {
            fn: {
              enum: ['count', 'sum', 'avg'],
            },
            column: SQL_NAME,
            labelKey: LABEL_KEY,
          },
        },
      },
    },
    labels: {
      description: "Texts of the definition's keys per language (the server labels the export with them).",
      type: 'object',
      additionalProperties: false,
      required: ['en', 'zh-Hant', 'zh-Hans'],
      properties: {
        en: {
          $ref: '#/definitions/texts',
        },
        'zh-Hant': {
          $ref: '#/definitions/texts',
        },
        'zh-Hans': {
          $ref: '#/definitions/texts',
        },
      },
    },
  },
  definitions: {
    texts: {
      type: 'object',
      additionalProperties: {
        type: 'string',
      },
    },
  },
} as const;

/** One file of config/reports/, as the meta-schema describes it. */
export type ReportDefinition = FromSchema<typeof reportDefinitionSchema>;

/**
 * A definition as reports/definitions answers it to the screen: the source stays on the server,
 * except the sort names, the default sort and which scopes apply; canSelect says whether the
 * caller's role in the selected programme may search it.
 */
export type ReportDefinitionView = Omit<ReportDefinition, 'source'> & {
  sort: ReportDefinition['source']['sort'];
  defaultSort: ReportDefinition['source']['defaultSort'];
  scope: NonNullable<ReportDefinition['source']['scope']>;
  canSelect: boolean;
};
