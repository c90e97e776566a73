import type { GameMenusResponse, GameType, GameVendor } from '@platform/contracts';
import { CATEGORY_ROUTES, categoriesWithVendors } from '../categories';

export type Partner = { vendor: GameVendor; category: GameType; gameCount: number };

/**
 * Each vendor once, in the menus' order, with its games counted over every category it is in and
 * the first of them as its lobby (the vendor menu there opens on it): the partners modal and the
 * footer's vendor row.
 */
export const partnersOf = (menus: GameMenusResponse | undefined): Partner[] => {
  const partners = new Map<string, Partner>();
  for (const category of categoriesWithVendors(menus)) {
    for (const vendor of menus?.mappingVendor[category] ?? []) {
      const known = partners.get(vendor.vassalage);
      if (known) known.gameCount += vendor.gameCount;
      else partners.set(vendor.vassalage, { vendor, category, gameCount: vendor.gameCount });
    }
  }
  return [...partners.values()];
};

/** The vendor's lobby: its first category, opened on its games. */
export const partnerLobbyPath = ({ vendor, category }: Partner): string =>
  `${CATEGORY_ROUTES[category]}?${new URLSearchParams({ vassalage: vendor.vassalage }).toString()}`;
