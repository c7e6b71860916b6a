import { describe, expect, it } from 'vitest';
import {
  bicCountry,
  normalizeAccountNumber,
  normalizeBic,
  normalizeIban,
  normalizeIfsc,
  normalizeIndianAccountNumber,
  normalizeKenyanMobile,
  normalizeVpa,
  PAYOUT_FORMAT_MESSAGES,
  ZPayoutMethodInput,
} from '../src';

describe('Kenyan M-Pesa mobile numbers', () => {
  it('accepts +254, 254 and national 07/01 forms and answers E.164', () => {
    // Safaricom Daraja sandbox test MSISDN (developer.safaricom.co.ke, B2C "PartyB" example).
    expect(normalizeKenyanMobile('254708374149')).toBe('+254708374149');
    // Communications Authority of Kenya numbering plan: mobile ranges 07xx and 01xx (01xx opened 2019).
    expect(normalizeKenyanMobile('+254712345678')).toBe('+254712345678');
    expect(normalizeKenyanMobile('0712 345 678')).toBe('+254712345678');
    expect(normalizeKenyanMobile('0110123456')).toBe('+254110123456');
    expect(normalizeKenyanMobile('+254 110-123-456')).toBe('+254110123456');
  });

  it('refuses numbers outside the mobile ranges or of the wrong length', () => {
    for (const number of ['+254812345678', '+25471234567', '07123456789', '+255712345678', '712345678', '']) {
      expect(normalizeKenyanMobile(number), number).toBeNull();
    }
  });
});

describe('Indian bank accounts: IFSC and account number', () => {
  it('accepts the RBI IFSC form, in any case', () => {
    // RBI NEFT FAQ: 11 characters, 4 letters for the bank, the 5th a zero, 6 for the branch.
    expect(normalizeIfsc('SBIN0005943')).toBe('SBIN0005943');
    expect(normalizeIfsc('hdfc0000001')).toBe('HDFC0000001');
  });

  it('refuses an IFSC whose 5th character is not 0 or whose bank code has a digit', () => {
    for (const code of ['SBIN1005943', 'SBI00005943', 'SBIN000594', 'SBIN00059433', 'SBIN0*05943']) {
      expect(normalizeIfsc(code), code).toBeNull();
    }
  });

  it('takes 9 to 18 digits as the account number', () => {
    expect(normalizeIndianAccountNumber('123456789')).toBe('123456789');
    expect(normalizeIndianAccountNumber('5010 0123 4567 8901')).toBe('5010012345678901');
    for (const number of ['12345678', '1234567890123456789', '12345678A']) {
      expect(normalizeIndianAccountNumber(number), number).toBeNull();
    }
  });
});

describe('UPI virtual payment addresses', () => {
  it('accepts name@handle, stored in lower case', () => {
    // Paytm's UPI FAQ ("What is an example of a UPI address"): 9876543210@upi, amit@sbi, priya.sharma@icici.
    expect(normalizeVpa('9876543210@upi')).toBe('9876543210@upi');
    expect(normalizeVpa('amit@sbi')).toBe('amit@sbi');
    expect(normalizeVpa('priya.sharma@icici')).toBe('priya.sharma@icici');
    // Payment-by-alias overview of UPI (paysys-labs knowledge hub): filmfanatic@sbi, avocado@UPI.
    expect(normalizeVpa(' avocado@UPI ')).toBe('avocado@upi');
  });

  it('refuses an address without a name or a handle, with spaces, or with two @', () => {
    for (const address of ['name@', '@bank', 'na me@bank', 'a@b@c', 'name@9bank', 'namebank']) {
      expect(normalizeVpa(address), address).toBeNull();
    }
  });
});

describe('IBAN and BIC', () => {
  it('accepts the SWIFT IBAN Registry examples, in print or electronic form', () => {
    // SWIFT IBAN Registry, "IBAN electronic format example" of GB, DE and FR.
    expect(normalizeIban('GB29NWBK60161331926819')).toBe('GB29NWBK60161331926819');
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('fr14 2004 1010 0505 0001 3m02 606')).toBe('FR1420041010050500013M02606');
  });

  it('refuses wrong check digits, length, BBAN or country', () => {
    for (const iban of [
      'GB28NWBK60161331926819', // check digits changed
      'DE8937040044053201300', // one digit short for DE (22)
      'GB29NWBK6016133192681X', // GB BBAN ends in 8 digits
      'KE29NWBK60161331926819', // Kenya has no IBAN
      '',
    ]) {
      expect(normalizeIban(iban), iban).toBeNull();
    }
  });

  it('accepts ISO 9362 BICs of 8 and 11 characters, and reads their country', () => {
    // ISO 9362 examples: Deutsche Bank Frankfurt head office and its branch 500; Nedbank Johannesburg.
    expect(normalizeBic('DEUTDEFF')).toBe('DEUTDEFF');
    expect(normalizeBic('deutdeff500')).toBe('DEUTDEFF500');
    expect(normalizeBic('NEDSZAJJXXX')).toBe('NEDSZAJJXXX');
    expect(bicCountry('NEDSZAJJXXX')).toBe('ZA');
  });

  it('refuses BICs of other lengths, digits in bank or country, or an unknown country', () => {
    for (const bic of ['DEUTDEF', 'DEUT12FF', 'DEUTDEFF5', 'DEUTDEFF5000', 'DEUTQQFF']) {
      expect(normalizeBic(bic), bic).toBeNull();
    }
  });

  it('takes 1 to 34 letters or digits as another account number', () => {
    expect(normalizeAccountNumber('0123-456789 01')).toBe('012345678901');
    expect(normalizeAccountNumber('A'.repeat(35))).toBeNull();
    expect(normalizeAccountNumber('12/34')).toBeNull();
  });
});

