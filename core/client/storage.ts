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
  /** Empties every wilAcademic key except the language, which is a device setting. */
  clear() {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith(PREFIX) && k !== PREFIX + 'Language') localStorage.removeItem(k);
    }
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
