import { PROOF_MAX_BYTES, PROOF_MAX_IMAGES } from '@platform/contracts';
import { AppError } from '@platform/server-kit';

export type ProofImage = { name: string; contentType: 'image/png' | 'image/jpeg'; base64: string };

const DATA_URL = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/u;

/** The bytes each type must start with: a label is not trusted, a renamed file is refused. */
const SIGNATURES: Record<ProofImage['contentType'], number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * Proof images (spec: png or jpg, at most 5 MB each, at most 3), from data URLs: a withdrawal's
 * "not received" answer (at least one required) or a promotion's application (none required).
 * Any that is not a real png or jpg by its own bytes, or too big, refuses all.
 */
export const decodeProofImages = (
  proofs: Array<{ name: string; dataUrl: string }>,
  options: { required: boolean } = { required: true },
): ProofImage[] => {
  if (options.required && proofs.length === 0) throw new AppError('proof-required');
  if (proofs.length > PROOF_MAX_IMAGES) throw new AppError('invalid-proof-image');
  return proofs.map((proof) => {
    const match = DATA_URL.exec(proof.dataUrl);
    if (!match) throw new AppError('invalid-proof-image');
    const contentType = match[1] as ProofImage['contentType'];
    const bytes = Buffer.from(match[2]!, 'base64');
    const signature = SIGNATURES[contentType];
    if (
      bytes.length === 0 ||
      bytes.length > PROOF_MAX_BYTES ||
      !signature.every((byte, index) => bytes[index] === byte)
    ) {
      throw new AppError('invalid-proof-image');
    }
    return { name: proof.name || 'comprovante', contentType, base64: match[2]! };
  });
};
