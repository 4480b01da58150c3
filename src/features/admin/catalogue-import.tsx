import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ImportReport } from '../../contract/catalogue-io.ts';
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from '../../contract/catalogue-io.ts';
import { primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { saveFile } from '../../lib/save-file.ts';
import { productKeys } from '../../api/query-keys.ts';
import { downloadCatalogueCsv, importCatalogueCsv } from './catalogue-io-api.ts';

/** Where the import is: sending the file (with its share sent), or the server at work on it. */
type Stage = { step: 'sending'; fraction: number } | { step: 'working' };

function Progress({ stage, label }: { stage: Stage; label: string }) {
  const sending = stage.step === 'sending' && stage.fraction < 1;
  return (
    <div className="my-3 flex items-center gap-3">
      {/* Sending shows how much has gone; the server's part has no measure, so the bar moves alone. */}
      <progress
        aria-label={label}
        className="h-2 w-64"
        max={1}
        {...(stage.step === 'sending' && stage.fraction < 1 ? { value: stage.fraction } : {})}
      />
      <span className="text-sm">{sending ? 'Sending the file…' : `${label}…`}</span>
    </div>
  );
}

function ErrorsTable({ report }: { report: ImportReport }) {
  return (
    <div className="my-3 max-h-96 overflow-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="mb-2 text-left">
          {report.errorCount > report.errors.length
            ? `The first ${report.errors.length} of ${report.errorCount} problems`
            : 'Problems by row and column'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4">
              Row
            </th>
            <th scope="col" className="pr-4">
              Column
            </th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {report.errors.map((error, index) => (
            <tr key={`${error.row}-${error.column}-${index}`} className="border-t border-slate-200">
              <td className="pr-4">{error.row}</td>
              <td className="pr-4">{error.column || '—'}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Export CSV and Import CSV on the product list (docs/admin.md#catalogue-import-and-export): a
 * chosen file is checked first (a dry run) and its problems listed by row and column; Apply sends
 * it again to be imported, all or nothing. Loaded on its own, with the product list.
 */
export default function CatalogueImport() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'working' });
  const download = useMutation({
    mutationFn: downloadCatalogueCsv,
    onSuccess: (blob) => saveFile(blob, 'catalogue.csv'),
  });
  const send = (chosen: File, dryRun: boolean) => {
    setStage({ step: 'sending', fraction: 0 });
    return importCatalogueCsv(chosen, {
      dryRun,
      onProgress: (fraction) => setStage(fraction < 1 ? { step: 'sending', fraction } : { step: 'working' }),
    });
  };
  const check = useMutation({ mutationFn: (chosen: File) => send(chosen, true) });
  const apply = useMutation({
    mutationFn: (chosen: File) => send(chosen, false),
    // Every product view may have changed, the admin's list among them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });

  function choose(chosen: File | undefined) {
    apply.reset();
    check.reset();
    setFile(chosen ?? null);
    if (chosen === undefined) return;
    if (chosen.size > MAX_IMPORT_BYTES) return;
    check.mutate(chosen);
  }

  const checked = check.data;
  const applied = apply.data;
  const tooLarge = file !== null && file.size > MAX_IMPORT_BYTES;

  return (
    <section aria-label="Import and export" className="mb-4 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          Export CSV
        </button>
        <label htmlFor={inputId} className={`${secondaryButton} cursor-pointer`}>
          Import CSV
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {file && <span className="text-sm">{file.name}</span>}
      </div>
      {download.error && <Message variant="danger">{download.error.message}</Message>}
      {tooLarge && <Message variant="danger">{IMPORT_TOO_LARGE}</Message>}
      {check.isPending && <Progress stage={stage} label="Checking the file" />}
      {check.error && <Message variant="danger">{check.error.message}</Message>}
      {checked && !applied && (
        <>
          <Message variant={checked.errorCount > 0 ? 'danger' : 'info'}>{checked.message}</Message>
          {checked.errorCount > 0 && <ErrorsTable report={checked} />}
          {checked.errorCount === 0 && file && (
            <button
              type="button"
              className={`${primaryButton} mt-3`}
              disabled={apply.isPending}
              onClick={() => apply.mutate(file)}
            >
              Apply
            </button>
          )}
        </>
      )}
      {apply.isPending && <Progress stage={stage} label="Importing" />}
      {apply.error && <Message variant="danger">{apply.error.message}</Message>}
      {applied && (
        <>
          <Message variant={applied.applied ? 'success' : 'danger'}>{applied.message}</Message>
          {applied.errorCount > 0 && <ErrorsTable report={applied} />}
        </>
      )}
    </section>
  );
}
