import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountsRepository } from './accounts.repository.js';

/**
 * A member's authenticator secret must be read back to check codes, so it cannot be hashed: it
 * is sealed with the at-rest key, bound to the member's row.
 */
const purposeOf = (memberId: string) => `member.totp_secret:${memberId}`;

export const sealTotpSecret = (secrets: SecretBox, memberId: string, secret: string): string =>
  secrets.seal(secret, purposeOf(memberId));

/** The base32 secret of a stored value (sealed, or plain from before sealing). */
export const openTotpSecret = (secrets: SecretBox, memberId: string, stored: string): string =>
  secrets.open(stored, purposeOf(memberId));

/** Seals secrets stored before sealing existed (run at start-up); returns how many. */
export const sealStoredTotpSecrets = async (
  repository: AccountsRepository,
  secrets: SecretBox,
): Promise<number> => {
  const rows = await repository.plainTotpSecrets();
  for (const row of rows) {
    await repository.replaceTotpSecret(
      row.id,
      row.totpSecret,
      sealTotpSecret(secrets, row.id, row.totpSecret),
    );
  }
  return rows.length;
};
