import { describe, expect, it } from 'vitest';
import { IDENTITY_STATES } from '@platform/contracts';
import { identityStep, type IdentityEvent } from './identity-state.js';

const EVENTS: IdentityEvent[] = [
  { kind: 'checked', result: 'match' },
  { kind: 'checked', result: 'mismatch' },
  { kind: 'checked', result: 'under-age' },
  { kind: 'liveness', result: 'started' },
  { kind: 'liveness', result: 'passed' },
  { kind: 'liveness', result: 'failed' },
];

describe('identity verification state machine', () => {
  it('takes the identity check only from NOT_STARTED', () => {
    expect(identityStep('NOT_STARTED', EVENTS[0]!)).toEqual({ to: 'PENDING_LIVENESS', reason: null });
    expect(identityStep('NOT_STARTED', EVENTS[1]!)).toEqual({ to: 'REJECTED', reason: 'mismatch' });
    expect(identityStep('NOT_STARTED', EVENTS[2]!)).toEqual({ to: 'REJECTED', reason: 'under-age' });
    for (const state of ['PENDING_LIVENESS', 'VERIFIED', 'REJECTED'] as const) {
      for (const event of EVENTS.slice(0, 3)) expect(identityStep(state, event)).toBeNull();
    }
  });

  it('takes liveness only while PENDING_LIVENESS', () => {
    expect(identityStep('PENDING_LIVENESS', EVENTS[3]!)).toEqual({ to: 'PENDING_LIVENESS', reason: null });
    expect(identityStep('PENDING_LIVENESS', EVENTS[4]!)).toEqual({ to: 'VERIFIED', reason: null });
    expect(identityStep('PENDING_LIVENESS', EVENTS[5]!)).toEqual({
      to: 'REJECTED',
      reason: 'liveness-failed',
    });
    for (const event of EVENTS.slice(3)) expect(identityStep('NOT_STARTED', event)).toBeNull();
  });

  it('leaves VERIFIED and REJECTED final', () => {
    for (const state of IDENTITY_STATES.filter((s) => s === 'VERIFIED' || s === 'REJECTED')) {
      for (const event of EVENTS) expect(identityStep(state, event)).toBeNull();
    }
  });
});
