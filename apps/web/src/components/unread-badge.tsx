import { useTranslation } from '../i18n';
import './unread-badge.css';

/** More than this shows as "99+": the badge stays one small pill. */
const SHOWN_MAX = 99;

/**
 * A count on a menu entry (spec section 2: badge counts on the mission, message and reward
 * items); nothing when there are none. The number is read out as `label` (by default "N unread
 * messages").
 */
export const UnreadBadge = ({
  count,
  placement = 'inline',
  label,
}: {
  count: number;
  placement?: 'inline' | 'corner';
  label?: string;
}) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={`unread-badge unread-badge-${placement}`} data-testid="unread-badge">
      <span aria-hidden="true">{count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}</span>
      <span className="visually-hidden">{label ?? t('inbox.badge', { count })}</span>
    </span>
  );
};
