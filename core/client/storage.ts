/** Local storage under the spec's wilAcademic prefix (spec 000 §9). */
const PREFIX = 'wilAcademic';

export const storage = {
  get(key: string): string | null {
    return localStorage.getItem(PREFIX + key);
  },
  set(key: string, value: string | number | null | undefined) {
    if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, String(value));
  },
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown) {
    this.set(key, value === null || value === undefined ? null : JSON.stringify(value));
  },
  /**
   * A choice an area keeps (schemas/core/contract.ts `choiceRef`): this tab's own, else the last
   * one made in any tab, which this tab then keeps as its own. So a reload or an address opened
   * in this tab shows what this tab chose, a new tab shows the last choice, and a choice made in
   * another tab does not change what this one shows (docs/DECISIONS.md).
   */
  getChoice(key: string): number | null {
    const own = sessionStorage.getItem(PREFIX + key);
    const raw = own ?? localStorage.getItem(PREFIX + key);
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0) return null;
    if (own === null) sessionStorage.setItem(PREFIX + key, String(n));
    return n;
  },
  setChoice(key: string, id: number) {
    sessionStorage.setItem(PREFIX + key, String(id));
    localStorage.setItem(PREFIX + key, String(id));
  },
  /** Empties every wilAcademic key (this tab's choices too) except the language, a device setting. */
  clear() {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith(PREFIX) && k !== PREFIX + 'Language') localStorage.removeItem(k);
    }
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(PREFIX)) sessionStorage.removeItem(k);
  },
};

export const KEYS = {
  accessToken: 'AccessToken',
  refreshToken: 'RefreshToken',
  sasToken: 'SasToken',
  userInfo: 'UserInfo',
  cohort: 'Cohort',
  programme: 'Programme',
  language: 'Language',
} as const;
