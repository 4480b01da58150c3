import { create } from 'zustand';
import type { UserInfo } from '../contract/users.ts';
import { isRecord, readStored, removeStored, writeStored } from './local-storage.ts';

export const USER_INFO_KEY = 'userInfo';

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

interface SessionState {
  /** The sign-in response, kept as it came; null when signed out. */
  userInfo: UserInfo | null;
  signIn: (userInfo: UserInfo) => void;
  signOut: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  userInfo: readStored(USER_INFO_KEY, isUserInfo, null),
  signIn: (userInfo) => {
    writeStored(USER_INFO_KEY, userInfo);
    set({ userInfo });
  },
  signOut: () => {
    removeStored(USER_INFO_KEY);
    set({ userInfo: null });
  },
}));

/** For route guards and the HTTP client, which run outside React. */
export const currentUserInfo = () => useSession.getState().userInfo;
