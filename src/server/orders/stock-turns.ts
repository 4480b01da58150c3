/**
 * Turns at the stock for orders placed in this process (docs/performance/flash.md). When a rush
 * arrives all at once, every shopper's read of the shelf sees the units no one has taken yet, and
 * without turns all of them would go on to count against their limits and queue for the
 * stock-taking transaction, to be refused there one after another. Here an order goes on only
 * while the units it asks for fit beside those that orders already on their way have asked for;
 * the rest wait for those orders to end and read the shelf again, which refuses them as the fast
 * path refuses anyone once the units are gone.
 *
 * Nothing here decides an order: a refusal still comes only from a read of the shelf, and the
 * transaction still has the last word on every order let through. The turns only keep orders that
 * could not get a unit from taking a turn at the stock. They are this process's: other instances
 * keep their own, and the database stays the one account of what is left.
 */

/** A product (`productId`) or one of its variants (`productId:variantId`), with units wanted. */
export interface StockClaim {
  key: string;
  qty: number;
}

/** Ends an order's turn: `sold` when it took its units, so nothing came back to the shelf. */
export type EndTurn = (sold: boolean) => void;

export interface StockTurns {
  /**
   * Resolves once the order's claims fit beside the orders on their way, with the end of its
   * turn. `readShelf` reads the units left per key (a key it does not name is not waited on) and
   * throws the sold-out refusal; it is read again after every wait.
   */
  take(
    claims: readonly StockClaim[],
    readShelf: () => Promise<ReadonlyMap<string, number>>,
  ): Promise<EndTurn>;
}

export function createStockTurns(): StockTurns {
  /** Units asked for by orders now on their way to the transaction, per key. */
  const onTheirWay = new Map<string, number>();
  /** Orders waiting for a key's orders on their way to end, per key. */
  const waiting = new Map<string, (() => void)[]>();

  const wakeWaitersOf = (key: string) => {
    const woken = waiting.get(key) ?? [];
    waiting.delete(key);
    for (const wake of woken) wake();
  };

  const endTurn =
    (claims: readonly StockClaim[]): EndTurn =>
    (sold) => {
      for (const { key, qty } of claims) {
        const left = (onTheirWay.get(key) ?? 0) - qty;
        if (left > 0) onTheirWay.set(key, left);
        else onTheirWay.delete(key);
        // A sale leaves the units beside the orders on their way as they were (the shelf and
        // the claims both went down by them), so waiters are woken only when units may have come
        // back, or when no order for the key is on its way and the shelf says the rest.
        if (!sold || left <= 0) wakeWaitersOf(key);
      }
    };

  return {
    async take(claims, readShelf) {
      for (;;) {
        const shelf = await readShelf();
        const full = claims.find(({ key, qty }) => {
          const left = shelf.get(key);
          const claimed = onTheirWay.get(key) ?? 0;
          // With none on their way, the shelf alone decides (readShelf refused what it lacks).
          return left !== undefined && claimed > 0 && claimed + qty > left;
        });
        if (!full) {
          // Claimed in the same tick as the check, so no other order can slip in between.
          for (const { key, qty } of claims) onTheirWay.set(key, (onTheirWay.get(key) ?? 0) + qty);
          let ended = false;
          const end = endTurn(claims);
          return (sold) => {
            if (ended) return;
            ended = true;
            end(sold);
          };
        }
        await new Promise<void>((resolve) => {
          const queue = waiting.get(full.key) ?? [];
          queue.push(resolve);
          waiting.set(full.key, queue);
        });
      }
    },
  };
}
