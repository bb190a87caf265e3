import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';

export interface DocumentedArea {
  id: string;
  description: string;
}

const KERNEL_TAG = {
  name: 'core',
  description: 'The kernel: sign-in and session, cohorts and staff, drop-down lists, the forgot pages.',
};

/** The selected programme travels as a header on every academic call (docs/DECISIONS.md). */
const COHORT_PROG_HEADER = {
  type: 'object',
  properties: {
    'x-cohort-prog-id': {
      type: 'string',
      pattern: '^[0-9]{1,10}$',
      description:
        'cohortProgId of the programme selected in the header; the role it gives decides function permissions.',
    },
  },
} as const;

/**
 * A multipart call's form (routeSchema.ts puts it aside as multipartBody, since the kernel reads
 * it, not Fastify's validator) as the request body it is: multipart/form-data.
 */
function multipartForm(s: Record<string, unknown> | undefined) {
  if (!s?.multipartBody) return s;
  const { multipartBody, ...rest } = s;
  return { ...rest, body: multipartBody, consumes: ['multipart/form-data'] };
}

/**
 * /api/docs: an OpenAPI 3.1 description a client author can generate from. Operations, tags and
 * descriptions come from the route declarations (core/server/http/routeSchema.ts); the header
 * parameter is added here for the description only, since the kernel reads it itself.
 */
export async function registerApiDocs(app: FastifyInstance, areas: readonly DocumentedArea[]) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'WIL Academic API',
        version: '1',
        description:
          'Every call is POST /api/<path> and answers the envelope { msg, object, errorCode }: msg is SUCCESS and ' +
          'object the answer on success; otherwise msg says what is wrong, object is null, and errorCode is one of ' +
          'VALIDATION, UNAUTHORIZED, TOKEN_EXPIRED, OVERTIME, FORBIDDEN, NOT_FOUND, CONFLICT, INVALID_STATE, ' +
          'RATE_LIMITED, MAINTENANCE, UNAVAILABLE or INTERNAL.',
        contact: { name: 'WIL Academic developers', url: 'https://wil.example.edu/developers' },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this description' }],
      tags: [KERNEL_TAG, ...areas.map((a) => ({ name: a.id, description: a.description }))],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    hideUntagged: true,
    transform: ({ schema, url }) => {
      const s = multipartForm(schema as Record<string, unknown> | undefined);
      const academic = Array.isArray(s?.security) && (s.security as unknown[]).length > 0;
      return { schema: academic ? { ...s, headers: COHORT_PROG_HEADER } : (s as never), url };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
