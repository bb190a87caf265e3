import type { Query } from '@tanstack/react-query';
import type { CallSpec } from './call';

/**
 * What a write changes, as data: the reads it makes stale. A read is named by its call spec (that
 * one path, whatever the payload) or by an area ('assign': every read whose path starts
 * 'assign/'). A write that names nothing changes the reads of its own area.
 */
export type Changes = readonly (CallSpec | string)[];

/** The area of a call: its path's first segment ('academicModule/searchModule' → 'academicModule'). */
export const areaOf = (path: string) => path.split('/')[0] ?? path;

/** The reads a write changes by default: its own area's. */
export const ownArea = (write: CallSpec): Changes => [areaOf(write.path)];

/** True when the query's key (its call path first) is one of the reads `changes` names. */
export function isChangedBy(changes: Changes, query: Pick<Query, 'queryKey'>): boolean {
  const path = query.queryKey[0];
  if (typeof path !== 'string') return false;
  return changes.some((c) => (typeof c === 'string' ? areaOf(path) === c : path === c.path));
}
