import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ImportReport, MAX_IMPORT_BYTES } from '../../contract/catalogue-io.ts';
import { adminProduct, serveAdminCatalogue } from '../../test/admin-catalogue-api.ts';
import { renderApp } from '../../test/render.tsx';
import { adminInfo, server } from '../../test/server.ts';
import { signInAs } from '../../test/session.ts';

const counts = { rows: 2, created: 1, updated: 1, unchanged: 0, skipped: 0 };

function report(overrides: Partial<ImportReport>): ImportReport {
  return { message: '', dryRun: true, applied: false, ...counts, errorCount: 0, errors: [], ...overrides };
}

/** The import behind MSW: each call's query and body recorded, answered by `answer`. */
function serveImport(answer: (dryRun: boolean) => { status: number; body: ImportReport }) {
  const calls: { dryRun: boolean; body: string; type: string | null }[] = [];
  server.use(
    http.post('/api/admin/products/import', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
      calls.push({ dryRun, body: await request.text(), type: request.headers.get('content-type') });
      const { status, body } = answer(dryRun);
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

async function chooseFile(text: string) {
  signInAs(adminInfo);
  serveAdminCatalogue([adminProduct({ name: 'Listed Lamp' })]);
  const user = userEvent.setup();
  renderApp('/admin/productlist');
  await screen.findByText('Listed Lamp');
  const input = await screen.findByLabelText('Import CSV');
  await user.upload(input, new File([text], 'catalogue.csv', { type: 'text/csv' }));
  return user;
}

describe('admin product list: catalogue import', () => {
  it('when the chosen file has problems, then the dry run lists them by row and column and offers no Apply', async () => {
    const calls = serveImport(() => ({
      status: 400,
      body: report({
        message: 'The file has 2 problems: nothing was imported',
        errorCount: 2,
        errors: [
          { row: 3, column: 'price', message: 'Price must be more than 0' },
          { row: 5, column: 'version', message: 'This product was changed after you opened it' },
        ],
      }),
    }));
    await chooseFile('_id,name\r\n');
    expect(await screen.findByText('The file has 2 problems: nothing was imported')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problems by row and column' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3pricePrice must be more than 0',
      '5versionThis product was changed after you opened it',
    ]);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ dryRun: true, body: '_id,name\r\n', type: 'text/csv' }]);
  });

  it('when the dry run finds the file valid, then Apply sends it again and shows what was imported', async () => {
    const calls = serveImport((dryRun) => ({
      status: 200,
      body: dryRun
        ? report({ message: 'The file is valid: 1 new product, 1 changed product, 0 unchanged products' })
        : report({ dryRun: false, applied: true, message: 'Imported: 1 new product, 1 changed product' }),
    }));
    const user = await chooseFile('_id,name\r\n');
    expect(await screen.findByText(/The file is valid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Imported: 1 new product, 1 changed product')).toBeInTheDocument();
    expect(calls.map((call) => call.dryRun)).toEqual([true, false]);
  });
  it('when the chosen file is over 20 MB, then it is not sent and the screen says how to import it in parts', async () => {
    const calls = serveImport(() => ({ status: 200, body: report({}) }));
    signInAs(adminInfo);
    serveAdminCatalogue([adminProduct({ name: 'Listed Lamp' })]);
    const user = userEvent.setup();
    renderApp('/admin/productlist');
    await screen.findByText('Listed Lamp');
    const tooLarge = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'everything.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Import CSV'), tooLarge);

    expect(
      await screen.findByText(
        'The file is too large: the limit is 20 MB; split it into smaller files, each starting with the header row',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
