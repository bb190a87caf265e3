import { searchModuleById, searchModuleStudentById } from './calls';
import type { ModuleDetail, StudentModuleDetail } from './types';

/**
 * One answer shared by a summary screen and the contributions on it (the module's counters, the
 * student's assignments): each asks through its own hook, and the first ask is the one call.
 * Kept for a few seconds only; a change the screen makes forgets it.
 */
const FRESH_MS = 5000;
const cache = new Map<string, { at: number; answer: Promise<unknown> }>();

function shared<T>(key: string, load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const hit = cache.get(key);
  let answer: Promise<T>;
  if (hit && Date.now() - hit.at < FRESH_MS) answer = hit.answer as Promise<T>;
  else {
    answer = load();
    cache.set(key, { at: Date.now(), answer });
    answer.catch(() => cache.delete(key));
  }
  if (!signal) return answer;
  // The caller may stop waiting; the shared request goes on for the others.
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject);
  });
}

export const loadModule = (
  cohortModuleId: number,
  academicSupervisorUserId: number | undefined,
  signal?: AbortSignal,
) =>
  shared<ModuleDetail>(
    `module:${cohortModuleId}:${academicSupervisorUserId ?? ''}`,
    () => searchModuleById(cohortModuleId, academicSupervisorUserId),
    signal,
  );

export const loadStudentModule = (studentModuleId: number, signal?: AbortSignal) =>
  shared<StudentModuleDetail>(`student:${studentModuleId}`, () => searchModuleStudentById(studentModuleId), signal);

/** After a change: the next ask loads again. */
export const forgetModuleData = () => cache.clear();
