import type { Migration } from '../migrate.js';
import { referenceModel } from './001_reference_model.js';
import { fileUploads } from './002_file_uploads.js';
import { rateLimits } from './003_rate_limits.js';
import { uploadSizes } from './004_upload_sizes.js';
import { studentDirectory } from './005_student_directory.js';
import { studentYearCounts } from './006_student_year_counts.js';
import { partnerRequestor } from './007_partner_requestor.js';
import { counterStamps } from './008_counter_stamps.js';
import { digest } from './009_digest.js';

/** The kernel's own schema history, in order. */
export const coreMigrations: readonly Migration[] = [
  referenceModel,
  fileUploads,
  rateLimits,
  uploadSizes,
  studentDirectory,
  studentYearCounts,
  partnerRequestor,
  counterStamps,
  digest,
];
