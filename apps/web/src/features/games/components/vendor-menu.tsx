import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import type { GameVendor } from '@platform/contracts';
import { Icon } from '../../../components/icon';
import { VendorLogo } from '../../../components/vendor-logo';

type VendorMenuProps = {
  vendors: readonly GameVendor[];
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
};

/** "All" and each vendor of the category, with its logo (spec section 2, Lobby pages). */
export const VendorMenu = ({ vendors, selected, onSelect }: VendorMenuProps) => {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);

  // A vendor chosen by a link may sit far along the strip: bring it into view (sideways only).
  useEffect(() => {
    const container = strip.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip) return;
    const left = chip.offsetLeft - container.offsetLeft;
    if (
      left < container.scrollLeft ||
      left + chip.offsetWidth > container.scrollLeft + container.clientWidth
    ) {
      container.scrollLeft = left - container.clientWidth / 2 + chip.offsetWidth / 2;
    }
  }, [selected, vendors.length]);

  return (
    <div
      ref={strip}
      className="lobby-vendors"
      role="group"
      aria-label={t('games.lobby.vendors')}
      data-testid="vendor-menu"
    >
      <button
        type="button"
        className={`lobby-vendor${selected === null ? ' is-active' : ''}`}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        <span className="lobby-vendor-all" aria-hidden="true">
          <Icon name="grid" size={16} />
        </span>
        <span className="lobby-vendor-name">{t('games.lobby.allVendors')}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={`lobby-vendor${selected === vendor.vassalage ? ' is-active' : ''}`}
          aria-pressed={selected === vendor.vassalage}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <VendorLogo vendor={vendor} />
          <span className="visually-hidden">{vendor.displayName}</span>
        </button>
      ))}
    </div>
  );
};
