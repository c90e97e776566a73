import type { FairGameKind, RevealedSeedPair } from '@platform/contracts';
import { formatClock } from '@platform/web-kit';
import { useStudio } from '../../studio-context';
import { verifyHref } from '../../verify/verify-link';
import { ShieldIcon } from './fair-icons';
import type { FairHistoryEntry } from './use-fair-play';
import { useFairText } from './use-fair-text';

/**
 * Where a round can be checked: a real-money round is stored (looked up by id); a free-play round
 * is not, so it links with its seeds once its server seed has been revealed.
 */
export const entryVerifyHref = (input: {
  entry: FairHistoryEntry;
  kind: FairGameKind;
  real: boolean;
  revealed: readonly RevealedSeedPair[];
  language: Parameters<typeof verifyHref>[0];
}) => {
  const { entry } = input;
  if (input.real) return verifyHref(input.language, { round: entry.roundId });
  const pair = input.revealed.find((revealed) => revealed.serverSeedHash === entry.seeds.serverSeedHash);
  if (!pair) return null;
  return verifyHref(input.language, {
    kind: input.kind,
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: entry.seeds.clientSeed,
    nonce: entry.seeds.nonce,
    params: entry.params,
  });
};

export const FairHistory = (props: {
  entries: readonly FairHistoryEntry[];
  kind: FairGameKind;
  real: boolean;
  revealed: readonly RevealedSeedPair[];
}) => {
  const { money, language } = useStudio();
  const t = useFairText();
  return (
    <section className="studio-history fair-history" aria-labelledby="fair-history-title">
      <h2 id="fair-history-title">{t('history')}</h2>
      {props.entries.length === 0 ? (
        <p className="studio-muted">{t('historyEmpty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('bet')}</th>
              <th scope="col">{t('result')}</th>
              <th scope="col">{t('win')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.entries.map((entry) => {
              const time = formatClock(entry.time);
              const href = entryVerifyHref({ ...props, entry, language });
              return (
                <tr key={entry.roundId}>
                  <td>{time}</td>
                  <td>{money(entry.bet)}</td>
                  <td>{entry.result}</td>
                  <td className={entry.win > 0 ? 'is-win' : undefined}>{money(entry.win)}</td>
                  <td>
                    {href ? (
                      <a
                        className="fair-verify-link"
                        href={href}
                        target="_blank"
                        rel="noopener"
                        aria-label={t('verifyRound', { time })}
                        title={t('verify')}
                      >
                        <ShieldIcon size={18} />
                      </a>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
};
