/**
 * Plain-text table printer shared by the size and bench scripts, so both report in the same
 * readable shape without pulling in a dependency for something this small.
 */

export type Align = 'left' | 'right';

export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
): string {
  const widths = headers.map((header, col) =>
    Math.max(header.length, ...rows.map((row) => (row[col] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, col) => {
        const width = widths[col] ?? 0;
        return align[col] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

const MIB = 1024 * 1024;

/** Milliseconds for a table cell: one decimal below 100 ms, whole numbers above and as measured. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined) return '-';
  return ms < 100 && !Number.isInteger(ms) ? ms.toFixed(1) : ms.toFixed(0);
}

export function formatMib(bytes: number | undefined): string {
  return bytes === undefined ? 'n/a (no /proc)' : `${(bytes / MIB).toFixed(0)} MiB`;
}
