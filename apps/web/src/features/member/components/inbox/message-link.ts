import type { InboxKind } from '@platform/contracts';
import type { IconName } from '../../../../components/icon';

/**
 * Where each kind of message leads (the page of the object it tells of) and how it looks: its
 * icon and tone. The link's label is `inbox.links.<kind>`.
 */
export const MESSAGE_KINDS: Record<
  InboxKind,
  { to: string; icon: IconName; tone: 'success' | 'info' | 'danger' | 'accent' }
> = {
  'deposit-credited': { to: '/member?tab=depositv2', icon: 'bank', tone: 'success' },
  'withdrawal-paid': { to: '/member?tab=withdraw', icon: 'wallet', tone: 'info' },
  'withdrawal-rejected': { to: '/member?tab=withdraw', icon: 'warning', tone: 'danger' },
  'contract-offered': { to: '/member?tab=contracts', icon: 'percent', tone: 'accent' },
  'feedback-replied': { to: '/feedback', icon: 'message', tone: 'info' },
  'promotion-issued': { to: '/promotions', icon: 'gift', tone: 'success' },
  'limit-reached': { to: '/member?tab=limits', icon: 'warning', tone: 'accent' },
};
