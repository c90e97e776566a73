import { z } from 'zod';

/**
 * A member's identity verification (docs/kyc.md): the identity check (CPF, name and birth date
 * against the provider's records), then a liveness check. VERIFIED and REJECTED are final; a
 * rejected member is helped by support.
 */
export const IDENTITY_STATES = ['NOT_STARTED', 'PENDING_LIVENESS', 'VERIFIED', 'REJECTED'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

/** Why a verification was rejected. */
export const IDENTITY_REJECTIONS = ['mismatch', 'under-age', 'liveness-failed'] as const;
export type IdentityRejection = (typeof IDENTITY_REJECTIONS)[number];

/**
 * The registration details Portaria SPA/MF 1.231/2024, as amended by Portaria 2.579/2025, asks of
 * a bettor besides name, CPF and birth date: gender identification, the full address and a copy of
 * a photo identity document; and the monthly income the operator's AML review compares deposits
 * with (Portaria 1.143/2024). Asked in the identity check where the profile's `identityDetails`
 * is on (BR); docs/kyc.md, "Registration details".
 */
export const GENDERS = ['FEMALE', 'MALE', 'OTHER', 'UNDISCLOSED'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * Photo identity documents the check takes: RG, the new national identity card (CIN), the driving
 * licence (CNH), a passport, and the migration registry card of a foreign resident (CRNM).
 */
export const IDENTITY_DOCUMENT_TYPES = ['RG', 'CIN', 'CNH', 'PASSPORT', 'CRNM'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/** The 26 states and the Federal District, by their two-letter codes. */
// prettier-ignore
export const BRAZIL_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

/** The document photo: png or jpg, at most 5 MB, at least this many pixels on each side. */
export const IDENTITY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IDENTITY_DOCUMENT_MIN_PIXELS = 300;
/**
 * The longest data URL the start route reads: twice the largest photo, so a photo a little too big
 * still gets the document's own message; anything larger is refused as too large a request.
 */
export const IDENTITY_DOCUMENT_DATA_URL_MAX = Math.ceil((2 * IDENTITY_DOCUMENT_MAX_BYTES * 4) / 3) + 64;

/** The most a declared monthly income may be, in centavos (R$ 10.000.000,00). */
export const MONTHLY_INCOME_MAX = 1_000_000_000;

/** A CEP as typed: 8 digits, with or without its dash. */
export const isValidPostalCode = (value: string): boolean => /^\d{5}-?\d{3}$/u.test(value.trim());

/**
 * The full address as the form sends it. Texts are bounded here; a CEP that is not 8 digits gets
 * its own translated message from the service.
 */
export const IdentityAddress = z.object({
  postalCode: z.string().trim().max(9),
  street: z.string().trim().min(2).max(120),
  number: z.string().trim().min(1).max(10),
  complement: z.string().trim().max(60).optional(),
  district: z.string().trim().min(2).max(80),
  city: z.string().trim().min(2).max(80),
  state: z.enum(BRAZIL_STATES),
});
export type IdentityAddress = z.infer<typeof IdentityAddress>;

/** The document photo, as a data URL (data:image/png;base64,… or data:image/jpeg;base64,…). */
export const IdentityDocumentUpload = z.object({
  type: z.enum(IDENTITY_DOCUMENT_TYPES),
  dataUrl: z.string().max(IDENTITY_DOCUMENT_DATA_URL_MAX),
});
export type IdentityDocumentUpload = z.infer<typeof IdentityDocumentUpload>;

/** A birth date as the form sends it (YYYY-MM-DD). */
const isoDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/u.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** GET /wps/member/identity (token): where the caller's verification stands. */
export const IdentityStatusResponse = z.object({
  state: z.enum(IDENTITY_STATES),
  /** Whether the deployment's profile asks it before a deposit or a bet (BR: yes). */
  required: z.boolean(),
  /**
   * Whether the check asks for gender, the full address, the monthly income and a document photo
   * (the profile's identityDetails; BR: yes).
   */
  detailsRequired: z.boolean(),
  /** Whether those details were given with this member's check. */
  detailsGiven: z.boolean(),
  reason: z.enum(IDENTITY_REJECTIONS).nullable(),
  /** The liveness session to complete while PENDING_LIVENESS. */
  livenessSessionId: z.string().nullable(),
  /** The CPF on file, masked; null when the member has none yet (the form asks it). */
  maskedCpf: z.string().nullable(),
  /** The profile's name and birth date, offered as the form's defaults. */
  name: z.string().nullable(),
  birthDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type IdentityStatusResponse = z.infer<typeof IdentityStatusResponse>;

/**
 * POST /wps/member/identity/start (token): the identity check. Fields left out are taken from the
 * profile (the CPF on file, the payee name, the birthday); a CPF given must be the one on file,
 * and becomes the account's when there is none. Gender, address, income and the document photo
 * are required where the profile asks for them (detailsRequired) and taken, checked, otherwise.
 */
export const StartIdentityRequest = z.object({
  cpf: z.string().trim().min(11).max(20).optional(),
  name: z.string().trim().min(2).max(100).optional(),
  birthDate: isoDate.optional(),
  gender: z.enum(GENDERS).optional(),
  address: IdentityAddress.optional(),
  /** Declared monthly income in centavos; 0 is an answer (no income). */
  monthlyIncome: z.number().int().min(0).max(MONTHLY_INCOME_MAX).optional(),
  document: IdentityDocumentUpload.optional(),
});
export type StartIdentityRequest = z.infer<typeof StartIdentityRequest>;

/**
 * POST /sandbox/api/kyc/liveness (sandbox): the tester completes a liveness session, as a person
 * in front of the camera would.
 */
export const SandboxLivenessRequest = z.object({
  sessionId: z.string().trim().min(1).max(64),
  outcome: z.enum(['passed', 'failed']),
});
export type SandboxLivenessRequest = z.infer<typeof SandboxLivenessRequest>;

export const SandboxLivenessSessions = z.object({
  list: z.array(
    z.object({
      sessionId: z.string(),
      status: z.enum(['started', 'passed', 'failed']),
      createdAt: z.string(),
    }),
  ),
});
export type SandboxLivenessSessions = z.infer<typeof SandboxLivenessSessions>;

/**
 * POST /ops/banned-bettors (operator only): the list of people barred from betting (Lei 14.790
 * art. 26), as CSV with one CPF per line (a header line, dots and dashes are allowed). REPLACE
 * swaps the whole list; ADD adds to it.
 */
export const BannedBettorsUploadRequest = z.object({
  csv: z.string().min(1).max(2_000_000),
  mode: z.enum(['REPLACE', 'ADD']).default('REPLACE'),
});
export type BannedBettorsUploadRequest = z.infer<typeof BannedBettorsUploadRequest>;

export const BannedBettorsUploadResponse = z.object({
  /** CPFs now on the list. */
  total: z.number().int(),
  /** Valid CPFs read from this upload. */
  accepted: z.number().int(),
  /** Line numbers (1-based) that held no valid CPF; the CPFs themselves are never echoed. */
  invalidLines: z.array(z.number().int()),
});
export type BannedBettorsUploadResponse = z.infer<typeof BannedBettorsUploadResponse>;

/** GET /ops/identity/document (operator only): the photo a member's check was given, for review. */
export const IdentityDocumentQuery = z.object({ account: z.string().trim().min(1).max(64) });
export type IdentityDocumentQuery = z.infer<typeof IdentityDocumentQuery>;

export const IdentityDocumentResponse = z.object({
  account: z.string(),
  type: z.enum(IDENTITY_DOCUMENT_TYPES),
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  /** SHA-256 of the image bytes, hex: the same photo sent twice is seen as such. */
  sha256: z.string(),
  receivedAt: z.string(),
  dataUrl: z.string(),
});
export type IdentityDocumentResponse = z.infer<typeof IdentityDocumentResponse>;
