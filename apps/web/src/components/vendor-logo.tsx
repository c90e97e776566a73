import { useState } from 'react';
import type { GameVendor } from '@platform/contracts';
import './vendor-logo.css';

/** Vendor logos are wordmarks three times as wide as they are tall. */
const LOGO_RATIO = 3;

/**
 * A vendor's wordmark at `height` px, or its name on a plain plate when there is none or it fails
 * to load. Decorative: the control around it names the vendor for screen readers.
 */
export const VendorLogo = ({
  vendor,
  height = 32,
}: {
  vendor: Pick<GameVendor, 'logoUrl' | 'displayName'>;
  height?: number;
}) => {
  const [failed, setFailed] = useState(false);
  const width = height * LOGO_RATIO;
  if (!vendor.logoUrl || failed) {
    return (
      <span className="vendor-logo is-text" style={{ width, height }} aria-hidden="true">
        {vendor.displayName}
      </span>
    );
  }
  return (
    <img
      className="vendor-logo"
      src={vendor.logoUrl}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
};
