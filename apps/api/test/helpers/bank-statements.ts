import type { TestApp } from './app';
import type { HttpClient } from './http';
import { postMultipart } from './multipart';

/** Statement files for the reconciliation tests, written as banks write camt.053.001.08. */

export interface CamtEntry {
  amount: string;
  currency?: string;
  direction?: 'CRDT' | 'DBIT';
  /** Unstructured remittance line (the reference the payer typed). */
  reference?: string;
  /** The bank's entry reference (AcctSvcrRef); unique per account. */
  bankReference?: string;
  payer?: string;
  bookingDate?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entryXml(entry: CamtEntry): string {
  const remittance = entry.reference ? `<RmtInf><Ustrd>${escapeXml(entry.reference)}</Ustrd></RmtInf>` : '';
  const payer = entry.payer
    ? `<RltdPties><Dbtr><Pty><Nm>${escapeXml(entry.payer)}</Nm></Pty></Dbtr></RltdPties>`
    : '';
  const day = entry.bookingDate ?? new Date().toISOString().slice(0, 10);
  return `<Ntry>
        <Amt Ccy="${entry.currency ?? 'USD'}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        ${entry.bankReference ? `<AcctSvcrRef>${escapeXml(entry.bankReference)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>XBCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>${payer}${remittance}</TxDtls></NtryDtls>
      </Ntry>`;
}

/** A camt.053.001.08 statement of Talanta's USD account with these entries. */
export function camt053(messageId: string, entries: CamtEntry[]): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2027-02-05T18:00:00Z</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${messageId}-1</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>USD</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="USD">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2027-02-05</Dt></Dt></Bal>
      ${entries.map(entryXml).join('\n      ')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

export const BANK_STATEMENTS_PATH = '/api/admin/bank-statements';

/** Uploads a statement file as the signed-in `http`. */
export function uploadStatement(
  t: TestApp,
  http: HttpClient | null,
  data: Buffer,
  file: { filename?: string; contentType?: string } = {},
) {
  return postMultipart(t, BANK_STATEMENTS_PATH, http, [
    { filename: file.filename ?? 'statement.xml', contentType: file.contentType ?? 'application/xml', data },
  ]);
}
