import { describe, expect, it } from 'vitest';
import { MISSION_STATES } from '@platform/contracts';
import { claimableUntil, periodOf } from './mission-period.js';
import { nextMissionState, shownState, statesAccepting } from './mission-state.js';

describe('mission states', () => {
  it('moves IN_PROGRESS → COMPLETED → CLAIMED, expires only what is not claimed', () => {
    expect(nextMissionState('IN_PROGRESS', { type: 'PROGRESS', progress: 5, target: 10 })).toBe(
      'IN_PROGRESS',
    );
    expect(nextMissionState('IN_PROGRESS', { type: 'PROGRESS', progress: 10, target: 10 })).toBe('COMPLETED');
    expect(nextMissionState('COMPLETED', { type: 'CLAIM' })).toBe('CLAIMED');
    expect(nextMissionState('IN_PROGRESS', { type: 'CLAIM' })).toBeNull();
    expect(nextMissionState('CLAIMED', { type: 'CLAIM' })).toBeNull();
    expect(nextMissionState('COMPLETED', { type: 'PROGRESS', progress: 10, target: 10 })).toBeNull();
    expect(nextMissionState('CLAIMED', { type: 'PAYMENT_REFUSED' })).toBe('COMPLETED');
    expect(statesAccepting({ type: 'EXPIRE' })).toEqual(['IN_PROGRESS', 'COMPLETED']);
    for (const state of MISSION_STATES) {
      expect(nextMissionState('EXPIRED', { type: 'CLAIM' })).toBeNull();
      expect(() => nextMissionState(state, { type: 'EXPIRE' })).not.toThrow();
    }
  });

  it('shows a mission past its claim window as EXPIRED before the job writes it', () => {
    const until = new Date('2026-11-29T04:00:00Z');
    expect(shownState('COMPLETED', until, new Date('2026-11-29T03:59:59Z'))).toBe('COMPLETED');
    expect(shownState('COMPLETED', until, until)).toBe('EXPIRED');
    expect(shownState('CLAIMED', until, until)).toBe('CLAIMED');
  });
});

describe('mission periods (Brasília)', () => {
  it('a day runs from 00:00 to 24:00 in Brasília (03:00 UTC)', () => {
    const late = periodOf('DAILY', new Date('2026-11-30T02:30:00Z'));
    expect(late.key).toBe('2026-11-29');
    expect(late.startsAt.toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(late.endsAt.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(claimableUntil(late.endsAt).toISOString()).toBe('2026-11-30T04:00:00.000Z');
  });

  it('a week starts on Monday in Brasília', () => {
    // Sunday 29 November 2026, 23:59 in Brasília: still the week of Monday the 23rd.
    const sunday = periodOf('WEEKLY', new Date('2026-11-30T02:59:00Z'));
    expect(sunday.key).toBe('2026-11-23');
    expect(sunday.endsAt.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    const monday = periodOf('WEEKLY', new Date('2026-11-30T03:00:00Z'));
    expect(monday.key).toBe('2026-11-30');
    expect(monday.startsAt.toISOString()).toBe('2026-11-30T03:00:00.000Z');
  });
});
