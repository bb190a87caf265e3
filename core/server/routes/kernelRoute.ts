import { areaDefinitions } from '../plugin.js';
import type { Db } from '../db/connect.js';

/** The kernel's own calls: their handlers get the kernel's handle (every kernel table). */
export const { defineRoute } = areaDefinitions<Db>();
