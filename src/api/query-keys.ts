/**
 * Query keys of the signed-in user's data, in a module of their own: the sign-out cache clearing
 * in the app's entry needs only these, not the hooks (and mutation code) of each resource.
 */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** `profile` is the signed-in user's own record. */
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  paymentConfig: ['payment-config'] as const,
};

/** Admin product reads include drafts; they must not outlive the admin's session either. */
export const adminProductKeysRoot = ['products', 'admin'] as const;
