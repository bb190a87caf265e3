import { api } from '@core/client/api';
import type { CallSpec, ReplyOf } from '@core/client/data/call';

/**
 * POST webSiteUpdateById's form (field 'data', the spec's name for its JSON); the kernel's api()
 * applies the envelope rules to FormData payloads too. Calls that declare their form in the spec
 * (the image uploads) go through the kernel's callMultipart instead (core/client/data/fileCalls.ts).
 */
export const postForm = <C extends CallSpec>(spec: C, form: () => FormData): Promise<ReplyOf<C>> =>
  api<ReplyOf<C>>(spec.path, form());
