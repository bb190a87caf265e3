import { useSession } from '@core/client/session/SessionContext';
import { canManage, hasStudentActions, isSupervisor, ownStudentsOf, type ModuleActor } from '../shared';

/** What the caller may do in the module area (spec 002 §6), by the rules the server enforces (plugins/modules/shared). */
export interface ModuleRoles extends ModuleActor {
  /** Module parameters, assignments, sub groups, new AS, the statistics toggle. */
  convener: boolean;
  /** Has the AS role (grading). */
  supervisor: boolean;
  /** An AS who neither convenes nor leads there: their own students only, no Assigned-AS filter. */
  supervisorOnly: boolean;
  /** Programme leaders (with no other role) get no student action buttons. */
  studentActions: boolean;
}

export function rolesOf(actor: ModuleActor): ModuleRoles {
  return {
    ...actor,
    convener: canManage(actor),
    supervisor: isSupervisor(actor),
    supervisorOnly: ownStudentsOf(actor) !== null,
    studentActions: hasStudentActions(actor),
  };
}

export function useModuleRoles(): ModuleRoles {
  const s = useSession();
  return rolesOf({ roleCodes: s.programme?.roleCodes ?? [], userId: s.userInfo.userId });
}
