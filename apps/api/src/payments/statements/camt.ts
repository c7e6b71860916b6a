import { BANK_STATEMENT_MESSAGES, camtEntryMessage } from '@talanta/schema';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decimalTextToCents } from './statement-amount';
import { type ParsedStatement, StatementError, type StatementTransaction } from './statement-types';

/**
 * ISO 20022 bank-to-customer messages: camt.053 (statement) and camt.054 (debit/credit
 * notification), versions 02 to 13. Both carry the same entry (ReportEntry2 in v02, ReportEntry10
 * in v08): only booked entries are read; an entry with several TxDtls that each state an amount
 * (a batch booking) becomes one transaction per TxDtls, else the entry is one transaction.
 */

const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(053|054)\.001\.(\d{2})$/;
const LISTS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  // References and amounts stay text: "000123" must not become 123, nor 100.10 a float.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

function node(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

/** The element at a path of child names, or undefined. */
function at(root: unknown, ...path: string[]): unknown {
  let current: unknown = root;
  for (const name of path) {
    const here = Array.isArray(current) ? current[0] : current;
    current = node(here)?.[name];
  }
  return current;
}

/** An element's text (a leaf, or `#text` beside attributes), trimmed; undefined when empty. */
function textOf(value: unknown): string | undefined {
  const leaf = Array.isArray(value) ? value[0] : value;
  const raw = typeof leaf === 'string' ? leaf : node(leaf)?.['#text'];
  const trimmed = typeof raw === 'string' ? raw.trim() : undefined;
  return trimmed ? trimmed : undefined;
}

function list(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** An account's id: the IBAN, else the other identification. */
function accountIdOf(account: unknown): string | null {
  return textOf(at(account, 'Id', 'IBAN')) ?? textOf(at(account, 'Id', 'Othr', 'Id')) ?? null;
}

/** A date choice (Dt or DtTm) as 'YYYY-MM-DD': the bank's own calendar day. */
function dayOf(choice: unknown): string | null {
  const value = textOf(at(choice, 'Dt')) ?? textOf(at(choice, 'DtTm'));
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

function amountOf(amount: unknown, entry: number): { cents: number; currency: string } | undefined {
  const value = textOf(amount);
  if (value === undefined) return undefined;
  const parsed = decimalTextToCents(value);
  if ('problem' in parsed) throw new StatementError(camtEntryMessage(entry, parsed.problem));
  const currency = String(node(amount)?.['@_Ccy'] ?? '').trim();
  if (!/^[A-Z]{3}$/.test(currency))
    throw new StatementError(camtEntryMessage(entry, 'the currency is missing'));
  return { cents: parsed.cents, currency };
}

/** v02: Sts is the code itself; v08 on: Sts/Cd. */
function isBooked(entry: unknown): boolean {
  return (textOf(at(entry, 'Sts', 'Cd')) ?? textOf(at(entry, 'Sts'))) === 'BOOK';
}

/** The remittance texts of one TxDtls: unstructured lines, then structured creditor references. */
function remittanceOf(details: unknown): string[] {
  const unstructured = list(at(details, 'RmtInf', 'Ustrd')).map(textOf);
  const structured = list(at(details, 'RmtInf', 'Strd')).map((item) => textOf(at(item, 'CdtrRefInf', 'Ref')));
  return [...unstructured, ...structured].filter((value): value is string => value !== undefined);
}

/** The payer: the debtor of a credit (v02 Dbtr/Nm, v08 Dbtr/Pty/Nm), with its account. */
function payerOf(details: unknown): { name: string | null; account: string | null } {
  const debtor = at(details, 'RltdPties', 'Dbtr');
  return {
    name: textOf(at(debtor, 'Pty', 'Nm')) ?? textOf(at(debtor, 'Nm')) ?? null,
    account: accountIdOf(at(details, 'RltdPties', 'DbtrAcct')),
  };
}

function transactionsOfEntry(
  entry: unknown,
  number: number,
  accountId: string | null,
): StatementTransaction[] {
  const amount = amountOf(at(entry, 'Amt'), number);
  if (!amount) throw new StatementError(camtEntryMessage(number, 'the amount is missing'));
  const indicator = textOf(at(entry, 'CdtDbtInd'));
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new StatementError(camtEntryMessage(number, 'CdtDbtInd must be CRDT or DBIT'));
  const bookingDate = dayOf(at(entry, 'BookgDt')) ?? dayOf(at(entry, 'ValDt'));
  if (!bookingDate) throw new StatementError(camtEntryMessage(number, 'the booking date is missing'));
  const details = list(at(entry, 'NtryDtls')).flatMap((group) => list(node(group)?.TxDtls));
  const base = {
    direction: indicator === 'CRDT' ? ('credit' as const) : ('debit' as const),
    currency: amount.currency,
    bookingDate,
    valueDate: dayOf(at(entry, 'ValDt')),
    bankReference: textOf(at(entry, 'AcctSvcrRef')) ?? null,
    additionalInfo: textOf(at(entry, 'AddtlNtryInf')) ?? null,
    reversal: textOf(at(entry, 'RvslInd')) === 'true',
    accountId,
  };
  const amounts = details.map(
    (item) => amountOf(at(item, 'Amt'), number) ?? amountOf(at(item, 'AmtDtls', 'TxAmt', 'Amt'), number),
  );
  const split = details.length > 1 && amounts.every((item) => item !== undefined);
  if (split) {
    return details.map((item, index) => {
      const payer = payerOf(item);
      const own = textOf(at(item, 'Refs', 'AcctSvcrRef'));
      return {
        ...base,
        amountCents: amounts[index]?.cents ?? 0,
        reference: remittanceOf(item).join(' / '),
        endToEndId: textOf(at(item, 'Refs', 'EndToEndId')) ?? null,
        // Each transaction of a batch keeps a reference of its own.
        bankReference: own ?? (base.bankReference ? `${base.bankReference}#${index + 1}` : null),
        payerName: payer.name,
        payerAccount: payer.account,
      };
    });
  }
  const payer = payerOf(details[0]);
  const endToEnd = details.map((item) => textOf(at(item, 'Refs', 'EndToEndId'))).find(Boolean);
  return [
    {
      ...base,
      amountCents: amount.cents,
      reference: details.flatMap(remittanceOf).join(' / '),
      endToEndId: endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null,
      payerName: payer.name,
      payerAccount: payer.account,
    },
  ];
}

/**
 * The namespace of the root Document element, read from its start tag (the parser drops xmlns
 * attributes when it removes prefixes): `<Document xmlns="…">` or `<ns2:Document xmlns:ns2="…">`.
 */
function documentNamespace(text: string): string | undefined {
  const tag = /<(?:([\w.-]+):)?Document\b([^>]*)>/.exec(text);
  if (!tag) return undefined;
  const attribute = tag[1] ? `xmlns:${tag[1]}` : 'xmlns';
  for (const [, name, value] of (tag[2] ?? '').matchAll(/\s(xmlns(?::[\w.-]+)?)\s*=\s*["']([^"']*)["']/g))
    if (name === attribute) return value;
  return undefined;
}

/** Whether a text looks like XML at all (the import then parses it as camt or refuses it as XML). */
export function looksLikeXml(text: string): boolean {
  return text.trimStart().startsWith('<');
}

/** Parses a camt.053 or camt.054 message; throws StatementError with the admin's message. */
export function parseCamt(text: string): ParsedStatement {
  // Entities declared in a DOCTYPE (billion laughs, external files) are refused before any parsing.
  if (/<!DOCTYPE/i.test(text)) throw new StatementError(BANK_STATEMENT_MESSAGES.doctype);
  if (XMLValidator.validate(text) !== true) throw new StatementError(BANK_STATEMENT_MESSAGES.notWellFormed);
  const document = node(parser.parse(text)?.Document);
  const namespace = CAMT_NAMESPACE.exec(documentNamespace(text) ?? '');
  const version = Number(namespace?.[2]);
  if (!document || !namespace || version < 2 || version > 13)
    throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  const isStatement = namespace[1] === '053';
  const message = node(document[isStatement ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn']);
  const reports = list(message?.[isStatement ? 'Stmt' : 'Ntfctn']);
  if (!message || reports.length === 0) throw new StatementError(BANK_STATEMENT_MESSAGES.unknownFormat);
  let entryNumber = 0;
  const transactions = reports.flatMap((report) => {
    const accountId = accountIdOf(at(report, 'Acct'));
    return list(node(report)?.Ntry).flatMap((entry) => {
      entryNumber += 1;
      return isBooked(entry) ? transactionsOfEntry(entry, entryNumber, accountId) : [];
    });
  });
  const first = reports[0];
  return {
    format: isStatement ? 'camt.053' : 'camt.054',
    messageId: textOf(at(message, 'GrpHdr', 'MsgId')) ?? null,
    statementId: textOf(at(first, 'Id')) ?? null,
    accountId: accountIdOf(at(first, 'Acct')),
    transactions,
  };
}
