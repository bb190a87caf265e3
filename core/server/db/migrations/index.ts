import type { Migration } from '../migrate.js';
import { referenceModel } from './001_reference_model.js';

/** The kernel's own schema history, in order. */
export const coreMigrations: readonly Migration[] = [referenceModel];
