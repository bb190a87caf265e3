import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { api, pageIsLeaving, setSelectedCohort, setSelectedProgramme, withSessionLock } from '../api';
import { KEYS, storage } from '../storage';
import { keepForAfterSignIn } from './returnAfterSignIn';
import type { Academic, Cohort, ProgrammeChoice, ProgrammeRole, SignedIn, UserInfo } from './types';

export interface Session {
  userInfo: UserInfo;
  academic: Academic;
  sasToken: string | null;
  /** The selected cohort (the header's Cohort dropdown). */
  cohort: Cohort;
  /** The selected programme with the roles held in it; null until one is chosen. */
  programme: ProgrammeChoice | null;
  /** The user's roles filtered to the selected cohort. */
  cohortRoles: ProgrammeRole[];
  /** One entry per programme of the selected cohort. */
  programmes: ProgrammeChoice[];
  selectCohort(cohortId: number): void;
  selectProgramme(cohortProgId: number): void;
  /** Selects a cohort programme of any cohort the user holds roles in, its cohort with it (a mail's link); false when they hold none there. */
  openProgramme(cohortProgId: number): boolean;
  logout(): Promise<void>;
  /** A stored file's address with the access signature (spec 000 §7 downloads). */
  fileUrl(storagePath: string | null | undefined): string | null;
}

type Base = { userInfo: UserInfo; sasToken: string | null; academic: Academic; current: Cohort };

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession is used outside the academic shell.');
  return s;
}

/** The programme picked in the header, in the cohort picked: what screens of the selection pass their slots. */
export interface SelectedInCohort {
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller's roles in it (MODULE_CONVENER, PROGRAMME_LEADER, ACADEMIC_SUPERVISOR). */
  roleCodes: readonly string[];
}

/** The selected programme and cohort, or null while none is picked. */
export function useSelectedProgramme(): SelectedInCohort | null {
  const s = useSession();
  return s.programme
    ? {
        cohortProgId: s.programme.cohortProgId,
        progCode: s.programme.progCode,
        cohortYear: s.cohort.cohortYear,
        roleCodes: s.programme.roleCodes,
      }
    : null;
}

/**
 * The selected programme's id, or null (also outside the shell): part of every cached read's key,
 * since the server answers each call in the programme the call carries (core/client/api.ts).
 */
export function useSelectedCohortProgId(): number | null {
  return useContext(SessionContext)?.programme?.cohortProgId ?? null;
}

/** Set by the login page so the shell needs no second session check right after sign-in. */
let signedIn: SignedIn | null = null;
export function rememberSignIn(s: SignedIn) {
  loading = null;
  storeSignIn(s);
}
function storeSignIn(s: SignedIn) {
  signedIn = s;
  storage.set(KEYS.accessToken, s.accessToken);
  storage.set(KEYS.refreshToken, s.refreshToken);
  storage.set(KEYS.sasToken, s.sasToken);
  storage.setJson(KEYS.userInfo, s.userInfo);
}

/**
 * The session check and the staff record, loaded once per page load: the check rotates the
 * refresh token, so two concurrent checks (React's double effects) would look like token theft.
 */
let loading: Promise<Base> | null = null;
/** Starts the session check while the shell's code loads (core/client/academicRoutes.ts). */
export function preloadSession() {
  loading ??= loadSession();
  loading.catch(() => {}); // SessionProvider handles a failure when it mounts.
}

async function loadSession() {
  if (signedIn) return loadStaff(await api<Cohort>('cohort/searchCohortYear'));
  // The current cohort is asked for alongside the check, not after it (a round trip less before
  // the home paints): with the stored access token or, when that has expired, once the check is
  // done (api.ts waits for the session lock the check holds, then retries with the check's new
  // token instead of refreshing a spent one). The check decides about the session: a refusal
  // here only means asking again after it.
  const checked = checkSession(); // first: it takes the session lock before any refresh could
  const early = api<Cohort>('cohort/searchCohortYear', undefined, { keepSession: true }).catch(() => null);
  await checked;
  return loadStaff((await early) ?? (await api<Cohort>('cohort/searchCohortYear')));
}

async function loadStaff(current: Cohort) {
  const academic = await api<Academic>('user/searchAcademic', { cohortId: current.cohortId });
  return { userInfo: signedIn!.userInfo, sasToken: signedIn!.sasToken, academic, current };
}

/**
 * checkToken under the tabs' shared session lock: the refresh token is read, presented and the
 * answer stored before another tab may read it, so tabs loading at once rotate one after another
 * instead of presenting the same token (spec 000 §7; issue 14).
 */
function checkSession(): Promise<void> {
  return withSessionLock(async () => {
    const refreshToken = storage.get(KEYS.refreshToken);
    if (!refreshToken) throw new Error('no session');
    storeSignIn(await api<SignedIn>('academic/login/checkToken', { refreshToken }, { anonymous: true }));
  });
}

function programmesOf(roles: ProgrammeRole[]): ProgrammeChoice[] {
  const byCp = new Map<number, ProgrammeChoice>();
  for (const r of roles) {
    const p = byCp.get(r.cohortProgId);
    if (p) {
      p.roleCodes.push(r.roleCode);
      p.roleNames.push(r.roleName);
    } else {
      byCp.set(r.cohortProgId, {
        cohortProgId: r.cohortProgId,
        progCode: r.progCode,
        progTitle: r.progTitle,
        cohortId: r.cohortId,
        roleCodes: [r.roleCode],
        roleNames: [r.roleName],
      });
    }
  }
  return [...byCp.values()];
}

