import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** A user's TOTP secret (migration 0019): pending while enabledAt is null, never sent out after setup. */
export interface TwoFactorCredentialsTable {
  userId: number;
  secret: Uint8Array;
  enabledAt: NullableTimestamp;
  /** The last TOTP time step accepted, so the same code cannot be used twice. */
  lastUsedStep: number | null;
  createdAt: Generated<Date>;
}

/** A recovery code, kept only as its SHA-256 (hex); usedAt set once it has been spent. */
export interface TwoFactorRecoveryCodesTable {
  userId: number;
  codeHash: string;
  usedAt: NullableTimestamp;
}

/** A sign-in waiting for its second step: the pending cookie's token, hashed. */
export interface TwoFactorChallengesTable {
  idHash: string;
  userId: number;
  userAgent: string | null;
  expiresAt: Timestamp;
  createdAt: Generated<Date>;
}

export interface TwoFactorTables {
  twoFactorCredentials: TwoFactorCredentialsTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  twoFactorChallenges: TwoFactorChallengesTable;
}
