import { BANK_STATEMENT_MESSAGES, csvRowMessage } from '@talanta/schema';
import { decimalTextToCents } from './statement-amount';
import { type ParsedStatement, StatementError, type StatementTransaction } from './statement-types';

/**
 * A plain CSV statement for banks without camt: a header row naming date, amount, currency,
 * reference, payer (any order, any case), then one row per booked movement; UTF-8 with or without
 * a BOM, RFC 4180 quoting. A positive amount is money received, a negative one money sent.
 */

const COLUMNS = ['date', 'amount', 'currency', 'reference', 'payer'] as const;
type Column = (typeof COLUMNS)[number];
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function csvRecords(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records.filter((row) => !(row.length === 1 && row[0]?.trim() === ''));
}

/** Whether the first line names the statement columns (the import then parses it as CSV). */
export function looksLikeStatementCsv(text: string): boolean {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const names = header.split(',').map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
  return COLUMNS.every((column) => names.includes(column));
}

function isRealDay(value: string): boolean {
  return DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function rowTransaction(cells: Record<Column, string>, row: number): StatementTransaction {
  const invalid = (field: Column, rule: string) => new StatementError(csvRowMessage(row, field, rule));
  if (!isRealDay(cells.date)) throw invalid('date', 'YYYY-MM-DD');
  if (!AMOUNT.test(cells.amount) || /^-?0+(\.0+)?$/.test(cells.amount))
    throw invalid('amount', 'a non-zero number with at most two decimals, negative for money sent');
  const currency = cells.currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw invalid('currency', 'a three-letter ISO 4217 code');
  const parsed = decimalTextToCents(cells.amount.replace(/^-/, ''));
  if ('problem' in parsed) throw invalid('amount', parsed.problem);
  return {
    direction: cells.amount.startsWith('-') ? 'debit' : 'credit',
    amountCents: parsed.cents,
    currency,
    bookingDate: cells.date,
    valueDate: null,
    reference: cells.reference,
    endToEndId: null,
    bankReference: null,
    payerName: cells.payer || null,
    payerAccount: null,
    additionalInfo: null,
    accountId: null,
    reversal: false,
  };
}

/** Parses a CSV statement; throws StatementError naming the first row that breaks a rule. */
export function parseStatementCsv(text: string): ParsedStatement {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...rows] = records ?? [];
  if (!header) throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  const names = header.map((name) => name.trim().toLowerCase());
  const position = Object.fromEntries(COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<
    Column,
    number
  >;
  if (COLUMNS.some((column) => position[column] < 0))
    throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  const transactions = rows.map((cells, index) => {
    // Row numbers count the header as row 1, as a spreadsheet shows them.
    const row = index + 2;
    if (cells.length !== header.length)
      throw new StatementError(csvRowMessage(row, 'row', `${header.length} fields, as the header`));
    const cell = (column: Column) => (cells[position[column]] ?? '').trim();
    return rowTransaction(
      {
        date: cell('date'),
        amount: cell('amount'),
        currency: cell('currency'),
        reference: cell('reference'),
        payer: cell('payer'),
      },
      row,
    );
  });
  return { format: 'csv', messageId: null, statementId: null, accountId: null, transactions };
}
