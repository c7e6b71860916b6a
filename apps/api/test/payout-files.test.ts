import { usdCentsToShillings } from '@talanta/schema';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildMpesaBulkCsv, csvCell, MPESA_BULK_CSV_HEADER } from '../src/payments/files/mpesa-bulk-csv';
import { buildPain001, PAIN001_NAMESPACE } from '../src/payments/files/pain001';
import type { TPayoutFileBatch, TPayoutFileItem } from '../src/payments/files/payout-file-batch';

/**
 * The payout files as a bank and the M-Pesa portal read them (pure: no app, no database).
 * XSD sequences below are pain.001.001.09's (GroupHeader85, PaymentInstruction30,
 * CreditTransferTransaction34), limited to the elements we may write, in the schema's order.
 */
const GROUP_HEADER = ['MsgId', 'CreDtTm', 'Authstn', 'NbOfTxs', 'CtrlSum', 'InitgPty', 'FwdgAgt'];
const PAYMENT_INFORMATION = [
  'PmtInfId',
  'PmtMtd',
  'BtchBookg',
  'NbOfTxs',
  'CtrlSum',
  'PmtTpInf',
  'ReqdExctnDt',
  'PoolgAdjstmntDt',
  'Dbtr',
  'DbtrAcct',
  'DbtrAgt',
  'DbtrAgtAcct',
  'InstrForDbtrAgt',
  'UltmtDbtr',
  'ChrgBr',
  'ChrgsAcct',
  'ChrgsAcctAgt',
  'CdtTrfTxInf',
];
const TRANSACTION = [
  'PmtId',
  'PmtTpInf',
  'Amt',
  'XchgRateInf',
  'ChrgBr',
  'UltmtDbtr',
  'CdtrAgt',
  'Cdtr',
  'CdtrAcct',
  'Purp',
  'RmtInf',
];

const payouts: TPayoutFileItem[] = [
  {
    id: 41,
    amountCents: 10,
    currency: 'EUR',
    holderName: 'Jan Müller',
    account: { iban: 'DE89370400440532013000', bic: 'DEUTDEFF' },
  },
  {
    id: 7,
    amountCents: 20,
    currency: 'EUR',
    holderName: 'Mwangi & Sons <Ltd>',
    account: { iban: 'FR1420041010050500013M02606' },
  },
  {
    id: 12,
    amountCents: 123_456,
    currency: 'INR',
    holderName: 'अनिल कुमार',
    account: { accountNumber: '50100123456789', ifsc: 'SBIN0005943' },
  },
  {
    id: 3,
    amountCents: 99_999,
    currency: 'USD',
    holderName: 'Tom Mwangi',
    account: { accountNumber: '0123456789', bic: 'KCBLKENA' },
  },
  {
    id: 5,
    amountCents: 1,
    currency: 'USD',
    holderName: 'Grace Wanjiru',
    account: { iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
  },
];
const batch: TPayoutFileBatch = {
  number: 'PB-2026-000001',
  createdAt: new Date('2026-11-29T20:15:42.123Z'),
  debtor: { name: 'Talanta Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L', currency: 'USD' },
  payouts,
};

type TNode = Record<string, unknown>;
/** Parsed with element order kept: each node is { name: children, ':@'?: attributes }. */
const ordered = (xml: string) =>
  new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false }).parse(xml) as TNode[];
const nameOf = (node: TNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: TNode) =>
  (node[nameOf(node)] as TNode[]).filter((child) => nameOf(child) !== '#text');
const child = (node: TNode, name: string) => childrenOf(node).find((each) => nameOf(each) === name) as TNode;
const textOf = (node: TNode) => String(((node[nameOf(node)] as TNode[])[0] as TNode)['#text']);
const path = (node: TNode, ...names: string[]) => names.reduce((at, name) => child(at, name), node);

/** Decimal text to cents by string arithmetic, so the test's sums are as exact as the file's. */
function cents(decimal: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`not an amount with two decimals: ${decimal}`);
  return BigInt(match[1] ?? '') * 100n + BigInt(match[2] ?? '');
}

