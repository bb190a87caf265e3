import { call, type ReplyOf, type SentPayloadOf } from '@core/client/data/call';
import { profileCalls as c } from '@schemas/profile/calls';
import { callMultipart } from '@core/client/data/fileCalls';

/** academicStaff/webSiteSearchById's answer (spec 000 §3 Staff profile), typed from its reply schema. */
export type Profile = ReplyOf<typeof c.webSiteSearchById>;

/** The profile in the selected programme and cohort (progCode, cohortId: the call layer's). */
export const searchProfile = (payload: SentPayloadOf<typeof c.webSiteSearchById>, signal?: AbortSignal) =>
  call(c.webSiteSearchById, payload, { signal });

/** Saves the profile: its JSON goes in form field 'data', as the call's spec declares. */
export const updateProfile = (data: SentPayloadOf<typeof c.webSiteUpdateById>) =>
  callMultipart(c.webSiteUpdateById, { files: {}, model: data });

/** Uploads one cropped photo; answers its storage path and a signed address to show it. */
export const uploadPhoto = (photo: Blob, fileName: string) =>
  callMultipart(c.imageUpload, { files: { file: new File([photo], fileName, { type: photo.type }) } });
