import { leadsSomewhere, type Banner, type BannerGroup } from '@platform/contracts';
import { useAnnouncements } from './announcements';
import { useLobbyCategories } from './categories';

/**
 * Whether a banner's link works (docs/games.md, "What is shown"): a site path must lead to a page
 * that works today (a lobby with vendors, a game launch `/seamless?nodeId=…`); an address outside
 * the site and no link at all always do.
 */
export const bannerLinkWorks = (banner: Banner, lobbies: Parameters<typeof leadsSomewhere>[1]) =>
  banner.linkageType !== 'INTERNAL' || leadsSomewhere(banner.linkage, lobbies);

/**
 * The banners of one group (spec section 3: w_login, w_register, w_leftmenu beside w_home and
 * w_popup1), in the operator's order, without those whose link leads nowhere. The answer is home's
 * (lib/announcements.ts): the side menu, the login and registration popups and home share one
 * request, which a visit to home finds already in its page.
 */
export const useBannerGroup = (group: BannerGroup): Banner[] => {
  const lobbies = useLobbyCategories();
  const answer = useAnnouncements();
  return (answer.data?.banners ?? []).filter(
    (banner) => banner.groupName === group && bannerLinkWorks(banner, lobbies),
  );
};
