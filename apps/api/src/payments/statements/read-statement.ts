import { createHash } from 'node:crypto';
import { BANK_STATEMENT_MESSAGES } from '@talanta/schema';
import { looksLikeXml, parseCamt } from './camt';
import { looksLikeStatementCsv, parseStatementCsv } from './statement-csv';
import { type ParsedStatement, StatementError, type StatementTransaction } from './statement-types';

export interface KeyedTransaction extends StatementTransaction {
  /** Unique per real bank transaction, whichever file brings it (ADR 0039). */
  dedupeKey: string;
}

export interface ReadStatement extends Omit<ParsedStatement, 'transactions'> {
  fileSha256: string;
  transactions: KeyedTransaction[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The dedupe key. A bank's own entry reference (AcctSvcrRef) is unique per account, so it alone
 * names the transaction. Without one, the fields the file gives name it, with the occurrence number
 * of those same fields in the file: two identical $100 credits on one day stay two.
 */
export function withDedupeKeys(format: ParsedStatement['format'], transactions: StatementTransaction[]) {
  const family = format === 'csv' ? 'csv' : 'camt';
  const seen = new Map<string, number>();
  return transactions.map((transaction): KeyedTransaction => {
    const account = transaction.accountId ?? '';
    if (transaction.bankReference)
      return {
        ...transaction,
        dedupeKey: sha256(['ref', account, transaction.bankReference].join('\u001f')),
      };
    const fields = [
      family,
      account,
      transaction.bookingDate,
      transaction.direction,
      String(transaction.amountCents),
      transaction.currency,
      transaction.reference,
      transaction.payerName ?? '',
    ].join('\u001f');
    const occurrence = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, occurrence);
    return { ...transaction, dedupeKey: sha256(`${fields}\u001f${occurrence}`) };
  });
}

/** Reads an uploaded statement: camt.053/054 XML or the CSV, by its content (not its name). */
export function readStatement(bytes: Buffer): ReadStatement {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  }
  let parsed: ParsedStatement;
  if (looksLikeXml(text)) parsed = parseCamt(text);
  else if (looksLikeStatementCsv(text)) parsed = parseStatementCsv(text);
  else throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  return {
    ...parsed,
    fileSha256: createHash('sha256').update(bytes).digest('hex'),
    transactions: withDedupeKeys(parsed.format, parsed.transactions),
  };
}
