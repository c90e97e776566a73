import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@platform/contracts';
import { useTranslation, currentLanguage } from '../../../../i18n';
import { showDialog } from '../../../../components/dialog/dialog-store';
import { FormAlert } from '../../../../components/form/form-alert';
import { Icon } from '../../../../components/icon';
import { Pagination } from '../../../../components/pagination/pagination';
import { RegisterRealButton } from '../../../../components/register-real-button';
import { StatePanel } from '../../../../components/state-panel';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { useUnreadCount } from '../../../../lib/inbox-unread';
import { setUnreadCount } from '../../../../lib/unread-count-cache';
import { isTrialSession, useSessionStore } from '../../../../lib/session-store';
import { useMessages } from '../../api/get-messages';
import { useMessageActions } from '../../api/message-actions';
import { LoadError } from '../records-states';
import { MESSAGE_KINDS } from './message-link';
import './inbox.css';

/**
 * The member inbox (messageV2; docs/inbox.md): newest first, unread ones marked, each opened in
 * place (which marks it read) with a link to what it tells of, deleted after a confirmation;
 * mark all read; older ones by page. A trial account has none and asks for none.
 */
export const Inbox = () => {
  const trial = useSessionStore(isTrialSession);
  return trial ? <TrialInbox /> : <MemberInbox />;
};

const TrialInbox = () => {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="message"
      headingLevel={2}
      title={t('inbox.trialTitle')}
      description={t('inbox.trialText')}
    >
      <RegisterRealButton />
    </StatePanel>
  );
};

const errorText = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

const MemberInbox = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const query = useMessages(page);
  const { read, readAll, remove } = useMessageActions();
  const data = query.data;
  const unread = useUnreadCount();

  // The list's own count is the freshest: every badge takes it.
  useEffect(() => {
    if (data && !query.isPlaceholderData) setUnreadCount(queryClient, token, data.unread);
  }, [data, query.isPlaceholderData, queryClient, token]);

  if (query.isPending) return <InboxSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('inbox.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data!.total === 0) return <EmptyInbox />;

  const toggle = (message: InboxMessage) => {
    read.reset();
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (!message.read) read.mutate(message.id);
  };
  const confirmDelete = (message: InboxMessage) =>
    showDialog({
      icon: 'warning',
      title: t('inbox.deleteTitle'),
      html: `<p>${t('inbox.deleteText')}</p>`,
      buttons: [
        {
          label: t('inbox.delete'),
          onClick: () =>
            remove.mutate(message.id, {
              onSuccess: () => {
                setOpenId(null);
                setStatus(t('inbox.deleted'));
                // The last message of a later page: the page before it is shown instead.
                if (data!.list.length === 1 && page > 1) setPage(page - 1);
              },
            }),
        },
        { label: t('inbox.cancel'), variant: 'secondary' },
      ],
    });

  return (
    <section className="inbox" data-testid="inbox">
      <div className="inbox-toolbar">
        <p className="inbox-summary">
          {unread > 0 ? (
            <strong className="inbox-summary-unread">{t('inbox.unreadSummary', { count: unread })}</strong>
          ) : (
            <span className="inbox-summary-read">
              <Icon name="success" size={16} />
              {t('inbox.allRead')}
            </span>
          )}
          <span className="inbox-summary-total">{t('inbox.total', { count: data!.total })}</span>
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={unread === 0 || readAll.isPending}
          aria-busy={readAll.isPending || undefined}
          onClick={() => readAll.mutate(undefined, { onSuccess: () => setStatus(t('inbox.markedAllRead')) })}
          data-testid="inbox-read-all"
        >
          {readAll.isPending ? (
            <span className="btn-spinner" aria-hidden="true" />
          ) : (
            <Icon name="success" size={18} />
          )}
          {t('inbox.markAllRead')}
        </button>
      </div>
      {readAll.isError || remove.isError ? (
        <FormAlert>{errorText(readAll.error ?? remove.error, t('inbox.loadError'))}</FormAlert>
      ) : null}
      <ul className="inbox-list" aria-busy={query.isFetching || undefined}>
        {data!.list.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            open={openId === message.id}
            onToggle={() => toggle(message)}
            onDelete={() => confirmDelete(message)}
            readError={
              openId === message.id && read.isError ? errorText(read.error, t('inbox.loadError')) : null
            }
          />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={data!.totalPages}
        onPage={(next) => {
          setOpenId(null);
          setPage(next);
        }}
        label={t('inbox.pages')}
      />
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </section>
  );
};

const MessageItem = ({
  message,
  open,
  onToggle,
  onDelete,
  readError,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  readError: string | null;
}) => {
  const { t } = useTranslation();
  const bodyId = useId();
  const kind = MESSAGE_KINDS[message.kind];
  return (
    <li
      className={`inbox-item${message.read ? '' : ' is-unread'}${open ? ' is-open' : ''}`}
      data-testid="inbox-item"
      data-read={message.read}
    >
      <button
        type="button"
        className="inbox-item-head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={`inbox-kind inbox-kind-${kind.tone}`} aria-hidden="true">
          <Icon name={kind.icon} size={20} />
        </span>
        <span className="inbox-item-main">
          <span className="inbox-item-title">
            {message.read ? null : (
              <>
                <span className="inbox-dot" aria-hidden="true" />
                <span className="visually-hidden">{t('inbox.unread')}: </span>
              </>
            )}
            {message.title}
          </span>
          {open ? null : <span className="inbox-item-preview">{message.body}</span>}
        </span>
        <time className="inbox-item-time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, currentLanguage())}
        </time>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={18} className="inbox-item-chevron" />
      </button>
      {open ? (
        <div className="inbox-item-body" id={bodyId}>
          <p className="inbox-item-text">{message.body}</p>
          {readError ? <FormAlert>{readError}</FormAlert> : null}
          <div className="inbox-item-actions">
            <Link className="btn btn-primary" to={kind.to}>
              {t(`inbox.links.${message.kind}`)}
              <Icon name="chevronRight" size={16} />
            </Link>
            <button
              type="button"
              className="btn btn-ghost inbox-delete"
              onClick={onDelete}
              data-testid="inbox-delete"
            >
              <Icon name="trash" size={16} />
              {t('inbox.delete')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
};

/** The loading state in the list's own boxes, so nothing moves when it arrives. */
const InboxSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div className="inbox" role="status" aria-label={t('inbox.loading')}>
      <div className="inbox-toolbar">
        <span className="inbox-skeleton-line skeleton" />
      </div>
      <ul className="inbox-list" aria-hidden="true">
        {[0, 1, 2, 3].map((row) => (
          <li key={row} className="inbox-item inbox-item-skeleton skeleton" />
        ))}
      </ul>
    </div>
  );
};

const EmptyInbox = () => {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="message"
      headingLevel={2}
      title={t('inbox.emptyTitle')}
      description={t('inbox.emptyText')}
    >
      <Link className="btn btn-primary" to="/member?tab=depositv2">
        {t('inbox.emptyAction')}
      </Link>
    </StatePanel>
  );
};
