import { mergeCartItems, useCart, type CartItem } from '../../stores/cart.ts';
import { useSession } from '../../stores/session.ts';
import { getCart, saveCart, saveCartAs } from './cart-api.ts';

/** Quantity clicks come in bursts; one save after the burst is enough. */
const SAVE_DELAY_MS = 800;

const linesOf = (items: readonly CartItem[]) =>
  JSON.stringify(items.map(({ product, variant, qty }) => [product, variant ?? null, qty]));

/**
 * Keeps a signed-in shopper's cart on the server too, so it follows them to another browser
 * (docs/wishlist-and-cart.md):
 *
 * - on signing in, and at start-up with a session, the server's cart is fetched and what was
 *   added here before is merged into it by the cart rule; the result is saved back, and the cart
 *   the server answers with (quantities re-checked against stock) becomes this browser's;
 * - later changes are saved after a short pause, and at once when the session ends, with its token;
 * - nothing is saved before the server's cart is merged in, so a fresh browser never overwrites it.
 *
 * Logout itself stays as the storefront rules say (four keys removed); the server keeps the cart.
 * Returns a function that stops the syncing (tests).
 */
export function syncCartWithServer({ saveDelayMs = SAVE_DELAY_MS } = {}): () => void {
  let owner: string | null = null;
  let token: string | null = null;
  /** Bumped whenever the session changes, so answers for an earlier session are ignored. */
  let session = 0;
  let merged = false;
  let restoring = false;
  let lastSaved: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancelPendingSave(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function saveNow(): void {
    cancelPendingSave();
    const items = useCart.getState().cartItems;
    const lines = linesOf(items);
    if (!merged || lines === lastSaved) return;
    lastSaved = lines;
    saveCart(items).catch(() => {
      // Unsaved: the next change (or the end of the session) tries again.
      lastSaved = undefined;
    });
  }

  async function restore(current: number): Promise<void> {
    restoring = true;
    try {
      const saved = await getCart();
      if (current !== session) return;
      const mergedItems = mergeCartItems(saved.cartItems, useCart.getState().cartItems);
      useCart.getState().replaceItems(mergedItems);
      const checked = await saveCart(mergedItems);
      if (current !== session) return;
      lastSaved = linesOf(mergedItems);
      merged = true;
      // The server's answer carries today's stock and prices, unless the shopper changed the cart meanwhile.
      if (linesOf(useCart.getState().cartItems) === lastSaved) {
        lastSaved = linesOf(checked.cartItems);
        useCart.getState().replaceItems(checked.cartItems);
      } else {
        scheduleSave();
      }
    } catch {
      // Not merged: the next change of the cart tries again; until then nothing overwrites the server's.
    } finally {
      if (current === session) restoring = false;
    }
  }

  function scheduleSave(): void {
    if (owner === null) return;
    if (!merged) {
      if (!restoring) void restore(session);
      return;
    }
    if (linesOf(useCart.getState().cartItems) === lastSaved) return;
    cancelPendingSave();
    timer = setTimeout(saveNow, saveDelayMs);
  }

  function startSession(userId: string | null, userToken: string | null): void {
    // The session that ends keeps what it had: its unsaved change goes out with its own token.
    const items = useCart.getState().cartItems;
    if (owner !== null && token !== null && merged && linesOf(items) !== lastSaved) {
      saveCartAs(token, items).catch(() => undefined);
    }
    cancelPendingSave();
    session += 1;
    owner = userId;
    token = userToken;
    merged = false;
    restoring = false;
    lastSaved = undefined;
    if (owner !== null) void restore(session);
  }

  const initial = useSession.getState().userInfo;
  startSession(initial?._id ?? null, initial?.token ?? null);

  const stopSession = useSession.subscribe(({ userInfo }) => {
    const userId = userInfo?._id ?? null;
    if (userId === owner) {
      // A profile update brings a fresh token for the same shopper.
      token = userInfo?.token ?? null;
      return;
    }
    startSession(userId, userInfo?.token ?? null);
  });
  const stopCart = useCart.subscribe((state, previous) => {
    if (state.cartItems !== previous.cartItems) scheduleSave();
  });

  return () => {
    cancelPendingSave();
    stopSession();
    stopCart();
  };
}
