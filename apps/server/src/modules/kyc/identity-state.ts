import type { IdentityRejection, IdentityState } from '@platform/contracts';
import type { IdentityCheck, LivenessResult } from './provider.js';

/** What can happen to a member's verification. */
export type IdentityEvent =
  | { kind: 'checked'; result: Exclude<IdentityCheck, 'unknown' | 'document-unreadable'> }
  | { kind: 'liveness'; result: LivenessResult };

/** Where an event takes the verification, and why when it rejects. */
export type IdentityStep = { to: IdentityState; reason: IdentityRejection | null };

/**
 * The state machine (docs/kyc.md): NOT_STARTED → PENDING_LIVENESS → VERIFIED, or → REJECTED from
 * either of the first two. VERIFIED and REJECTED are final. Answers null for an event the state
 * does not take (the caller refuses it), and the same state for a liveness still waiting.
 */
export const identityStep = (state: IdentityState, event: IdentityEvent): IdentityStep | null => {
  switch (state) {
    case 'NOT_STARTED': {
      if (event.kind !== 'checked') return null;
      const checked = event.result;
      switch (checked) {
        case 'match':
          return { to: 'PENDING_LIVENESS', reason: null };
        case 'mismatch':
        case 'under-age':
          return { to: 'REJECTED', reason: checked };
        default: {
          const unknown: never = checked;
          throw new Error(`unknown identity check ${String(unknown)}`);
        }
      }
    }
    case 'PENDING_LIVENESS': {
      if (event.kind !== 'liveness') return null;
      const liveness = event.result;
      switch (liveness) {
        case 'started':
          return { to: 'PENDING_LIVENESS', reason: null };
        case 'passed':
          return { to: 'VERIFIED', reason: null };
        case 'failed':
          return { to: 'REJECTED', reason: 'liveness-failed' };
        default: {
          const unknown: never = liveness;
          throw new Error(`unknown liveness result ${String(unknown)}`);
        }
      }
    }
    case 'VERIFIED':
    case 'REJECTED':
      return null;
    default: {
      const unknown: never = state;
      throw new Error(`unknown identity state ${String(unknown)}`);
    }
  }
};
