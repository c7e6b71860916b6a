import { readFileSync } from 'node:fs';
import { BANK_STATEMENT_MESSAGES, invoiceNumbersIn } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { parseCamt } from '../src/payments/statements/camt';
import { readStatement } from '../src/payments/statements/read-statement';
import { decimalTextToCents } from '../src/payments/statements/statement-amount';
import { parseStatementCsv } from '../src/payments/statements/statement-csv';

/** Unit tests of the statement readers on files written from the ISO 20022 message definitions. */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/camt/${name}`, import.meta.url), 'utf8');
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('camt.053.001.02', () => {
  const statement = parseCamt(fixture('camt053-v02.xml'));

  it('reads the group header, the statement and its account', () => {
    expect(statement).toMatchObject({
      format: 'camt.053',
      messageId: 'STMT-20270205-0001',
      statementId: 'STMT-20270205-0001-01',
      accountId: 'DE89370400440532013000',
    });
  });

  it('reads booked entries only, a batch entry as one transaction per TxDtls', () => {
    expect(statement.transactions.map((t) => [t.direction, t.amountCents, t.bankReference])).toEqual([
      ['credit', 66_000, 'BANK-2027020500001'],
      ['debit', 1_234, 'BANK-2027020500002'],
      ['credit', 66_000, 'BANK-2027020500003'],
      ['credit', 10_000, 'BANK-2027020500004#1'],
      ['credit', 20_000, 'BANK-2027020500004#2'],
    ]);
  });

  it('keeps the remittance lines, the payer and the dates; NOTPROVIDED is no end-to-end id', () => {
    expect(statement.transactions[0]).toEqual({
      direction: 'credit',
      amountCents: 66_000,
      currency: 'USD',
      bookingDate: '2027-02-05',
      valueDate: '2027-02-05',
      reference: 'Invoice TAL-2027-000001 / thank you',
      endToEndId: null,
      bankReference: 'BANK-2027020500001',
      payerName: 'Kilima Pay Ltd',
      payerAccount: 'GB29NWBK60161331926819',
      additionalInfo: null,
      accountId: 'DE89370400440532013000',
      reversal: false,
    });
    expect(statement.transactions[1]?.additionalInfo).toBe('Account fee February');
    expect(statement.transactions[2]?.reversal).toBe(true);
    expect(statement.transactions[3]).toMatchObject({
      payerName: 'Savanna Labs',
      endToEndId: 'E2E-A',
      reference: 'TAL 2027 000002',
      valueDate: '2027-02-06',
    });
  });
});

describe('camt.053.001.08', () => {
  const statement = parseCamt(fixture('camt053-v08.xml'));

  it('reads Sts/Cd, Dbtr/Pty/Nm, the structured reference and an Othr account id', () => {
    expect(statement.accountId).toBe('0012345678');
    expect(statement.transactions).toHaveLength(2);
    expect(statement.transactions[0]).toMatchObject({
      amountCents: 10_050,
      bookingDate: '2027-02-28',
      reference: 'TAL-2027-000004',
      payerName: 'Baobab & Sons',
      // Text stays text: leading zeros are kept.
      endToEndId: '000123',
      payerAccount: '000987654321',
      bankReference: null,
    });
    expect(statement.transactions[1]).toMatchObject({
      amountCents: 25_000,
      currency: 'EUR',
      additionalInfo: 'SEPA credit 000042',
    });
  });
});

describe('camt.054.001.08', () => {
  it('reads the notification like a statement', () => {
    const notification = parseCamt(fixture('camt054-v08.xml'));
    expect(notification).toMatchObject({ format: 'camt.054', messageId: 'NTF-2027-0301-5' });
    expect(notification.transactions).toEqual([
      expect.objectContaining({
        amountCents: 132_000,
        endToEndId: 'KILIMA-PO-77',
        payerName: 'Kilima Pay Ltd',
      }),
    ]);
    expect(invoiceNumbersIn([notification.transactions[0]?.reference])).toEqual([
      'TAL-2027-000005',
      'TAL-2027-000006',
    ]);
  });
});

describe('what the camt reader refuses', () => {
  it('a DOCTYPE, before parsing it', () => {
    const withDoctype = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]>${fixture('camt053-v08.xml').replace(/^<\?xml[^>]*>/, '')}`;
    expect(refusal(() => parseCamt(withDoctype))).toBe(BANK_STATEMENT_MESSAGES.doctype);
  });

  it('XML that is not well-formed, and XML that is not camt', () => {
    expect(refusal(() => parseCamt('<Document><Stmt></Document>'))).toBe(
      BANK_STATEMENT_MESSAGES.notWellFormed,
    );
    expect(
      refusal(() => parseCamt('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>')),
    ).toBe(BANK_STATEMENT_MESSAGES.unknownFormat);
    const version14 = fixture('camt053-v08.xml').replaceAll('camt.053.001.08', 'camt.053.001.14');
    expect(refusal(() => parseCamt(version14))).toBe(BANK_STATEMENT_MESSAGES.unknownFormat);
  });

  it('an amount with cents past the second decimal, naming the entry', () => {
    const odd = fixture('camt053-v08.xml').replace('250.00000', '250.00100');
    expect(refusal(() => parseCamt(odd))).toBe('Entry 2: the amount has more than two decimals');
  });
});

