import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JurisdictionResponse, Promotion, Transfer } from '@platform/contracts';
import { apiGet } from './api-client';
import * as wire from './wire-schemas.generated';

/**
 * GET /wps/system/jurisdiction: the rules the deployment runs under (docs/decisions/0015). The
 * catalogue already leaves out the products a profile switches off; the site reads the rest here.
 * Checked without zod (the generated schema), so the shell's menus can ask it.
 */
export const getJurisdiction = (signal?: AbortSignal) =>
  apiGet('/wps/system/jurisdiction', { schema: wire.JurisdictionResponse, signal });

export const jurisdictionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'jurisdiction'],
    queryFn: ({ signal }) => getJurisdiction(signal),
    // The server keeps it 30 s; a change of profile is an operator's rare act.
    staleTime: 5 * 60_000,
  });

export const useJurisdiction = (): JurisdictionResponse | undefined =>
  useQuery(jurisdictionQueryOptions()).data;

/**
 * Whether a transfer between players exists here: false until the profile is known, so no entry
 * appears that the answer would then take away (or that would lead to a refusal).
 */
export const useTransferOffered = (transfer: Transfer): boolean =>
  useJurisdiction()?.transfers[transfer] ?? false;

/** Whether the profile is known and leaves the transfer out (for a page opened by its address). */
export const useTransferRefused = (transfer: Transfer): boolean => {
  const profile = useJurisdiction();
  return Boolean(profile && !profile.transfers[transfer]);
};

/**
 * Whether the profile offers a promotion (BR: VIP yes, referral no): false until the profile is
 * known, so a menu entry never appears only to be taken away.
 */
export const usePromotionOffered = (promotion: Promotion): boolean =>
  useJurisdiction()?.promotions[promotion] ?? false;

/** Whether the profile is known and leaves the promotion out (for a page opened by its address). */
export const usePromotionRefused = (promotion: Promotion): boolean => {
  const profile = useJurisdiction();
  return Boolean(profile && !profile.promotions[promotion]);
};
