import type { TDocumentClient, TIssuer, TPaymentInstructions } from '@talanta/schema';

/** The issuer block of an invoice or credit note: legal name, address, registration, tax numbers. */
export function issuerLines(issuer: TIssuer): string[] {
  return [
    issuer.legalName,
    ...issuer.address
      .split(/\n|;/)
      .map((line) => line.trim())
      .filter(Boolean),
    ...(issuer.registrationNumber ? [`Registration: ${issuer.registrationNumber}`] : []),
    ...issuer.taxNumbers,
  ];
}

/** How a tax number is named on a document: "VAT DE123456789", "KRA PIN P051234567X". */
const TAX_NUMBER_PREFIX: Record<string, string> = {
  vat: 'VAT',
  gst: 'GSTIN',
  kra_pin: 'KRA PIN',
  ein: 'EIN',
};

/**
 * The client block: the company (and the person), the billing address and country they gave, and
 * their tax number named by its kind, when they have them.
 */
export function clientLines(client: TDocumentClient) {
  return [
    `Client: ${client.companyName ?? client.name}${client.companyName ? ` (${client.name})` : ''}`,
    ...(client.address ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    ...(client.country ? [client.country] : []),
    ...(client.taxNumber
      ? [`${TAX_NUMBER_PREFIX[client.taxNumberKind ?? ''] ?? 'Tax number'} ${client.taxNumber}`]
      : []),
  ];
}

/** How to pay, a paragraph per account, then the reference rule. */
export function paymentInstructionNotes(instructions: TPaymentInstructions): string[] {
  const accounts = instructions.accounts.map((account) =>
    [
      `${account.bankName} (${account.currency})`,
      `account name ${account.accountName}`,
      account.iban ? `IBAN ${account.iban}` : null,
      account.accountNumber ? `account ${account.accountNumber}` : null,
      account.bic ? `SWIFT/BIC ${account.bic}` : null,
      account.ifsc ? `IFSC ${account.ifsc}` : null,
      account.routingNumber ? `routing ${account.routingNumber}` : null,
    ]
      .filter(Boolean)
      .join(', '),
  );
  return [
    `How to pay: by bank transfer to one of these accounts, quoting ${instructions.reference} as the reference so the payment is matched to this invoice.`,
    ...accounts,
  ];
}
