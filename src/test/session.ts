import type { UserInfo } from '../contract/users.ts';
import { useSession } from '../stores/session.ts';

/** Starts a test signed in, as if the browser had `userInfo` stored from an earlier visit. */
export function signInAs(info: UserInfo): void {
  useSession.getState().signIn(info);
}
