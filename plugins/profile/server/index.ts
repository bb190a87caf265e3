import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, defineServerPlugin } from '@core/server/plugin.js';
import type { webSiteSearchByIdBody } from '@schemas/profile/profile.js';
import { profileCalls } from '@schemas/profile/calls.js';
import { searchProfile, updateProfile } from './services/profile.js';
import { uploadImage } from './services/uploadImage.js';

type UploadCall = (typeof profileCalls)['imageUpload' | 'imgUpload' | 'uploadImg' | 'formDataUpload'];

/** Image uploads of spec 000 §7 'Uploads': several paths, one implementation. */
const imageUpload = (call: UploadCall, summary: string) =>
  defineRoute({
    ...call,
    summary: `${summary} Multipart: one png, jpg or jpeg file (checked by content, at most 5 MB); answers {storagePath, url}.`,
    auth: 'academic',
    handler: ({ kernel, actor, request }) => uploadImage(kernel, actor, request),
  });

/** The personal profile (spec 000 §2 Personal Profile, §3 Staff profile, §5, §6). */
export default defineServerPlugin({
  id: 'profile',
  description: "The signed-in staff member's own profile and photo uploads.",
  migrations: [],
  routes: [
    defineRoute<FromSchema<typeof webSiteSearchByIdBody>>({
      ...profileCalls.webSiteSearchById,
      summary: "The caller's own staff profile with their roles in the cohort.",
      auth: 'academic',
      handler: ({ db, kernel, actor, body }) => searchProfile(db, kernel, actor, body),
    }),
    defineRoute({
      ...profileCalls.webSiteUpdateById,
      summary:
        "Updates the caller's own profile. Multipart: form field 'data' (JSON of the profile, academicPhotoModel, roleCode, progCode, cohortId, lastUpdatedDate) and optionally one photo file.",
      auth: 'academic',
      handler: ({ kernel, actor, request }) => updateProfile(kernel, actor, request),
    }),
    imageUpload(profileCalls.imageUpload, 'Uploads an image.'),
    imageUpload(profileCalls.imgUpload, 'Uploads an image (older path).'),
    imageUpload(profileCalls.uploadImg, 'Uploads an image for the rich-text editor.'),
    imageUpload(profileCalls.formDataUpload, 'Uploads an image (form-data variant).'),
  ],
});
