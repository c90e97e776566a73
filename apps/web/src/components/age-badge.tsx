import './age-badge.css';

/** Decorative: the prohibition itself is always written out in text beside it. */
export const AgeBadge = ({ size = 'normal' }: { size?: 'normal' | 'small' }) => (
  <span className={size === 'small' ? 'age-badge age-badge-small' : 'age-badge'} aria-hidden="true">
    18+
  </span>
);
