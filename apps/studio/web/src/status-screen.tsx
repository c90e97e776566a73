import type { Translate } from './i18n';

export const LoadingScreen = ({ t }: { t: Translate }) => (
  <main className="studio-status" aria-busy="true">
    <div className="studio-spinner" aria-hidden="true" />
    <p role="status">{t('loading')}</p>
  </main>
);

/** A failed launch: the server's own message, what to do, and a retry when retrying can help. */
export const ErrorScreen = (props: { t: Translate; message: string; onRetry?: () => void }) => (
  <main className="studio-status">
    <div className="studio-status-card" role="alert">
      <h1>{props.t('errorTitle')}</h1>
      <p>{props.message}</p>
      <p className="studio-muted">{props.t('errorHint')}</p>
      {props.onRetry ? (
        <button type="button" className="btn btn-primary btn-lg" onClick={props.onRetry}>
          {props.t('retry')}
        </button>
      ) : null}
    </div>
  </main>
);
