import type { PromotionMemberStatus } from '@platform/contracts';
import { useTranslation } from '../../../i18n';

/** The spec's activity status as a badge; its colour says whether something is still to do. */
const TONES: Record<PromotionMemberStatus, 'action' | 'waiting' | 'done' | 'muted' | 'danger'> = {
  JOIN: 'action',
  CLAIM: 'action',
  APPLYING: 'waiting',
  IN_PROCESS: 'waiting',
  ISSUED: 'done',
  CLAIMED: 'done',
  REJECTED: 'danger',
  CLOSE: 'muted',
  COMING_SOON: 'muted',
};

export const StatusBadge = ({ status }: { status: PromotionMemberStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`promo-badge promo-badge-${TONES[status]}`} data-testid="promo-status">
      {t(`promotions.status.${status}`)}
    </span>
  );
};
