import type { AuditEntry } from '../../contract/audit.ts';

/** A changed value as the owner reads it: text as is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (fields.length === 0) return <span className="text-slate-600">No field changed</span>;
  return (
    <ul className="space-y-1">
      {fields.map((field) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>: {shown(entry.before[field])} →{' '}
          {shown(entry.after[field])}
        </li>
      ))}
    </ul>
  );
}

/** The audit log's entries: who, when, from where, what, and each changed field before → after. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="p-2">
              Who
            </th>
            <th scope="col" className="p-2">
              When
            </th>
            <th scope="col" className="p-2">
              Address
            </th>
            <th scope="col" className="p-2">
              What
            </th>
            <th scope="col" className="p-2">
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className="border-b border-slate-200 align-top">
              <td className="p-2">
                {entry.user.name}
                <br />
                <span className="text-slate-600">{entry.user.email}</span>
              </td>
              <td className="p-2 whitespace-nowrap">
                <time dateTime={entry.at}>{entry.at.slice(0, 19).replace('T', ' ')} UTC</time>
              </td>
              <td className="p-2">{entry.address}</td>
              <td className="p-2">
                <code>{entry.kind}</code>
                <br />
                <span className="text-slate-600 break-all">{entry.target}</span>
              </td>
              <td className="p-2">
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
