import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Payout account details (account numbers, IBANs, phone numbers, UPI IDs) encrypted at rest with
 * AES-256-GCM (ADR 0040): a database copy alone reveals no account. Stored as
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url); the key id (the first bytes of the key's hash)
 * says which key sealed it, so a rotated key is told apart from a tampered row.
 */
export class PayoutDetailsCipher {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the payout details key must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  }

  /** PAYOUT_DETAILS_KEY (hex), else a key derived from the server secret by HKDF-SHA256. */
  static fromSettings(payoutDetailsKey: string | null, serverSecret: string): PayoutDetailsCipher {
    const key = payoutDetailsKey
      ? Buffer.from(payoutDetailsKey, 'hex')
      : Buffer.from(hkdfSync('sha256', serverSecret, 'talanta', 'payout details v1', 32));
    return new PayoutDetailsCipher(key);
  }

  seal(details: Record<string, string>): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
    return ['v1', this.keyId, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(text: string): Record<string, string> {
    const [version, keyId, iv, tag, sealed] = text.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('payout details are not in the v1 form');
    if (keyId !== this.keyId) throw new Error(`payout details were sealed with key ${keyId}, not this one`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Record<string, string>;
  }
}