describe('amounts to cents, by string arithmetic', () => {
  it.each([
    ['0.01', 1],
    ['100', 10_000],
    ['100.5', 10_050],
    ['19.99', 1_999],
    ['1234567.89', 123_456_789],
    ['7.10000', 710],
  ])('%s is %i cents', (text, cents) => {
    expect(decimalTextToCents(text)).toEqual({ cents });
  });

  it.each(['1.001', '1e3', '-1.00', '1,00', '', '0.123456'])('refuses %j', (text) => {
    expect(decimalTextToCents(text)).toHaveProperty('problem');
  });
});

describe('the CSV statement', () => {
  it('reads the columns in any order and case, quoted fields, a BOM, and negative amounts as debits', () => {
    const csv =
      '\uFEFFPayer,Date,Amount,Currency,Reference\r\n' +
      '"Kilima Pay, Ltd",2027-02-05,660.00,usd,"Invoice ""TAL-2027-000001"""\r\n' +
      'Bank,2027-02-05,-12.5,USD,Fee\n';
    const statement = parseStatementCsv(csv);
    expect(statement.transactions).toEqual([
      expect.objectContaining({
        direction: 'credit',
        amountCents: 66_000,
        currency: 'USD',
        payerName: 'Kilima Pay, Ltd',
        reference: 'Invoice "TAL-2027-000001"',
      }),
      expect.objectContaining({ direction: 'debit', amountCents: 1_250, reference: 'Fee' }),
    ]);
  });

  it.each([
    ['2027-02-30,1.00,USD,x,y', 'Row 2: date is not valid (YYYY-MM-DD)'],
    [
      '2027-02-05,1.001,USD,x,y',
      'Row 2: amount is not valid (a non-zero number with at most two decimals, negative for money sent)',
    ],
    [
      '2027-02-05,0,USD,x,y',
      'Row 2: amount is not valid (a non-zero number with at most two decimals, negative for money sent)',
    ],
    ['2027-02-05,1.00,US,x,y', 'Row 2: currency is not valid (a three-letter ISO 4217 code)'],
    ['2027-02-05,1.00,USD,x', 'Row 2: row is not valid (5 fields, as the header)'],
  ])('names the row and the rule: %s', (row, message) => {
    expect(refusal(() => parseStatementCsv(`date,amount,currency,reference,payer\n${row}\n`))).toBe(message);
  });
});

describe('reading an upload', () => {
  it('tells the formats apart by content and refuses anything else', () => {
    expect(readStatement(Buffer.from(fixture('camt054-v08.xml'))).format).toBe('camt.054');
    expect(readStatement(Buffer.from('date,amount,currency,reference,payer\n')).format).toBe('csv');
    for (const other of ['%PDF-1.7', 'name,amount\nx,1', '\u00ff\u00fe'])
      expect(refusal(() => readStatement(Buffer.from(other, 'latin1')))).toBe(
        BANK_STATEMENT_MESSAGES.unknownFormat,
      );
  });

  it('gives two identical credits of one file two keys, and the same file the same keys', () => {
    const csv = 'date,amount,currency,reference,payer\n2027-02-05,100.00,USD,TAL-2027-000001,A\n'.repeat(1);
    const twice = `${csv}2027-02-05,100.00,USD,TAL-2027-000001,A\n`;
    const first = readStatement(Buffer.from(twice)).transactions.map((t) => t.dedupeKey);
    const again = readStatement(Buffer.from(twice)).transactions.map((t) => t.dedupeKey);
    expect(new Set(first).size).toBe(2);
    expect(again).toEqual(first);
  });

  it('keys a camt entry by its account and the bank reference, so camt.054 and camt.053 agree', () => {
    const v02 = readStatement(Buffer.from(fixture('camt053-v02.xml'))).transactions[0];
    const moved = fixture('camt053-v02.xml').replace(
      '<MsgId>STMT-20270205-0001</MsgId>',
      '<MsgId>OTHER</MsgId>',
    );
    expect(readStatement(Buffer.from(moved)).transactions[0]?.dedupeKey).toBe(v02?.dedupeKey);
  });
});
