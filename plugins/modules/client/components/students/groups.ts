import { SUB_GROUP_MAX } from '@schemas/modules/limits';

/** Sub groups 0 to 9 (spec 002 §2). */
export const GROUPS = Array.from({ length: SUB_GROUP_MAX + 1 }, (_, i) => i);
