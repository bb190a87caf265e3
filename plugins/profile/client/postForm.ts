import { api } from '@core/client/api';

/**
 * POST /api/<path> as multipart/form-data; the kernel's api() applies the envelope rules to
 * FormData payloads too (the selected cohort programme travels in its header already).
 */
export const postForm = <T>(path: string, form: () => FormData, _cohortProgId?: number | null): Promise<T> =>
  api<T>(path, form());
