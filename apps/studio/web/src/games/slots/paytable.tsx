import type { SlotGameInfo } from '@platform/contracts';
import { SymbolArt } from './symbol-art';
import { formatRtp } from '../../rtp';
import { creditsToMoney, evaluationCount, formatMultiplier } from './slot-math';
import { useStudio } from '../../studio-context';
import type { MessageKey } from '../../i18n';

/** The game's key figures: RTP, max win, volatility (shown before the first bet and in the rules). */
export const GameFigures = ({ game }: { game: SlotGameInfo }) => {
  const { t, language } = useStudio();
  return (
    <dl className="studio-figures">
      <div>
        <dt>RTP</dt>
        <dd>{formatRtp(game.rtp, language)}</dd>
      </div>
      <div>
        <dt>{t('maxWin')}</dt>
        <dd>{t('maxWinValue', { multiplier: formatMultiplier(game.maxWinMultiplier, language) })}</dd>
      </div>
      <div>
        <dt>{t('volatility')}</dt>
        <dd>{t(`volatility.${game.volatility}` as MessageKey) ?? game.volatility}</dd>
      </div>
    </dl>
  );
};

const Paylines = ({ game }: { game: SlotGameInfo }) => {
  const { t } = useStudio();
  if (game.evaluation.kind !== 'lines') return null;
  return (
    <section aria-labelledby="studio-paylines">
      <h3 id="studio-paylines">{t('paylines')}</h3>
      <ol className="studio-paylines">
        {game.evaluation.paylines.map((line, index) => (
          <li key={index} aria-label={t('line', { line: index + 1 })}>
            <span className="studio-payline-number">{index + 1}</span>
            <span
              className="studio-payline-grid"
              style={{ gridTemplateColumns: `repeat(${game.reels}, 1fr)` }}
            >
              {Array.from({ length: game.rows }, (_, row) =>
                line.map((lineRow, reel) => (
                  <span key={`${row}-${reel}`} className={lineRow === row ? 'is-on' : undefined} />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
};

const layoutRule = (game: SlotGameInfo, count: string, t: ReturnType<typeof useStudio>['t']) => {
  if (game.evaluation.kind === 'lines') return t('linesRule', { count });
  if (game.evaluation.kind === 'cluster') return t('clusterRule', { count });
  if (game.minRows !== undefined && game.minRows < game.rows)
    return t('variableWaysRule', { count, min: game.minRows, max: game.rows });
  return t('waysRule', { count });
};

export const Paytable = ({ game, bet }: { game: SlotGameInfo; bet: number }) => {
  const { t, language, money, looks, symbolLabel } = useStudio();
  const art = (id: string) => (
    <SymbolArt
      look={looks.get(id)}
      label={symbolLabel(id)}
      wildLabel={t('wild')}
      scatterLabel={t('scatter')}
    />
  );
  const regular = game.symbols.filter((symbol) => symbol.kind === 'regular');
  const wild = game.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = game.symbols.find((symbol) => symbol.kind === 'scatter');
  const count = formatMultiplier(evaluationCount(game), language);
  const multipliers = game.multiplierFeature?.outcomes.map((outcome) => `×${outcome.multiplier}`).join(', ');

  return (
    <div className="studio-paytable">
      <GameFigures game={game} />
      <p className="studio-muted">{t('payAt', { bet: money(bet) })}</p>
      <ul className="studio-pay-grid">
        {regular.map((symbol) => {
          const pays = game.paytable[symbol.id] ?? [];
          const last = pays.length - 1;
          const countLabel = (count: number) =>
            game.evaluation.kind !== 'cluster' ? `${count}×` : count === last ? `${count}+` : `${count}`;
          return (
            <li key={symbol.id} className="studio-pay-card">
              {art(symbol.id)}
              <div>
                <strong>{symbolLabel(symbol.id)}</strong>
                <dl>
                  {pays
                    .map((credits, runLength) => ({ credits, runLength }))
                    .filter((pay) => pay.credits > 0)
                    .reverse()
                    .map((pay) => (
                      <div key={pay.runLength}>
                        <dt>{countLabel(pay.runLength)}</dt>
                        <dd>
                          {money(creditsToMoney({ bet, credits: pay.credits, betUnits: game.betUnits }))}
                        </dd>
                      </div>
                    ))}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      <ul className="studio-special">
        {wild ? (
          <li className="studio-pay-card is-special">
            {art(wild.id)}
            <p>
              <strong>{t('wild')}</strong> {t('wildRule')}
            </p>
          </li>
        ) : null}
        {scatter && game.scatter ? (
          <li className="studio-pay-card is-special">
            {art(scatter.id)}
            <div>
              <p>
                <strong>{t('scatter')}</strong> {t('scatterRule')}
              </p>
              <ul className="studio-list">
                {game.scatter.pays.map((pay, n) =>
                  pay > 0 ? (
                    <li key={`p${n}`}>
                      {t('scatterPays', { count: n, pay: formatMultiplier(pay, language) })} (
                      {money(pay * bet)})
                    </li>
                  ) : null,
                )}
                {game.scatter.freeSpins.map((spins, n) =>
                  spins > 0 ? <li key={`f${n}`}>{t('scatterFree', { count: n, spins })}</li> : null,
                )}
              </ul>
            </div>
          </li>
        ) : null}
      </ul>
      <ul className="studio-list studio-rules">
        <li>{layoutRule(game, count, t)}</li>
        {game.scatter ? (
          <li>
            {t('freeSpinsRule', { multiplier: formatMultiplier(game.scatter.freeSpinMultiplier, language) })}
          </li>
        ) : null}
        {multipliers ? <li>{t('multiplierRule', { list: multipliers })}</li> : null}
        <li>{t('capRule', { multiplier: formatMultiplier(game.maxWinMultiplier, language) })}</li>
        <li>{t('rtpRule', { rtp: formatRtp(game.rtp, language) })}</li>
      </ul>
      <Paylines game={game} />
    </div>
  );
};
