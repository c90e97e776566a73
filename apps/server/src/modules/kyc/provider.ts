import type { IdentityDocumentType } from '@platform/contracts';

/**
 * The person a member says they are. CPF as 11 digits; birth date as YYYY-MM-DD. With the photo of
 * their identity document where the profile asks for one (docs/kyc.md, "Registration details").
 */
export type IdentityClaim = {
  cpf: string;
  name: string;
  birthDate: string;
  document?: { type: IdentityDocumentType; contentType: 'image/png' | 'image/jpeg'; bytes: Buffer };
};

/**
 * The identity check's answer: the records agree (match), disagree (mismatch: the document of
 * someone else too), show a person under the profile's minimum age (under-age), the document in
 * the photo cannot be read (document-unreadable: nothing changes, the member sends another
 * photo), or the provider could not say (unknown: nothing changes, the member may try again).
 */
export type IdentityCheck = 'match' | 'mismatch' | 'under-age' | 'document-unreadable' | 'unknown';

/** A liveness session: still waiting for the person, or done either way. */
export type LivenessResult = 'started' | 'passed' | 'failed';

/**
 * What the kyc module needs from an identity provider. The built-in sandbox (kyc-sandbox.ts)
 * implements it; a real provider's adapter implements the same calls over its HTTP API.
 */
export type KycProvider = {
  readonly code: string;
  checkIdentity(claim: IdentityClaim): Promise<IdentityCheck>;
  /** Opens a liveness session for the person who passed the identity check. */
  startLiveness(input: { reference: string }): Promise<{ sessionId: string }>;
  liveness(sessionId: string): Promise<LivenessResult>;
};
