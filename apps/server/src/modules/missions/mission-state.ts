import { MISSION_STATES, type MissionState } from '@platform/contracts';

/**
 * What may happen to a member's mission in a period (docs/missions.md, "States"): the progress job
 * adds what a source counted (PROGRESS, which completes it at the target), the member claims it
 * (CLAIM), the job closes it once its claim window has passed (EXPIRE), or a claim's payout is
 * refused because the profile stopped allowing the reward (PAYMENT_REFUSED).
 */
export type MissionEvent =
  | { type: 'PROGRESS'; progress: number; target: number }
  | { type: 'CLAIM' }
  | { type: 'EXPIRE' }
  | { type: 'PAYMENT_REFUSED' };

/**
 * The state an event moves a mission to, or null when the event does not apply there (nothing is
 * written). Progress is capped at the target by the caller; reaching it completes the mission.
 */
export const nextMissionState = (state: MissionState, event: MissionEvent): MissionState | null => {
  switch (state) {
    case 'IN_PROGRESS':
      if (event.type === 'PROGRESS') return event.progress >= event.target ? 'COMPLETED' : 'IN_PROGRESS';
      if (event.type === 'EXPIRE') return 'EXPIRED';
      return null;
    case 'COMPLETED':
      if (event.type === 'CLAIM') return 'CLAIMED';
      if (event.type === 'EXPIRE') return 'EXPIRED';
      return null;
    case 'CLAIMED':
      // The reward could not be paid (and was not): the mission may be claimed again later.
      if (event.type === 'PAYMENT_REFUSED') return 'COMPLETED';
      return null;
    case 'EXPIRED':
      return null;
    default: {
      const unknown: never = state;
      throw new Error(`unknown mission state ${String(unknown)}`);
    }
  }
};

/** The states an event applies to: what a conditional statement's `where state in (…)` takes. */
export const statesAccepting = (event: MissionEvent): MissionState[] =>
  MISSION_STATES.filter((state) => nextMissionState(state, event) !== null);

/**
 * The state a member is shown: a mission whose claim window has passed reads EXPIRED even before
 * the job has written it, so nothing on screen offers a claim the server would refuse.
 */
export const shownState = (state: MissionState, claimableUntil: Date, now: Date): MissionState =>
  now >= claimableUntil && nextMissionState(state, { type: 'EXPIRE' }) === 'EXPIRED' ? 'EXPIRED' : state;
