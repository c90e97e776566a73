import { PROOF_MAX_BYTES, PROOF_MAX_IMAGES, PROOF_TYPES } from '@platform/contracts';

export type ProofProblem = { kind: 'tooMany' } | { kind: 'tooBig' | 'wrongType'; name: string };

/**
 * The spec's rule for proof images, checked before anything is read or sent: png or jpg, at most
 * 5 MB each, at most 3 in all (counting those already chosen). The server checks again by bytes.
 */
export const proofProblem = (files: File[], alreadyChosen: number): ProofProblem | null => {
  if (alreadyChosen + files.length > PROOF_MAX_IMAGES) return { kind: 'tooMany' };
  for (const file of files) {
    if (!(PROOF_TYPES as readonly string[]).includes(file.type))
      return { kind: 'wrongType', name: file.name };
    if (file.size > PROOF_MAX_BYTES) return { kind: 'tooBig', name: file.name };
  }
  return null;
};

export const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
