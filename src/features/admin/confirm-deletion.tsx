import { lazy, Suspense } from 'react';

const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Asks before deleting the row an admin picked. The dialog stays mounted (closed while nothing is
 * picked), so closing it hands focus back to the Delete button that opened it; its code loads
 * with the screen, not with the app.
 */
export function ConfirmDeletion<T extends { _id: string }>({
  target,
  title,
  describe,
  busy,
  onDelete,
  onClose,
}: {
  target: T | null;
  title: string;
  describe: (target: T) => string;
  busy: boolean;
  onDelete: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={target !== null}
        title={title}
        description={target ? describe(target) : ''}
        confirmLabel="Delete"
        busy={busy}
        onCancel={onClose}
        onConfirm={() => {
          if (target) onDelete(target._id);
        }}
      />
    </Suspense>
  );
}
