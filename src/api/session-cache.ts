import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../stores/session.ts';
import { adminProductKeys, orderKeys, userKeys, wishlistKeys } from './query-keys.ts';

/**
 * Whatever ends a session (Logout, or a token the server refused), the signed-in user's cached
 * data goes with it, so the next person on this browser never sees it.
 */
export function clearUserDataOnSignOut(queryClient: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.userInfo && !state.userInfo) {
      queryClient.removeQueries({ queryKey: userKeys.all });
      queryClient.removeQueries({ queryKey: orderKeys.all });
      queryClient.removeQueries({ queryKey: adminProductKeys.all });
      queryClient.removeQueries({ queryKey: wishlistKeys.all });
    }
  });
}
