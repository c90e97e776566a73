import type { CrashGameInfo } from '@platform/contracts';
import type { TranslateOf } from '../../i18n';
import { useStudio } from '../../studio-context';
import type { CrashMessageKey } from './crash-i18n';
import { formatCount, formatPercent } from './crash-math';

/** Brazilian rule: the return, the edge, the limits and how rounds work, before the first bet. */
export const CrashRules = (props: {
  t: TranslateOf<CrashMessageKey>;
  game: CrashGameInfo;
  intro: boolean;
}) => {
  const { t, game } = props;
  const { money, language } = useStudio();
  const rtp = formatPercent(game.rtp, language);
  // A round crashes at 1.00× when it would not reach 1.01×: 1 − (1 − edge) / 1.01.
  const instant = formatPercent(1 - (1 - game.edgeBp / 10_000) / 1.01, language);
  return (
    <div className="crash-rules">
      {props.intro ? <p className="studio-gate-intro">{t('rulesIntro')}</p> : null}
      <dl className="studio-figures crash-figures">
        <div>
          <dt>{t('rtpFigure')}</dt>
          <dd>{rtp}</dd>
        </div>
        <div>
          <dt>{t('edgeFigure')}</dt>
          <dd>{formatPercent(game.edgeBp / 10_000, language)}</dd>
        </div>
        <div>
          <dt>{t('maxPayoutFigure')}</dt>
          <dd>{money(game.maxPayout)}</dd>
        </div>
        <div>
          <dt>{t('limitsFigure')}</dt>
          <dd>{t('limitsValue', { min: money(game.minBet), max: money(game.maxBet) })}</dd>
        </div>
      </dl>
      <h3>{t('howTitle')}</h3>
      <ul className="studio-list crash-rule-list">
        <li>{t('how1', { seconds: Math.round(game.bettingMs / 100) / 10 })}</li>
        <li>{t('how2')}</li>
        <li>{t('how3')}</li>
        <li>{t('how4', { max: money(game.maxPayout) })}</li>
        <li>{t('how5', { instant, rtp })}</li>
      </ul>
      <h3>{t('fairTitle')}</h3>
      <p>{t('fair1')}</p>
      <p>{t('fair2')}</p>
      <p className="crash-hash-label">{t('terminalHash')}</p>
      <code className="crash-hash" data-testid="crash-terminal-hash">
        {game.chain.terminalHash}
      </code>
      <p className="crash-hash-label">{t('salt')}</p>
      <code className="crash-hash">{game.chain.salt}</code>
      <p className="studio-muted">{t('rounds', { count: formatCount(game.chain.length, language) })}</p>
    </div>
  );
};
