import type { Db } from '../../src/db/client.js';
import { createKycRepository } from '../../src/modules/kyc/index.js';
import { dataUrlOf, pngOf } from './images.js';

/**
 * Marks members' identity verified, as the demo seed does for the demo accounts: for tests of
 * other features whose members must be able to deposit and bet in the BR profile (the default).
 * The verification itself is tested through its routes (kyc.routes.test.ts).
 */
export const markIdentityVerified = (db: Db, ...memberIds: string[]): Promise<void> =>
  createKycRepository(db).markVerified(memberIds);

/** A photo of the document as a phone sends one (a real PNG, 640 × 400). */
export const IDENTITY_DOCUMENT_PHOTO = dataUrlOf('image/png', pngOf(640, 400));

/** The registration details the BR profile asks in the identity check (Portaria 2.579/2025). */
export const IDENTITY_DETAILS = {
  gender: 'FEMALE',
  address: {
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: 'apto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  monthlyIncome: 450_000,
  document: { type: 'CNH', dataUrl: IDENTITY_DOCUMENT_PHOTO },
};
