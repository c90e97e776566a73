import { createHash } from 'node:crypto';
import {
  IDENTITY_DOCUMENT_MAX_BYTES,
  IDENTITY_DOCUMENT_MIN_PIXELS,
  isValidPostalCode,
  type FieldIssue,
  type Gender,
  type IdentityAddress,
  type IdentityDocumentType,
  type StartIdentityRequest,
  type SupportedLanguage,
} from '@platform/contracts';
import { fieldIssue } from '@platform/server-kit';
import { imageSize, type ImageSize } from '../../lib/image-size.js';

/** The photo of the document, decoded and checked. */
export type IdentityDocumentImage = ImageSize & { bytes: Buffer; sha256: string };

/** What a check stores besides name, CPF and birth date (docs/kyc.md, "Registration details"). */
export type IdentityDetails = {
  gender: Gender | null;
  address: IdentityAddress | null;
  monthlyIncome: number | null;
  document: { type: IdentityDocumentType; image: IdentityDocumentImage } | null;
};

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/u;

/**
 * The document photo of a data URL: a png or jpg whose own bytes say so (the label must agree; a
 * renamed file is refused), whole, at most 5 MB, at least 300 pixels on each side. Null otherwise.
 */
export const decodeIdentityDocument = (dataUrl: string): IdentityDocumentImage | null => {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0 || bytes.length > IDENTITY_DOCUMENT_MAX_BYTES) return null;
  const size = imageSize(bytes);
  if (!size || size.contentType !== match[1]) return null;
  if (Math.min(size.width, size.height) < IDENTITY_DOCUMENT_MIN_PIXELS) return null;
  return { ...size, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
};

/**
 * The registration details of a start request. Where the profile asks for them every one is
 * required; elsewhere those given are checked and kept. Each problem is a translated field
 * message; nothing is stored unless there is none.
 */
export const checkIdentityDetails = (input: {
  request: StartIdentityRequest;
  required: boolean;
  language: SupportedLanguage;
}): { issues: FieldIssue[]; details: IdentityDetails } => {
  const { request, required, language } = input;
  const issues: FieldIssue[] = [];
  const missing = (field: string) => {
    if (required) issues.push(fieldIssue(field, 'required', language));
  };

  if (request.gender === undefined) missing('gender');
  if (request.monthlyIncome === undefined) missing('monthlyIncome');

  let address: IdentityAddress | null = null;
  if (request.address === undefined) missing('address');
  else if (!isValidPostalCode(request.address.postalCode)) {
    issues.push(fieldIssue('address.postalCode', 'postalCode', language));
  } else {
    const { complement, ...rest } = request.address;
    address = {
      ...rest,
      postalCode: request.address.postalCode.replace(/\D/gu, ''),
      ...(complement ? { complement } : {}),
    };
  }

  let document: IdentityDetails['document'] = null;
  if (request.document === undefined) missing('document');
  else {
    const image = decodeIdentityDocument(request.document.dataUrl);
    if (image) document = { type: request.document.type, image };
    else
      issues.push(
        fieldIssue('document.dataUrl', 'identityDocument', language, {
          megabytes: IDENTITY_DOCUMENT_MAX_BYTES / (1024 * 1024),
          pixels: IDENTITY_DOCUMENT_MIN_PIXELS,
        }),
      );
  }

  return {
    issues,
    details: {
      gender: request.gender ?? null,
      address,
      monthlyIncome: request.monthlyIncome ?? null,
      document,
    },
  };
};
