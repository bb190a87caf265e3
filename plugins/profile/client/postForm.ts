import { api } from '@core/client/api';
import type { CallSpec, ReplyOf } from '@core/client/data/call';

/**
 * POST a multipart call as schemas/profile/calls.ts declares it; the kernel's api() applies the
 * envelope rules to FormData payloads too (the selected cohort programme travels in its header
 * already). call() takes JSON payloads only, so the multipart calls come through here, typed
 * from the same reply schemas.
 */
export const postForm = <C extends CallSpec>(spec: C, form: () => FormData): Promise<ReplyOf<C>> =>
  api<ReplyOf<C>>(spec.path, form());
