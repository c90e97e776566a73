import { Fragment, useId, useState, type FormEvent } from 'react';
import type { LuckyDrawRecord, LuckyRevealedSeed, LuckySeedPair } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useRotateSeed, useVerifyDraw } from '../api/lucky-draws';
import { prizeLabel } from './prize-text';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/u;

/**
 * The fairness panel (docs/lucky-draws.md, "Fairness"): the committed hash, the client seed and the
 * next nonce; rotating reveals the server seed, and each draw of a revealed pair can be verified.
 */
export const FairnessPanel = ({ seed, revealed }: { seed: LuckySeedPair; revealed: LuckyRevealedSeed[] }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = clientSeed.trim();
    if (value && !CLIENT_SEED.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    rotate.mutate(value || undefined, { onSuccess: () => setClientSeed('') });
  };
  return (
    <section
      className="lucky-card lucky-fairness"
      aria-labelledby={`${inputId}-title`}
      data-testid="lucky-fairness"
    >
      <h2 id={`${inputId}-title`}>{t('lucky.fairness')}</h2>
      <p className="lucky-muted">{t('lucky.fairnessLead')}</p>
      <dl className="lucky-seed-list">
        <div>
          <dt>{t('lucky.serverSeedHash')}</dt>
          <dd className="lucky-mono" data-testid="lucky-seed-hash">
            {seed.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>{t('lucky.clientSeed')}</dt>
          <dd className="lucky-mono" data-testid="lucky-client-seed">
            {seed.clientSeed}
          </dd>
        </div>
        <div>
          <dt>{t('lucky.nonce')}</dt>
          <dd className="lucky-mono" data-testid="lucky-nonce">
            {seed.nonce}
          </dd>
        </div>
      </dl>
      <form className="lucky-rotate" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('lucky.newClientSeed')}</label>
        <div className="lucky-rotate-row">
          <input
            id={inputId}
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={hintId}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button type="submit" className="btn btn-secondary" disabled={rotate.isPending}>
            {t('lucky.rotate')}
          </button>
        </div>
        <small id={hintId} className={invalid ? 'lucky-error-text' : 'lucky-muted'}>
          {t('lucky.clientSeedHint')}
        </small>
      </form>
      {rotate.isError ? <FormAlert>{rotate.error.message}</FormAlert> : null}
      {revealed.length > 0 ? (
        <div className="lucky-revealed">
          <h3>{t('lucky.revealed')}</h3>
          <ul>
            {revealed.map((pair) => (
              <li key={pair.serverSeedHash} data-testid="lucky-revealed-seed">
                <span className="lucky-muted">
                  {formatDateTime(pair.revealedAt, language)} · {t('lucky.draws', { count: pair.draws })}
                </span>
                <span className="lucky-mono">{pair.serverSeed}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
};

/** The member's draws, newest first, each verifiable once its seed has been revealed. */
export const DrawHistory = ({
  history,
  revealed,
}: {
  history: LuckyDrawRecord[];
  revealed: LuckyRevealedSeed[];
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const verify = useVerifyDraw();
  const [results, setResults] = useState<Record<string, boolean>>({});
  const seedOf = (hash: string) => revealed.find((pair) => pair.serverSeedHash === hash)?.serverSeed;
  return (
    <section className="lucky-card" data-testid="lucky-history">
      <h2>{t('lucky.history')}</h2>
      {history.length === 0 ? (
        <p className="lucky-muted">{t('lucky.historyEmpty')}</p>
      ) : (
        <div className="lucky-table-wrap">
          <table className="lucky-table">
            <thead>
              <tr>
                <th scope="col">{t('lucky.when')}</th>
                <th scope="col">{t('lucky.prize')}</th>
                <th scope="col">{t('lucky.nonce')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('lucky.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((draw) => {
                const serverSeed = seedOf(draw.serverSeedHash);
                const result = results[draw.ticketId];
                const verifyCell =
                  result !== undefined ? (
                    <span className={result ? 'lucky-ok-text' : 'lucky-error-text'} aria-hidden="true">
                      {result ? '✓' : '✗'}
                    </span>
                  ) : serverSeed ? (
                    <button
                      type="button"
                      className="btn btn-ghost lucky-verify"
                      disabled={verify.isPending}
                      onClick={() =>
                        verify.mutate(
                          { ticketId: draw.ticketId, serverSeed },
                          {
                            onSuccess: (answer) =>
                              setResults((now) => ({ ...now, [draw.ticketId]: answer.matches })),
                          },
                        )
                      }
                    >
                      {t('lucky.verify')}
                    </button>
                  ) : (
                    <span className="lucky-muted">{t('lucky.verifyNeedsReveal')}</span>
                  );
                return (
                  <Fragment key={draw.ticketId}>
                    <tr data-testid="lucky-history-row">
                      <td>{formatDateTime(draw.drawnAt, language)}</td>
                      <td>{prizeLabel(draw.prize, t, language)}</td>
                      <td className="lucky-mono">{draw.nonce}</td>
                      <td>{verifyCell}</td>
                    </tr>
                    {result !== undefined ? (
                      <tr className="lucky-verify-row">
                        <td colSpan={4}>
                          <span
                            role="status"
                            className={result ? 'lucky-ok-text' : 'lucky-error-text'}
                            data-testid="lucky-verify-result"
                          >
                            {result ? t('lucky.verified') : t('lucky.notVerified')}
                          </span>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {verify.isError ? <FormAlert>{verify.error.message}</FormAlert> : null}
    </section>
  );
};
