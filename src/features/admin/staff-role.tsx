import type { ReactNode } from 'react';
import { can, type Permission, ROLE_LABELS, roleOf, roleRefusal } from '../../contract/roles.ts';
import { Message } from '../../components/message.tsx';
import { useSession } from '../../stores/session.ts';

/** Whether the signed-in staff member's role may do this (docs/staff.md). */
export function useStaffCan(permission: Permission): boolean {
  return useSession((state) => can(roleOf(state.userInfo), permission));
}

/** The signed-in staff member's role, as a label ("Support"), or null for a customer. */
export function useStaffRoleLabel(): string | null {
  const role = useSession((state) => roleOf(state.userInfo));
  return role ? ROLE_LABELS[role] : null;
}

/**
 * Shows its children only to a role with the permission; anyone else sees why not, as the server
 * would answer (403), instead of a screen whose every action would be refused.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const role = useSession((state) => roleOf(state.userInfo));
  if (role && !can(role, permission)) return <Message variant="danger">{roleRefusal(role)}</Message>;
  return <>{children}</>;
}