/** Names in document order form an in-order subsequence of the schema's sequence. */
function inSchemaOrder(names: string[], sequence: string[]): boolean {
  const positions = names.map((name) => sequence.indexOf(name));
  return positions.every(
    (position, index) => position >= 0 && (index === 0 || position >= (positions[index - 1] ?? 0)),
  );
}

describe('pain.001.001.09 credit transfer file', () => {
  const xml = buildPain001(batch);
  const root = ordered(xml).find((node) => nameOf(node) === 'Document') as TNode;
  const initiation = child(root, 'CstmrCdtTrfInitn');
  const groupHeader = child(initiation, 'GrpHdr');
  const blocks = childrenOf(initiation).filter((node) => nameOf(node) === 'PmtInf');
  const transactions = blocks.flatMap((block) =>
    childrenOf(block).filter((node) => nameOf(node) === 'CdtTrfTxInf'),
  );

  it('is well-formed UTF-8 XML in the pain.001.001.09 namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns=')).toBe(true);
    expect((root[':@'] as TNode)['@_xmlns']).toBe(PAIN001_NAMESPACE);
  });

  it('writes the mandatory elements in the schema order at every level', () => {
    const headerNames = childrenOf(groupHeader).map(nameOf);
    expect(headerNames).toEqual(['MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty']);
    expect(inSchemaOrder(headerNames, GROUP_HEADER)).toBe(true);
    expect(textOf(path(groupHeader, 'InitgPty', 'Nm'))).toBe('Talanta Ltd');
    expect(textOf(child(groupHeader, 'CreDtTm'))).toBe('2026-11-29T20:15:42Z');
    for (const block of blocks) {
      const names = childrenOf(block).map(nameOf);
      expect(inSchemaOrder(names, PAYMENT_INFORMATION), names.join()).toBe(true);
      for (const mandatory of [
        'PmtInfId',
        'PmtMtd',
        'ReqdExctnDt',
        'Dbtr',
        'DbtrAcct',
        'DbtrAgt',
        'CdtTrfTxInf',
      ]) {
        expect(names).toContain(mandatory);
      }
      expect(textOf(child(block, 'PmtMtd'))).toBe('TRF');
      expect(textOf(child(block, 'ChrgBr'))).toBe('DEBT');
      expect(textOf(path(block, 'ReqdExctnDt', 'Dt'))).toBe('2026-11-29');
      expect(textOf(path(block, 'DbtrAcct', 'Id', 'IBAN'))).toBe('GB29NWBK60161331926819');
      expect(textOf(path(block, 'DbtrAcct', 'Ccy'))).toBe('USD');
      expect(textOf(path(block, 'DbtrAgt', 'FinInstnId', 'BICFI'))).toBe('NWBKGB2L');
    }
    for (const transaction of transactions) {
      const names = childrenOf(transaction).map(nameOf);
      expect(inSchemaOrder(names, TRANSACTION), names.join()).toBe(true);
      expect(names.slice(0, 2)).toEqual(['PmtId', 'Amt']);
      expect(childrenOf(child(transaction, 'PmtId')).map(nameOf)).toEqual(['InstrId', 'EndToEndId']);
    }
  });

  it('has one payment block per currency, with counts and control sums exact at both levels', () => {
    expect(blocks.map((block) => textOf(child(block, 'PmtInfId')))).toEqual([
      'PB-2026-000001-EUR',
      'PB-2026-000001-INR',
      'PB-2026-000001-USD',
    ]);
    expect(textOf(child(groupHeader, 'NbOfTxs'))).toBe(String(transactions.length));
    expect(transactions).toHaveLength(payouts.length);
    const amountOf = (transaction: TNode) => cents(textOf(path(transaction, 'Amt', 'InstdAmt')));
    expect(cents(textOf(child(groupHeader, 'CtrlSum')))).toBe(
      transactions.reduce((sum, each) => sum + amountOf(each), 0n),
    );
    for (const block of blocks) {
      const own = childrenOf(block).filter((node) => nameOf(node) === 'CdtTrfTxInf');
      expect(textOf(child(block, 'NbOfTxs'))).toBe(String(own.length));
      expect(cents(textOf(child(block, 'CtrlSum')))).toBe(
        own.reduce((sum, each) => sum + amountOf(each), 0n),
      );
    }
    // 10 + 20 cents: "0.30", where 0.1 + 0.2 in floats would print 0.30000000000000004.
    expect(textOf(child(blocks[0] as TNode, 'CtrlSum'))).toBe('0.30');
    expect(textOf(child(groupHeader, 'CtrlSum'))).toBe('2234.86');
  });

  it('gives each payout its PO reference, amount with currency, agent, creditor and account', () => {
    const references = transactions.map((transaction) => textOf(path(transaction, 'PmtId', 'EndToEndId')));
    expect(references).toEqual(['PO-7', 'PO-41', 'PO-12', 'PO-3', 'PO-5']);
    expect(new Set(references).size).toBe(references.length);
    expect(textOf(child(groupHeader, 'MsgId')).length).toBeLessThanOrEqual(35);
    const [noBic, withBic, india, kenya] = transactions as [TNode, TNode, TNode, TNode];
    expect(childrenOf(noBic).map(nameOf)).toEqual(['PmtId', 'Amt', 'Cdtr', 'CdtrAcct', 'RmtInf']);
    expect(textOf(path(withBic, 'CdtrAgt', 'FinInstnId', 'BICFI'))).toBe('DEUTDEFF');
    expect(textOf(path(withBic, 'CdtrAcct', 'Id', 'IBAN'))).toBe('DE89370400440532013000');
    const instructed = path(india, 'Amt', 'InstdAmt');
    expect([textOf(instructed), (instructed[':@'] as TNode)['@_Ccy']]).toEqual(['1234.56', 'INR']);
    expect(textOf(path(india, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'ClrSysId', 'Cd'))).toBe('INFSC');
    expect(textOf(path(india, 'CdtrAgt', 'FinInstnId', 'ClrSysMmbId', 'MmbId'))).toBe('SBIN0005943');
    expect(textOf(path(india, 'CdtrAcct', 'Id', 'Othr', 'Id'))).toBe('50100123456789');
    expect(textOf(path(kenya, 'CdtrAgt', 'FinInstnId', 'BICFI'))).toBe('KCBLKENA');
    expect(textOf(path(kenya, 'RmtInf', 'Ustrd'))).toBe('Talanta payout PO-3');
  });

  it('escapes markup in names and keeps Devanagari as written', () => {
    expect(xml).toContain('<Nm>Mwangi &amp; Sons &lt;Ltd&gt;</Nm>');
    expect(xml).toContain('<Nm>अनिल कुमार</Nm>');
    const parsed = new XMLParser({ processEntities: true }).parse(xml);
    const names = JSON.stringify(parsed);
    expect(names).toContain('Mwangi & Sons <Ltd>');
  });

  it('gives the same bytes for the same batch, whatever the order of its payouts', () => {
    expect(buildPain001(batch)).toBe(xml);
    expect(buildPain001({ ...batch, payouts: [...payouts].reverse() })).toBe(xml);
  });

  it('sums beyond 2^53 cents exactly', () => {
    const huge = {
      ...batch,
      payouts: [7, 8].map((id) => ({
        ...(payouts[3] as TPayoutFileItem),
        id,
        amountCents: Number.MAX_SAFE_INTEGER,
      })),
    };
    expect(buildPain001(huge)).toContain('<CtrlSum>180143985094819.82</CtrlSum>');
  });

  it('refuses what a bank would: no payouts, an M-Pesa line, a long message id, a bad amount', () => {
    expect(() => buildPain001({ ...batch, payouts: [] })).toThrow('at least one payout');
    const mpesa = { ...(payouts[0] as TPayoutFileItem), account: { mpesaPhone: '+254712345678' } };
    expect(() => buildPain001({ ...batch, payouts: [mpesa] })).toThrow('PO-41 goes to M-Pesa');
    expect(() => buildPain001({ ...batch, number: 'PB-'.padEnd(36, '0') })).toThrow('MsgId must be 1 to 35');
    const negative = { ...(payouts[0] as TPayoutFileItem), amountCents: -5 };
    expect(() => buildPain001({ ...batch, payouts: [negative] })).toThrow('positive whole number of cents');
  });
});

