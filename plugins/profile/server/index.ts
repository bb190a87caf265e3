import { defineRoute, defineServerPlugin } from '@core/server/plugin.js';
import { profileCalls } from '@schemas/profile/calls.js';
import { profileContract } from '@schemas/profile/contract.js';
import { searchProfile, updateProfile } from './services/profile.js';
import { uploadImage } from './services/uploadImage.js';

type UploadCall = (typeof profileCalls)['imageUpload' | 'imgUpload' | 'uploadImg' | 'formDataUpload'];

/** Uploading images: the caller's role in the selected programme must grant it (issue 27). */
const UPLOAD = { functionCode: 'PROFILE', flag: 'canUpload' } as const;

/**
 * Image uploads of spec 000 §7 'Uploads': several paths, one implementation, behind the PROFILE
 * upload permission and the caller's image quota (IMAGE_UPLOADS_PER_HOUR, IMAGE_UPLOAD_BYTES_PER_DAY).
 */
const imageUpload = (call: UploadCall, summary: string) =>
  defineRoute({
    ...call,
    summary: `${summary} Multipart: one png, jpg or jpeg file (checked by content, at most 5 MB); answers {storagePath, url}. RATE_LIMITED past the caller's image quota.`,
    auth: 'academic',
    permission: UPLOAD,
    handler: ({ kernel, actor, files }) => uploadImage(kernel, actor, files.file),
  });

/** The personal profile (spec 000 §2 Personal Profile, §3 Staff profile, §5, §6). */
export default defineServerPlugin({
  id: 'profile',
  description: "The signed-in staff member's own profile and photo uploads.",
  functions: Object.values(profileContract.functions),
  migrations: [],
  routes: [
    defineRoute({
      ...profileCalls.webSiteSearchById,
      summary: "The caller's own staff profile with their roles in the cohort.",
      auth: 'academic',
      handler: ({ db, kernel, actor, scope, body }) => searchProfile(db, kernel, actor, scope.resolved, body),
    }),
    defineRoute({
      ...profileCalls.webSiteUpdateById,
      summary:
        "Updates the caller's own profile. Multipart: form field 'data' (JSON of the profile, academicPhotoModel, roleCode, progCode, cohortId, lastUpdatedDate) and optionally one photo in 'file'.",
      auth: 'academic',
      handler: ({ db, kernel, actor, scope, body, files }) =>
        updateProfile(db, kernel, actor, scope.resolved, body, files.file),
    }),
    imageUpload(profileCalls.imageUpload, 'Uploads an image.'),
    imageUpload(profileCalls.imgUpload, 'Uploads an image (older path).'),
    imageUpload(profileCalls.uploadImg, 'Uploads an image for the rich-text editor.'),
    imageUpload(profileCalls.formDataUpload, 'Uploads an image (form-data variant).'),
  ],
});
