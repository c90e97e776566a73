import { showDialog } from '../components/dialog/dialog-store';
import { currentLanguage, t } from '../i18n';
import { formatDateTime } from './format';
import { paragraph } from './html';

/**
 * The server's message for a used-up session-time limit, followed by when the member may log in
 * again (`value.resetsAt`, the start of the next period), in the page's language.
 */
export const sessionTimeEndedText = (message: string, value: unknown): string => {
  const resetsAt = (value as { resetsAt?: unknown } | null)?.resetsAt;
  const time = typeof resetsAt === 'string' ? formatDateTime(resetsAt, currentLanguage()) : null;
  return time ? `${message} ${t('sessionTime.resetsAt', { time })}` : message;
};

/**
 * Tells the member why their session just ended (the server answered 401 with this code): instead
 * of a silent logout, a dialog with the message and when the period starts again.
 */
export const showSessionTimeEnded = (message: string, value: unknown) =>
  showDialog({
    icon: 'info',
    title: t('sessionTime.endedTitle'),
    html: paragraph(sessionTimeEndedText(message, value)),
  });
