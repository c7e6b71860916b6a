import type { TIssuer, TPaymentInstructions } from '@talanta/schema';

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

/** The client block: the company (and the person), and the client's tax number when it has one. */
export function clientLines(client: { name: string; companyName: string | null; taxNumber: string | null }) {
  return [
    `Client: ${client.companyName ?? client.name}${client.companyName ? ` (${client.name})` : ''}`,
    ...(client.taxNumber ? [`Tax number: ${client.taxNumber}`] : []),
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
