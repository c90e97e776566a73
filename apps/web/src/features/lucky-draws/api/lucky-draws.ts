import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LuckyInstantKind } from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { memberInfoPrefix } from '../../../lib/member-info';
import { useSessionStore } from '../../../lib/session-store';
import * as wire from '../../../lib/wire-schemas.generated';

// Checked with the generated wire schemas: these pages download no zod (docs/PERFORMANCE.md).

export const luckyPrefix = ['member', 'lucky-draws'] as const;

/** GET /wps/member/lucky-draws?kind=: the running game, the caller's tickets, seed pair and draws. */
export const luckyGameQueryOptions = (token: string | null, kind: LuckyInstantKind) =>
  queryOptions({
    queryKey: [...luckyPrefix, kind, token],
    queryFn: ({ signal }) =>
      apiGet(`/wps/member/lucky-draws?kind=${kind}`, { schema: wire.LuckyGameResponse, signal }),
    enabled: Boolean(token),
  });

export const useLuckyGame = (kind: LuckyInstantKind, enabled = true) => {
  const token = useSessionStore((state) => state.token);
  const options = luckyGameQueryOptions(token, kind);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
};

/** After a draw or a rotation: the page, the balance and the points are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: luckyPrefix }),
        queryClient.invalidateQueries({ queryKey: memberInfoPrefix }),
        queryClient.invalidateQueries({ queryKey: ['member', 'points'] }),
      ]),
    [queryClient],
  );
};

/** POST /wps/member/lucky-draws/open: one ticket, drawn and paid once. */
export const useOpenTicket = (kind: LuckyInstantKind) =>
  useMutation({
    mutationFn: () =>
      apiPost('/wps/member/lucky-draws/open', { schema: wire.OpenLuckyTicketResponse, body: { kind } }),
  });

export const useRefreshLucky = useRefresh;

/** POST /wps/member/lucky-draws/seed: reveal the server seed, start a new pair. */
export const useRotateSeed = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (clientSeed: string | undefined) =>
      apiPost('/wps/member/lucky-draws/seed', {
        schema: wire.RotateLuckySeedResponse,
        body: clientSeed ? { clientSeed } : {},
      }),
    onSuccess: () => refresh(),
  });
};

/** POST /wps/member/lucky-draws/verify: the server recomputes one draw from a server seed. */
export const useVerifyDraw = () =>
  useMutation({
    mutationFn: (body: { ticketId: string; serverSeed: string }) =>
      apiPost('/wps/member/lucky-draws/verify', { schema: wire.VerifyLuckyDrawResponse, body }),
  });

/** GET /wps/member/lucky-draws/raffle: the raffle, the caller's entries, after the draw its winners. */
export const useRaffle = (enabled = true) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...luckyPrefix, 'raffle', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/lucky-draws/raffle', { schema: wire.LuckyRaffleResponse, signal }),
    enabled: enabled && Boolean(token),
  });
};

/** POST MCS2_claimRafflePromotion: every earned entry into the current raffle. */
export const useClaimRaffle = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiPost('/wps/relay/MCS2_claimRafflePromotion', { schema: wire.ClaimRaffleResponse, body: {} }),
    onSuccess: () => refresh(),
  });
};
