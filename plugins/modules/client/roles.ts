import { useSession } from '@core/client/session/SessionContext';

/** What the caller may do in the module area, from their roles in the selected programme (spec 002 §6). */
export interface ModuleRoles {
  roleCodes: readonly string[];
  userId: number;
  convener: boolean;
  leader: boolean;
  supervisor: boolean;
  /**
   * An academic supervisor with no wider role there: sees only their own students and no
   * Assigned-AS filter (the server holds them to it whatever the payload says).
   */
  supervisorOnly: boolean;
  /** Programme leaders (with no other role) get no student action buttons. */
  studentActions: boolean;
}

export function rolesOf(roleCodes: readonly string[], userId: number): ModuleRoles {
  const convener = roleCodes.includes('MODULE_CONVENER');
  const leader = roleCodes.includes('PROGRAMME_LEADER');
  const supervisor = roleCodes.includes('ACADEMIC_SUPERVISOR');
  return {
    roleCodes,
    userId,
    convener,
    leader,
    supervisor,
    supervisorOnly: supervisor && !convener && !leader,
    studentActions: convener || supervisor,
  };
}

export function useModuleRoles(): ModuleRoles {
  const s = useSession();
  return rolesOf(s.programme?.roleCodes ?? [], s.userInfo.userId);
}
