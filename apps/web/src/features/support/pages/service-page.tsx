import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUPPORT_CHAT_CS_TYPE, SUPPORT_MESSAGE_MAX } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { StatePanel } from '../../../components/state-panel';
import { currentLanguage, useTranslation } from '../../../i18n';
import { openAccountModal } from '../../../lib/account-modal-store';
import { recordTimeFormat } from '../../../lib/format';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { useSystemInfo } from '../../../lib/system-info';
import { useSendSupportMessage, useSupportMessages } from '../api/support';
import './service.css';

/** The other channels of the system's customerService entries, for whoever cannot use the chat. */
const OtherChannels = () => {
  const { t } = useTranslation();
  const others = useSystemInfo().info.customerService.filter(
    (entry) => entry.csType !== SUPPORT_CHAT_CS_TYPE,
  );
  if (others.length === 0) return null;
  return (
    <nav className="service-channels" aria-label={t('support.otherChannels')}>
      <span className="service-channels-label">{t('support.otherChannels')}</span>
      <ul>
        {others.map((entry) => (
          <li key={entry.csType}>
            <a className="btn btn-ghost" href={entry.path} target="_blank" rel="noreferrer">
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};

const Conversation = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const messages = useSupportMessages(true);
  const send = useSendSupportMessage();
  const inputId = useId();
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement | null>(null);
  const count = messages.data?.list.length ?? 0;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    send.mutate(body, { onSuccess: () => setText('') });
  };

  if (messages.isPending) return <PageSpinner />;
  if (messages.isError) {
    return (
      <LoadError
        title={t('support.loadError')}
        message={messages.error.message}
        onRetry={() => void messages.refetch()}
      />
    );
  }
  const time = (iso: string) => recordTimeFormat(language).format(new Date(iso));
  return (
    <>
      <ol
        className="service-log"
        aria-live="polite"
        aria-label={t('support.conversation')}
        data-testid="support-log"
      >
        <li className="service-bubble is-operator">
          <p>{t('support.welcome')}</p>
        </li>
        {messages.data.list.map((message) => (
          <li
            key={message.id}
            className={`service-bubble ${message.author === 'MEMBER' ? 'is-member' : 'is-operator'}`}
            data-testid="support-message"
          >
            <span className="visually-hidden">
              {message.author === 'MEMBER' ? t('support.you') : t('support.agent')}
            </span>
            <p>{message.body}</p>
            <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          </li>
        ))}
        <li ref={endRef} aria-hidden="true" className="service-log-end" />
      </ol>
      <form className="service-composer" onSubmit={submit}>
        {send.error ? <FormAlert>{send.error.message}</FormAlert> : null}
        <div className="service-composer-row">
          <label htmlFor={inputId} className="visually-hidden">
            {t('support.message')}
          </label>
          <textarea
            id={inputId}
            className="service-input"
            rows={2}
            maxLength={SUPPORT_MESSAGE_MAX}
            placeholder={t('support.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            data-testid="support-input"
          />
          <button
            type="submit"
            className="btn btn-primary service-send"
            disabled={send.isPending || text.trim() === ''}
            data-testid="support-send"
          >
            {t('support.send')}
          </button>
        </div>
        <span className="field-hint service-counter">
          {t('support.counter', { used: text.length, max: SUPPORT_MESSAGE_MAX })}
        </span>
      </form>
    </>
  );
};

/**
 * /service: the built-in support chat (csType SUPPORT_CHAT), opened in the 440 x 750
 * customer-service window (full screen on a phone). A conversation with the operators for real
 * members; visitors are asked to log in, trial accounts pointed to the other channels
 * (docs/customer-service.md).
 */
export default function ServicePage() {
  const { t } = useTranslation();
  const { brand } = useSystemInfo().info;
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);

  let body: ReactNode;
  if (!token) {
    body = (
      <StatePanel
        icon="headset"
        headingLevel={2}
        title={t('support.loginTitle')}
        description={t('support.loginText')}
      >
        <button type="button" className="btn btn-primary" onClick={() => openAccountModal({ kind: 'login' })}>
          {t('header.login')}
        </button>
      </StatePanel>
    );
  } else if (trial) {
    body = (
      <StatePanel
        icon="headset"
        headingLevel={2}
        title={t('support.trialTitle')}
        description={t('support.trialText')}
      />
    );
  } else {
    body = <Conversation />;
  }
  return (
    <div className="service-window">
      <header className="service-header">
        <span className="service-avatar" aria-hidden="true">
          <Icon name="headset" size={20} />
        </span>
        <div>
          <h1 className="service-title">{t('support.title')}</h1>
          <p className="service-subtitle">{brand.logoText || brand.name}</p>
        </div>
        {/* Only a window the site opened can close itself; a phone's tab is left with the back button. */}
        {window.opener ? (
          <button
            type="button"
            className="service-close"
            aria-label={t('common.close')}
            onClick={() => window.close()}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </header>
      <main className="service-main">{body}</main>
      {!token || trial ? <OtherChannels /> : null}
    </div>
  );
}
