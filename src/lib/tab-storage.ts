/**
 * This tab's storage (sessionStorage), for what a guest's checkout keeps, that never throws: a
 * browser that refuses storage (privacy settings, a full quota) still checks out, and what would
 * have been kept lives only as long as the page (the order's link in the mail still opens it).
 */
export const tabStorage = {
  getItem(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Refused: kept in memory only, by the caller's own state.
    }
  },
  removeItem(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
