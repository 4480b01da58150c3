import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../contract/addresses.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { secondaryButton } from '../../components/form-field.tsx';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';
import { AddressForm } from './address-form.tsx';
import { addressLine } from './address-text.ts';
import { addressesQueryOptions, useDeleteAddress, useSaveAddress } from './addresses-api.ts';

const smallButton = 'min-h-11 rounded-md px-3 font-medium underline hover:bg-slate-100';

/**
 * Profile's Addresses section (docs/accounts.md#saved-addresses): the customer's saved addresses,
 * the default marked, each editable and deletable, and Add Address up to the limit.
 */
export function AddressBook() {
  const { data: addresses, error, isPending } = useQuery(addressesQueryOptions());
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  // `null`: no form open; `'new'`: adding; otherwise the address being changed.
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  function open(target: SavedAddress | 'new') {
    save.reset();
    setEditing(target);
  }

  const form = editing && (
    <AddressForm
      address={editing === 'new' ? undefined : editing}
      error={save.error?.message}
      pending={save.isPending}
      onCancel={() => setEditing(null)}
      onSave={(input) =>
        save.mutate(
          { ...input, _id: editing === 'new' ? undefined : editing._id },
          { onSuccess: () => setEditing(null) },
        )
      }
    />
  );

  return (
    <section aria-labelledby="addresses-heading" className="mt-10">
      <h2 id="addresses-heading" className="mb-4 text-2xl font-bold">
        Addresses
      </h2>
      {isPending && <Loader />}
      {error && <Message variant="danger">{error.message}</Message>}
      {remove.error && <Message variant="danger">{remove.error.message}</Message>}
      {addresses?.length === 0 && editing === null && <Message>No saved addresses yet.</Message>}
      <ul className="flex flex-col gap-3">
        {addresses?.map((address) => (
          <li key={address._id} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold">
              {address.name}
              {address.isDefault && (
                <span className="ml-2 rounded-full bg-slate-100 px-2 text-sm font-medium">Default</span>
              )}
            </p>
            <p className="break-words text-slate-700">{addressLine(address)}</p>
            {address.phone && <p className="text-slate-700">{address.phone}</p>}
            {editing !== null && editing !== 'new' && editing._id === address._id ? (
              form
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Edit ${address.name}`}
                  onClick={() => open(address)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Delete ${address.name}`}
                  onClick={() => setDeleting(address)}
                >
                  Delete
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new'
        ? form
        : addresses &&
          addresses.length < MAX_SAVED_ADDRESSES && (
            <button type="button" className={`${secondaryButton} mt-4`} onClick={() => open('new')}>
              Add Address
            </button>
          )}
      {addresses && addresses.length >= MAX_SAVED_ADDRESSES && (
        <p className="mt-4 text-sm text-slate-700">
          You keep {MAX_SAVED_ADDRESSES} addresses, the most there can be: delete one to add another.
        </p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        description={deleting ? addressLine(deleting) : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
