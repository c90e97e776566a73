import { useQuery } from '@tanstack/react-query';
import { isTrialType, type LuckyDrawKind } from '@platform/contracts';
import { apiGet } from './api-client';
import { useJurisdiction } from './jurisdiction';
import { useSessionStore } from './session-store';
import * as wire from './wire-schemas.generated';

/** How long the open kinds are trusted: an operator opens or ends a game rarely. */
const RUNNING_STALE_MS = 5 * 60_000;

/**
 * Which lucky draws this session can play (docs/lucky-draws.md): a real member's, where the
 * profile offers the kind and lets its prize credit, and only while a game of that kind is open
 * (GET /wps/member/lucky-draws/running). The side menu and the reward centre list these and no
 * other; all false until known, so no entry appears only to be taken away. Shared (lib/) because
 * the side menu is in the shell; checked without zod for the same reason.
 */
export const useLuckyOffered = (): Record<LuckyDrawKind, boolean> => {
  const profile = useJurisdiction();
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const realMember = Boolean(token) && userType !== null && !isTrialType(userType);
  const allowed = (kind: LuckyDrawKind) =>
    realMember && profile?.bonusCredits === true && profile.promotions[kind] === true;
  const anyAllowed = (['RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE'] as const).some(allowed);
  const { data } = useQuery({
    queryKey: ['member', 'lucky-draws', 'running', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/lucky-draws/running', { schema: wire.LuckyRunningResponse, signal }),
    enabled: anyAllowed,
    staleTime: RUNNING_STALE_MS,
  });
  const running = new Set(data?.kinds ?? []);
  const offered = (kind: LuckyDrawKind) => allowed(kind) && running.has(kind);
  return {
    RED_ENVELOPE: offered('RED_ENVELOPE'),
    PRIZE_WHEEL: offered('PRIZE_WHEEL'),
    GOLDEN_EGG: offered('GOLDEN_EGG'),
    RAFFLE: offered('RAFFLE'),
  };
};
