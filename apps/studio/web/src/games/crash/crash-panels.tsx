import { useState } from 'react';
import type { CrashHistoryEntry, CrashPlayerBet } from '@platform/contracts';
import type { TranslateOf } from '../../i18n';
import { useStudio } from '../../studio-context';
import type { CrashMessageKey } from './crash-i18n';
import { crashTier, formatMultiplier } from './crash-math';

type T = TranslateOf<CrashMessageKey>;

/** The bets of the round: players by their short hash (this page's marked), with their cash-outs. */
export const CrashPlayers = (props: { t: T; bets: CrashPlayerBet[]; me: string | null }) => {
  const { t, bets, me } = props;
  const { money, language } = useStudio();
  // This page's bet first, then the biggest stakes.
  const sorted = [...bets].sort((a, b) => Number(b.player === me) - Number(a.player === me) || b.bet - a.bet);
  return (
    <section className="crash-panel" aria-labelledby="crash-players-title">
      <h2 id="crash-players-title">
        {t('players')} <span className="crash-count">{bets.length}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className="studio-muted">{t('playersEmpty')}</p>
      ) : (
        <div className="crash-table-scroll">
          <table className="crash-players">
            <thead>
              <tr>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('bet')}</th>
                <th scope="col">{t('cashOutColumn')}</th>
                <th scope="col">{t('win')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((bet) => (
                <tr
                  key={bet.player}
                  className={[
                    bet.player === me ? 'is-me' : '',
                    bet.cashOut !== null ? 'is-cashed' : bet.win === 0 ? 'is-lost' : '',
                  ]
                    .join(' ')
                    .trim()}
                >
                  <td>
                    <span className="crash-player">
                      {bet.player}
                      {bet.player === me ? <span className="crash-you">{t('you')}</span> : null}
                      {bet.demo ? <span className="crash-demo-tag">{t('demo')}</span> : null}
                    </span>
                  </td>
                  <td>{money(bet.bet)}</td>
                  <td>{bet.cashOut !== null ? formatMultiplier(bet.cashOut, language) : '—'}</td>
                  <td>{bet.win !== null ? money(bet.win) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

/** The last crash points, coloured by size; each opens its round's hash for verification. */
export const CrashHistory = (props: { t: T; history: CrashHistoryEntry[] }) => {
  const { t, history } = props;
  const { language } = useStudio();
  const [openHash, setOpenHash] = useState<string | null>(null);
  const open = history.find((entry) => entry.hash === openHash) ?? null;
  return (
    <section className="crash-history" aria-label={t('history')}>
      {history.length === 0 ? (
        <p className="studio-muted">{t('historyEmpty')}</p>
      ) : (
        <ol className="crash-history-list">
          {history.map((entry) => (
            <li key={entry.hash}>
              <button
                type="button"
                className={`crash-history-chip is-${crashTier(entry.crashPoint)}`}
                aria-pressed={openHash === entry.hash}
                aria-label={t('historyItem', {
                  round: entry.round,
                  multiplier: formatMultiplier(entry.crashPoint, language),
                })}
                title={entry.hash}
                onClick={() => setOpenHash((current) => (current === entry.hash ? null : entry.hash))}
              >
                {formatMultiplier(entry.crashPoint, language)}
              </button>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <div className="crash-hash-detail">
          <p>
            <strong>{t('roundLabel', { round: open.round })}</strong> ·{' '}
            <span className={`crash-tier is-${crashTier(open.crashPoint)}`}>
              {formatMultiplier(open.crashPoint, language)}
            </span>
          </p>
          <p className="crash-hash-label">{t('hash')}</p>
          <code className="crash-hash">{open.hash}</code>
          <p className="studio-muted">{t('verifyHint', { round: open.round })}</p>
        </div>
      ) : null}
    </section>
  );
};
