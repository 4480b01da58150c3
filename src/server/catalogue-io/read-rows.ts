import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import {
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  type ImportError,
  MAX_IMPORT_ROWS,
} from '../../contract/catalogue-io.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { AppError, PayloadTooLargeError } from '../errors.ts';
import { cellText } from './csv-cells.ts';

/** One data row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: Record<CatalogueColumn, string>;
  /** The row's cells are not as many as the header's columns: it is refused. */
  misshapen: boolean;
}

/**
 * A problem that stops reading the file (a header without a column, broken quoting): the answer
 * lists it like a row's problem, and nothing is imported.
 */
export class FileProblem extends AppError {
  constructor(readonly problem: ImportError) {
    super(400, problem.message, ERROR_CODES.validation);
  }
}

/** A cell larger than this is refused; a description holds at most 4000 characters. */
const MAX_RECORD_CHARACTERS = 256 * 1024;

/** Where each column is in the file, from its header line; the columns may come in any order. */
function columnPlaces(header: readonly string[]): Map<CatalogueColumn, number> {
  const places = new Map<CatalogueColumn, number>();
  for (const [index, raw] of header.entries()) {
    // A long name is shown cut short: the answer never carries a cell's whole text back.
    const name = raw.trim().slice(0, 60);
    const column = CATALOGUE_COLUMNS.find((known) => known === name);
    if (column === undefined) {
      throw new FileProblem({
        row: 1,
        column: name,
        message: `${name || 'An empty name'} is not a column of the catalogue file`,
      });
    }
    if (places.has(column)) throw new FileProblem({ row: 1, column, message: `${column} is named twice` });
    places.set(column, index);
  }
  const missing = CATALOGUE_COLUMNS.find((column) => !places.has(column));
  if (missing !== undefined)
    throw new FileProblem({ row: 1, column: missing, message: `The column ${missing} is missing` });
  return places;
}

/**
 * The file's data rows, read as they are parsed: memory holds one row at a time, whatever the
 * file's size. A file with more than MAX_IMPORT_ROWS rows is refused with 413 once its next row
 * is reached.
 */
export async function* readRows(file: string): AsyncGenerator<CsvRow> {
  const source = createReadStream(file);
  const parser = source.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }),
  );
  let places: Map<CatalogueColumn, number> | undefined;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (places === undefined) {
        places = columnPlaces(record);
        continue;
      }
      if (row - 1 > MAX_IMPORT_ROWS) {
        throw new PayloadTooLargeError(
          `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: import it in parts`,
        );
      }
      const cells = {} as Record<CatalogueColumn, string>;
      for (const [column, place] of places) cells[column] = cellText(record[place] ?? '');
      yield { row, cells, misshapen: record.length !== places.size };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw new FileProblem({
        row: row + 1,
        column: '',
        message: `The file is not valid CSV: ${error.message}`,
      });
    }
    throw error;
  } finally {
    parser.destroy();
    source.destroy();
  }
  if (places === undefined)
    throw new FileProblem({ row: 1, column: '', message: 'The file is empty: it needs the header line' });
}
