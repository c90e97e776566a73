import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@platform/contracts';

type BannerLinkProps = {
  banner: Banner;
  children: ReactNode;
  className: string;
  /** Runs when the banner is followed (a popup closes itself). */
  onFollow?: () => void;
  testId?: string;
};

/**
 * Where a banner click goes (spec section 3, linkage and linkageType): INTERNAL a page of the site,
 * which includes a game launch (`/seamless?nodeId=…`: the game page launches it, asking a visitor to
 * log in first); EXTERNAL an address outside the site, in a new tab; NONE no link.
 */
export const BannerLink = ({ banner, children, className, onFollow, testId }: BannerLinkProps) => {
  switch (banner.linkageType) {
    case 'INTERNAL':
      return (
        <Link to={banner.linkage} className={className} onClick={onFollow} data-testid={testId}>
          {children}
        </Link>
      );
    case 'EXTERNAL':
      return (
        <a
          href={banner.linkage}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={className}
          onClick={onFollow}
          data-testid={testId}
        >
          {children}
        </a>
      );
    case 'NONE':
      return (
        <div className={className} data-testid={testId}>
          {children}
        </div>
      );
    default: {
      const never: never = banner.linkageType;
      return never;
    }
  }
};
