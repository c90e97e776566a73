import { formatClock } from '@platform/web-kit';
import { useStudio } from '../../studio-context';
import type { HistoryEntry } from './use-slot-play';

export const HistoryPanel = ({ entries }: { entries: readonly HistoryEntry[] }) => {
  const { t, money } = useStudio();
  return (
    <section className="studio-history" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title">{t('history')}</h2>
      {entries.length === 0 ? (
        <p className="studio-muted">{t('historyEmpty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('bet')}</th>
              <th scope="col">{t('win')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.roundId}>
                <td>{formatClock(entry.time)}</td>
                <td>{money(entry.bet)}</td>
                <td className={entry.win > 0 ? 'is-win' : undefined}>{money(entry.win)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
