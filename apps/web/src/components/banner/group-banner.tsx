import type { BannerGroup } from '@platform/contracts';
import { useBannerGroup } from '../../lib/banners';
import { BannerLink } from './banner-link';
import './group-banner.css';

/**
 * The first banner of a group where the site shows one at a time (w_login and w_register in their
 * popups, w_leftmenu in the side menu). Nothing while they load or when the group has none, so a
 * form never waits for its artwork.
 */
export const GroupBanner = ({
  group,
  onFollow,
  compact = false,
}: {
  group: BannerGroup;
  onFollow?: () => void;
  /** The side menu's narrower strip. */
  compact?: boolean;
}) => {
  const [banner] = useBannerGroup(group);
  if (!banner) return null;
  return (
    <BannerLink
      banner={banner}
      className={`group-banner${compact ? ' group-banner-compact' : ''}`}
      onFollow={onFollow}
      testId={`banner-${group}`}
    >
      <img src={banner.url} alt={banner.title} loading="lazy" decoding="async" />
    </BannerLink>
  );
};
