import type { ReplyOf } from '@core/client/data/call';
import { resourceCalls as c } from '@schemas/resources/calls';

export const PAGE_SIZE = 20;
/** The storage key of the opened page (wilAcademicResourceId): the page survives a reload. */
export const RESOURCE_ID_KEY = 'ResourceId';

/** The screens' data, typed from the reply schemas the server serialises with. */
export type ResourceTitles = ReplyOf<typeof c.searchAll>;
export type ResourceTitle = ResourceTitles['list'][number];
export type Resource = ReplyOf<typeof c.searchById>;
export type ResourceAnnex = Resource['resourceAnnexModelList'][number];

/** One page of the titles staff may read. */
export const titlesPayload = (page: number) => ({
  page,
  pageSize: PAGE_SIZE,
  startRow: (page - 1) * PAGE_SIZE,
  recipientList: ['GENERAL' as const, 'ACADEMIC' as const],
});
