import { api } from '@core/client/api';

export const PAGE_SIZE = 20;
/** The storage key of the opened page (wilAcademicResourceId): the page survives a reload. */
export const RESOURCE_ID_KEY = 'ResourceId';

export interface ResourceTitle {
  resourceId: number;
  resourcePageName: string;
}
export interface ResourceAnnex {
  resourceAnnexId: number;
  annexName: string;
  storagePath: string;
  fileType: string;
  downloadUrl: string;
}
export interface Resource extends ResourceTitle {
  displayContent: string;
  resourceAnnexModelList: ResourceAnnex[];
}

export const searchAll = (page: number) =>
  api<{ list: ResourceTitle[]; total: number }>('resource/searchAll', {
    page,
    pageSize: PAGE_SIZE,
    startRow: (page - 1) * PAGE_SIZE,
    recipientList: ['GENERAL', 'ACADEMIC'],
  });

export const searchById = (resourceId: number) => api<Resource>('resource/searchById', { resourceId });