describe('M-Pesa bulk payment CSV', () => {
  // 129.5 shillings per dollar, in millionths.
  const rate = 129_500_000n;
  const mpesa = (
    id: number,
    amountCents: number,
    holderName: string,
    mpesaPhone = '+254712345678',
  ): TPayoutFileItem => ({
    id,
    amountCents,
    currency: 'USD',
    holderName,
    account: { mpesaPhone },
  });

  it('rounds to whole shillings half away from zero, in integers', () => {
    expect(usdCentsToShillings(1000n, rate)).toBe(1295n);
    expect(usdCentsToShillings(100n, 150_500_000n)).toBe(151n); // 150.5 → 151
    expect(usdCentsToShillings(100n, 150_499_999n)).toBe(150n);
    expect(usdCentsToShillings(-100n, 150_500_000n)).toBe(-151n);
    expect(usdCentsToShillings(1n, rate)).toBe(1n); // 1.295
  });

  it('writes the header and one CRLF row per payout: PartyB without +, shillings, name, remarks, batch', () => {
    const csv = buildMpesaBulkCsv(
      {
        number: 'PB-2026-000001',
        payouts: [mpesa(9, 1000, 'Grace Wanjiru', '+254110123456'), mpesa(4, 25_050, 'Otieno, "Tom"')],
      },
      rate,
    );
    expect(csv).toBe(
      `${MPESA_BULK_CSV_HEADER.join(',')}\r\n` +
        '254712345678,32440,"Otieno, ""Tom""",Talanta payout PO-4,PB-2026-000001\r\n' +
        '254110123456,1295,Grace Wanjiru,Talanta payout PO-9,PB-2026-000001\r\n',
    );
    expect(csv.startsWith('\uFEFF')).toBe(false);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    const csv = buildMpesaBulkCsv({ number: 'PB-2026-000002', payouts: [mpesa(1, 100, '@SUM(A1)')] }, rate);
    expect(csv).toContain(",'@SUM(A1),");
  });

  it('refuses bank accounts, other currencies, amounts over the B2C limit and a missing rate', () => {
    const bank = { ...mpesa(2, 100, 'Jan'), account: { iban: 'DE89370400440532013000' } };
    expect(() => buildMpesaBulkCsv({ number: 'PB-1', payouts: [bank] }, rate)).toThrow(
      'PO-2 has no Kenyan M-Pesa number',
    );
    expect(() =>
      buildMpesaBulkCsv({ number: 'PB-1', payouts: [{ ...mpesa(3, 100, 'A'), currency: 'KES' }] }, rate),
    ).toThrow('M-Pesa payouts are owed in USD');
    // $1,930.51 at 129.5 = KES 250,001.
    expect(() => buildMpesaBulkCsv({ number: 'PB-1', payouts: [mpesa(5, 193_051, 'A')] }, rate)).toThrow(
      'above KES 250,000',
    );
    expect(buildMpesaBulkCsv({ number: 'PB-1', payouts: [mpesa(5, 193_050, 'A')] }, rate)).toContain(
      ',250000,',
    );
    expect(() => buildMpesaBulkCsv({ number: 'PB-1', payouts: [mpesa(6, 100, 'A')] }, 0n)).toThrow(
      'KES rate',
    );
    expect(() => buildMpesaBulkCsv({ number: 'PB-1', payouts: [] }, rate)).toThrow('at least one payout');
  });
});
