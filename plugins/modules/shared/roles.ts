/**
 * Who may do what in the module area (spec 002 §6), one rule for the server (which enforces it
 * whatever a payload says) and the screens (which show only what is allowed).
 */

export interface ModuleActor {
  userId: number;
  /** The caller's roles in the module's cohort programme. */
  roleCodes: readonly string[];
}

export const isConvener = (a: ModuleActor) => a.roleCodes.includes('MODULE_CONVENER');
export const isLeader = (a: ModuleActor) => a.roleCodes.includes('PROGRAMME_LEADER');
export const isSupervisor = (a: ModuleActor) => a.roleCodes.includes('ACADEMIC_SUPERVISOR');

/**
 * An academic supervisor who neither convenes nor leads there sees only the students assigned to
 * them: their user id, or null for someone who sees the whole module.
 */
export const ownStudentsOf = (a: ModuleActor): number | null =>
  isConvener(a) || isLeader(a) ? null : isSupervisor(a) ? a.userId : null;

/** May read the module at all (any of the three roles there). */
export const canRead = (a: ModuleActor) => isConvener(a) || isLeader(a) || isSupervisor(a);

/** Module parameters, assignments, Edit Sub Group, Assign New AS, the 'Module' / 'Student Assigned' toggle. */
export const canManage = (a: ModuleActor) => isConvener(a);

/** Student actions at all: a programme leader with no other role there has none. */
export const hasStudentActions = (a: ModuleActor) => isConvener(a) || isSupervisor(a);

/** Change Status: only the assigned AS of every selected student (002 §5, §6). */
export const canChangeStatusOf = (a: ModuleActor, assignedUserIds: readonly (number | null)[]) =>
  assignedUserIds.length > 0 && assignedUserIds.every((id) => id === a.userId);

/** Grading Confirm: the AS role there, or the AS assigned to the student (002 §6). */
export const canGrade = (a: ModuleActor, assignedUserId: number | null) =>
  isSupervisor(a) || (assignedUserId !== null && assignedUserId === a.userId);