/** Chooses a programme: kept in storage and on the calls, and its login recorded. */
function chooseProgramme(setProgramme: (p: ProgrammeChoice | null) => void) {
  return (p: ProgrammeChoice | null) => {
    setProgramme(p);
    storage.setJson(KEYS.programme, p);
    setSelectedProgramme(p);
    if (p) {
      // The login record carries every role held in the programme, comma-joined (spec 000 §6).
      api('sysUserLoginRecord/insertLoginRecord', { roleCode: p.roleCodes.join(',') }).catch((e) => console.error(e));
    }
  };
}

/** The cohort stored from an earlier visit (else the current one), and its programme again (spec 000 §2). */
function restoreSelection(base: Base, setCohort: (c: Cohort) => void, choose: (p: ProgrammeChoice | null) => void) {
  const stored = storage.getJson<Cohort>(KEYS.cohort);
  const chosen = base.academic.cohorts.find((c) => c.cohortId === stored?.cohortId) ?? base.current;
  setCohort(chosen);
  setSelectedCohort(chosen);
  // On load the programme matching the stored progCode is selected again (spec 000 §2).
  const storedProg = storage.getJson<ProgrammeChoice>(KEYS.programme);
  const options = programmesOf(base.academic.roles.filter((r) => r.cohortId === chosen.cohortId));
  const match = options.find((p) => p.progCode === storedProg?.progCode) ?? options[0] ?? null;
  if (match) choose(match);
}

/** Loads the session once (see `loading`); on a failed check, clears storage and goes to /login. */
function useSessionLoad(onLoaded: (base: Base) => void) {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    loading ??= loadSession();
    loading
      .then((base) => {
        if (!cancelled) onLoaded(base);
      })
      .catch(() => {
        loading = null;
        // A check cut off by leaving the page is no failed check: the next page checks again.
        if (pageIsLeaving()) return;
        // A failed session check clears storage and goes to /login (spec 000 §8); a mail's link
        // opened without a session is taken up again after sign-in (returnAfterSignIn.ts).
        storage.clear();
        keepForAfterSignIn(window.location.pathname + window.location.search);
        signedIn = null;
        if (!cancelled) navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [onLoaded, navigate]);
}

async function logout(base: Base) {
  try {
    await api('academic/login/lgout', { userId: base.userInfo.userId, userName: base.userInfo.userName });
  } catch (e) {
    console.error(e); // any other reply is only logged (spec 000 §4)
    return;
  }
  storage.clear();
  signedIn = null;
  loading = null;
  setSelectedProgramme(null);
  setSelectedCohort(null);
  window.location.assign('/login');
}

/** The session the shell's screens read, with the selection's actions. */
function sessionOf(
  base: Base,
  cohort: Cohort,
  programme: ProgrammeChoice | null,
  setCohort: (c: Cohort) => void,
  choose: (p: ProgrammeChoice | null) => void,
  clearProgramme: () => void,
): Session {
  const cohortRoles = base.academic.roles.filter((r) => r.cohortId === cohort.cohortId);
  const programmes = programmesOf(cohortRoles);
  return {
    ...base,
    cohort,
    programme,
    cohortRoles,
    programmes,
    selectCohort(cohortId) {
      const c = base.academic.cohorts.find((x) => x.cohortId === cohortId);
      if (!c) return;
      setCohort(c);
      setSelectedCohort(c);
      storage.setJson(KEYS.cohort, c);
      // Choosing a cohort clears the programme selection and programme info (spec 000 §2).
      clearProgramme();
    },
    selectProgramme(cohortProgId) {
      choose(programmes.find((p) => p.cohortProgId === cohortProgId) ?? null);
    },
    openProgramme(cohortProgId) {
      const role = base.academic.roles.find((r) => r.cohortProgId === cohortProgId);
      const c = role && base.academic.cohorts.find((x) => x.cohortId === role.cohortId);
      if (!role || !c) return false;
      setCohort(c);
      storage.setJson(KEYS.cohort, c);
      choose(
        programmesOf(base.academic.roles.filter((r) => r.cohortId === c.cohortId)).find(
          (p) => p.cohortProgId === cohortProgId,
        ) ?? null,
      );
      return true;
    },
    logout: () => logout(base),
    fileUrl(storagePath) {
      return storagePath && base.sasToken ? `/files/${storagePath}?${base.sasToken}` : null;
    },
  };
}

/**
 * Holds the session of the academic shell: checks it on a page load (checkToken), loads the
 * staff member's cohorts and roles, and keeps the selected cohort and programme (spec 000 §2).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [base, setBase] = useState<Base | null>(null);
  const [cohort, setCohort] = useState<Cohort | null>(null);
  const [programme, setProgramme] = useState<ProgrammeChoice | null>(null);
  const choose = useMemo(() => chooseProgramme(setProgramme), []);
  const onLoaded = useCallback(
    (loaded: Base) => {
      setBase(loaded);
      restoreSelection(loaded, setCohort, choose);
    },
    [choose],
  );
  useSessionLoad(onLoaded);

  const session = useMemo<Session | null>(() => {
    if (!base || !cohort) return null;
    const clearProgramme = () => {
      setProgramme(null);
      storage.setJson(KEYS.programme, null);
      setSelectedProgramme(null);
    };
    return sessionOf(base, cohort, programme, setCohort, choose, clearProgramme);
  }, [base, cohort, programme, choose]);

  if (!session) {
    return (
      <div className="wil-center" role="status">
        <Spinner aria-label="Loading" />
      </div>
    );
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
