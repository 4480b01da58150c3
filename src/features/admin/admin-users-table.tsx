import { Link } from '@tanstack/react-router';
import { CompactList } from '../../components/compact-list.tsx';
import { DataTable, DeleteRowButton, rowLink, tableCell } from '../../components/data-table.tsx';
import { useBelowMd } from '../../components/use-below-md.ts';
import type { AdminUser } from '../../contract/users.ts';

function EditLink({ user, className = '' }: { user: AdminUser; className?: string }) {
  return (
    <Link
      to="/admin/user/$id/edit"
      params={{ id: user._id }}
      aria-label={`Edit ${user.name}`}
      className={`${className} ${rowLink}`}
    >
      Edit
    </Link>
  );
}

function MailLink({ user }: { user: AdminUser }) {
  return (
    <a href={`mailto:${user.email}`} className="break-all text-brand-700 underline">
      {user.email}
    </a>
  );
}

/** A user's initial in a circle: the phone row's thumbnail. */
function Initial({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** The admin's users: compact rows on a phone, the table from md. */
export function AdminUsersTable({
  users,
  onDelete,
}: {
  users: readonly AdminUser[];
  onDelete: (user: AdminUser) => void;
}) {
  const belowMd = useBelowMd();
  if (belowMd)
    return (
      <CompactList
        label="Users"
        rows={users.map((user) => ({
          id: user._id,
          thumbnail: <Initial name={user.name} />,
          title: user.name,
          status: user.isAdmin ? (
            <span className="text-xs font-semibold text-emerald-800">Admin</span>
          ) : (
            <span className="text-xs text-slate-700">Customer</span>
          ),
          action: <EditLink user={user} />,
          details: [
            ['Email', <MailLink user={user} />],
            ['ID', <span className="font-mono text-xs">{user._id}</span>],
          ],
          more: <DeleteRowButton label={user.name} onClick={() => onDelete(user)} />,
        }))}
      />
    );
  return (
    <DataTable columns={['ID', 'Name', 'Email', 'Admin']} actionsLabel="Actions" minWidth="min-w-[640px]">
      {users.map((user) => (
        <tr key={user._id}>
          <td className={`${tableCell} font-mono text-xs`}>{user._id}</td>
          <td className={tableCell}>{user.name}</td>
          <td className={tableCell}>
            <MailLink user={user} />
          </td>
          <td className={tableCell}>
            {user.isAdmin ? (
              <span className="font-semibold text-emerald-800">Yes</span>
            ) : (
              <span className="text-red-700">No</span>
            )}
          </td>
          <td className={`${tableCell} whitespace-nowrap`}>
            <EditLink user={user} className="mr-2" />
            <DeleteRowButton label={user.name} onClick={() => onDelete(user)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