describe('ZPayoutMethodInput', () => {
  const messageOf = (input: unknown) => ZPayoutMethodInput.safeParse(input).error?.issues[0]?.message;

  it('normalises each type', () => {
    expect(
      ZPayoutMethodInput.parse({ type: 'mpesa', holderName: ' Grace Wanjiru ', phoneNumber: '0712345678' }),
    ).toEqual({
      type: 'mpesa',
      holderName: 'Grace Wanjiru',
      phoneNumber: '+254712345678',
    });
    expect(
      ZPayoutMethodInput.parse({
        type: 'bank_in',
        holderName: 'Anand Kumar',
        accountNumber: '50100123456789',
        ifsc: 'sbin0005943',
      }),
    ).toMatchObject({ ifsc: 'SBIN0005943' });
    expect(
      ZPayoutMethodInput.parse({ type: 'upi', holderName: 'Priya Sharma', vpa: 'Priya.Sharma@ICICI' }),
    ).toMatchObject({
      vpa: 'priya.sharma@icici',
    });
    expect(
      ZPayoutMethodInput.parse({
        type: 'bank_intl',
        holderName: 'Jan Müller',
        iban: 'DE89 3704 0044 0532 0130 00',
      }),
    ).toMatchObject({ iban: 'DE89370400440532013000' });
    expect(
      ZPayoutMethodInput.parse({
        type: 'bank_intl',
        holderName: 'Tom Mwangi',
        accountNumber: '0123456789',
        bic: 'kcblkena',
      }),
    ).toMatchObject({ accountNumber: '0123456789', bic: 'KCBLKENA' });
  });

  it('refuses each broken field with its message', () => {
    expect(messageOf({ type: 'mpesa', holderName: 'Grace', phoneNumber: '+254812345678' })).toBe(
      PAYOUT_FORMAT_MESSAGES.mpesaPhone,
    );
    expect(
      messageOf({ type: 'bank_in', holderName: 'Anand', accountNumber: '123', ifsc: 'SBIN0005943' }),
    ).toBe(PAYOUT_FORMAT_MESSAGES.indianAccountNumber);
    expect(
      messageOf({ type: 'bank_in', holderName: 'Anand', accountNumber: '123456789', ifsc: 'SBIN1005943' }),
    ).toBe(PAYOUT_FORMAT_MESSAGES.ifsc);
    expect(messageOf({ type: 'upi', holderName: 'Priya', vpa: 'priya' })).toBe(PAYOUT_FORMAT_MESSAGES.vpa);
    expect(messageOf({ type: 'bank_intl', holderName: 'Jan', iban: 'GB28NWBK60161331926819' })).toBe(
      PAYOUT_FORMAT_MESSAGES.iban,
    );
    expect(messageOf({ type: 'bank_intl', holderName: 'Tom', accountNumber: '1', bic: 'DEUT12FF' })).toBe(
      PAYOUT_FORMAT_MESSAGES.bic,
    );
    expect(messageOf({ type: 'upi', holderName: 'P', vpa: 'p@upi' })).toBe(PAYOUT_FORMAT_MESSAGES.holderName);
    expect(messageOf({ type: 'paypal', holderName: 'Priya' })).toBe(PAYOUT_FORMAT_MESSAGES.type);
  });

  it('wants an IBAN, or an account number with a BIC, for an international account', () => {
    for (const account of [
      {},
      { accountNumber: '0123456789' },
      { iban: 'GB29NWBK60161331926819', accountNumber: '1' },
    ]) {
      expect(messageOf({ type: 'bank_intl', holderName: 'Tom Mwangi', ...account })).toBe(
        PAYOUT_FORMAT_MESSAGES.bankIntlAccount,
      );
    }
  });
});
