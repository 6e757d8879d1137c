import { autoFilterFeature, csvOf, sheetOf, sheetOptionsOf, type Table } from './spreadsheet';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Every row of a paged list, one page after another (`fetchPage(page)` answers that page's rows and
 * the number of pages): what an export of "the current filter" needs.
 */
export async function allPages<R>(fetchPage: (page: number) => Promise<{ rows: R[]; totalPages: number }>): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const answer = await fetchPage(page);
    rows.push(...answer.rows);
    pages = answer.totalPages;
  }
  return rows;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a table as `<name>.csv` (papaparse) or `<name>.xlsx` (write-excel-file, loaded on first
 * use), both formula-safe (see `spreadsheet.ts`). Exports run in the browser: the admin already holds
 * the rows' access, the server only pages.
 */
export async function downloadTable(table: Table, name: string, format: ExportFormat): Promise<void> {
  if (format === 'csv') download(new Blob([csvOf(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
  else {
    const { default: writeXlsxFile } = await import('write-excel-file/browser');
    const features = table.filter ? [autoFilterFeature(table.header.length, table.rows.length)] : [];
    download(await writeXlsxFile(sheetOf(table), sheetOptionsOf(table), { features }).toBlob(), `${name}.xlsx`);
  }
}
