import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { UserInfo } from '../contract/users.ts';
import { isRecord, keyPerFieldStorage } from './key-per-field-storage.ts';

function isUserInfo(value: unknown): value is UserInfo {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    typeof value.isAdmin === 'boolean' &&
    typeof value.token === 'string'
  );
}

export interface SessionState {
  /** The sign-in response, kept as it came; null when signed out. */
  userInfo: UserInfo | null;
  signIn: (userInfo: UserInfo) => void;
  signOut: () => void;
}

/** The session store, persisted under `userInfo` and restored at startup. */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      userInfo: null,
      signIn: (userInfo) => set({ userInfo }),
      signOut: () => set({ userInfo: null }),
    }),
    {
      name: 'session',
      partialize: ({ userInfo }) => ({ userInfo }),
      storage: keyPerFieldStorage<Pick<SessionState, 'userInfo'>>({
        userInfo: { key: 'userInfo', isValid: isUserInfo, isEmpty: (value) => value === null },
      }),
    },
  ),
);

/** For route guards and the HTTP client, which run outside React. */
export const currentUserInfo = () => useSession.getState().userInfo;
