import { IMPORT_LIMITS, mb } from '@shared/limits';

/** `{columns}` is a list of column names, `{row}` a spreadsheet row, `{count}` a number of errors or users. */
export const meetingImport = {
  'msg.import.fileRequired': 'Please choose a file',
  'msg.import.tooLarge': `The file is at most ${mb(IMPORT_LIMITS.maxBytes)}`,
  'msg.import.tooManyRows': `A file has at most ${IMPORT_LIMITS.maxRows} rows`,
  'msg.import.zipBomb': `The Excel file unpacks to more than ${mb(IMPORT_LIMITS.maxInflatedBytes)}, so it cannot be accepted`,
  'msg.import.notSpreadsheet': 'Please add a CSV (UTF-8) or Excel (.xlsx) file only',
  'msg.import.notUtf8': 'The CSV file is encoded in UTF-8',
  'msg.import.unreadable': 'The Excel file could not be read',
  'msg.import.noRows': 'The file has no rows under its header row',
  'msg.import.missingColumns': 'Missing columns: {columns}',
  'msg.import.unknownColumns': 'Unknown columns: {columns}',
  'msg.import.duplicateColumns': 'Columns appear twice: {columns}',
  'msg.import.formula': 'No formulas: a cell may not start with =, +, -, @',
  'msg.import.duplicateInFile': 'This e-mail already appears in row {row} of the file',
  'msg.import.badRows': 'The file has {count} errors. Nothing was added: fix the errors and upload it again.',
  'msg.import.imported': '{count} users were added successfully.',
} as const;
