import { useState } from 'react';
import type { FairGameKind } from '@platform/contracts';
import type { PlinkoRiskLevel } from '../../verify/fair-compute';
import { Modal } from '../../modal';
import type { GameInfoOf } from '../../session';
import { formatRtp } from '../../rtp';
import { useStudio } from '../../studio-context';
import type { FairMessageKey } from './fair-i18n';
import {
  DICE_OUTCOMES,
  formatHundredths,
  formatMultiplierE4,
  formatPercent,
  edgeFraction,
} from './fair-math';
import { useFairText } from './use-fair-text';

const DiceRules = ({ game }: { game: GameInfoOf<'dice'> }) => {
  const { language } = useStudio();
  const t = useFairText();
  return (
    <>
      <li>{t('diceRule1')}</li>
      <li>{t('diceRule2')}</li>
      <li>
        {t('diceRule3', {
          min: formatPercent(game.minWinCount / DICE_OUTCOMES, language),
          max: formatPercent(game.maxWinCount / DICE_OUTCOMES, language),
        })}
      </li>
    </>
  );
};

const MinesTable = ({ game }: { game: GameInfoOf<'mines'> }) => {
  const { language } = useStudio();
  const t = useFairText();
  const [mines, setMines] = useState(Math.min(Math.max(3, game.minMines), game.maxMines));
  const row = (game.multipliers[mines] ?? []).map((multiplier, picks) => ({ multiplier, picks }));
  return (
    <section className="fair-rules-table">
      <label className="fair-field fair-inline-field">
        <span className="fair-label">{t('mines')}</span>
        <select
          className="fair-select"
          value={mines}
          onChange={(event) => setMines(Number(event.target.value))}
        >
          {Array.from({ length: game.maxMines - game.minMines + 1 }, (_, i) => game.minMines + i).map(
            (count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ),
          )}
        </select>
      </label>
      <table className="fair-table">
        <caption>{t('minesTable', { mines })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('minesTableTiles')}</th>
            <th scope="col">{t('multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {row
            .filter((cell) => cell.picks > 0 && cell.multiplier > 0)
            .map((cell) => (
              <tr key={cell.picks}>
                <td>{cell.picks}</td>
                <td>{formatMultiplierE4(cell.multiplier, language)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
};

const PlinkoTable = ({ game }: { game: GameInfoOf<'plinko'> }) => {
  const { language } = useStudio();
  const t = useFairText();
  const [rows, setRows] = useState(game.rows.at(-1) ?? 16);
  const [risk, setRisk] = useState<PlinkoRiskLevel>(game.risks[1] ?? game.risks[0] ?? 'medium');
  const table = game.tables[risk]?.[String(rows)] ?? [];
  return (
    <section className="fair-rules-table">
      <div className="fair-inline-fields">
        <label className="fair-field fair-inline-field">
          <span className="fair-label">{t('rows')}</span>
          <select
            className="fair-select"
            value={rows}
            onChange={(event) => setRows(Number(event.target.value))}
          >
            {game.rows.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <label className="fair-field fair-inline-field">
          <span className="fair-label">{t('risk')}</span>
          <select
            className="fair-select"
            value={risk}
            onChange={(event) => setRisk(event.target.value as PlinkoRiskLevel)}
          >
            {game.risks.map((level) => (
              <option key={level} value={level}>
                {t(`risk.${level}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="fair-label">{t('plinkoTable', { rows, risk: t(`risk.${risk}`).toLowerCase() })}</p>
      <ol className="fair-plinko-list">
        {table.map((multiplier, slot) => (
          <li key={slot}>{formatMultiplierE4(multiplier, language)}</li>
        ))}
      </ol>
    </section>
  );
};

const countColour = (game: GameInfoOf<'double'>, colour: 'red' | 'black' | 'white') =>
  game.wheel.filter((slot) => slot === colour).length;

const GameRules = ({ game }: { game: GameInfoOf<FairGameKind> }) => {
  const { language } = useStudio();
  const t = useFairText();
  switch (game.kind) {
    case 'dice':
      return <DiceRules game={game} />;
    case 'mines':
      return (
        <>
          <li>{t('minesRule1', { min: game.minMines, max: game.maxMines })}</li>
          <li>{t('minesRule2')}</li>
          <li>{t('minesRule3')}</li>
        </>
      );
    case 'plinko':
      return (
        <>
          <li>{t('plinkoRule1', { min: Math.min(...game.rows), max: Math.max(...game.rows) })}</li>
          <li>{t('plinkoRule2')}</li>
        </>
      );
    case 'double':
      return (
        <>
          <li>
            {t('doubleRule1', {
              red: countColour(game, 'red'),
              black: countColour(game, 'black'),
              white: countColour(game, 'white'),
            })}
          </li>
          <li>
            {t('doubleRule2', {
              redPay: formatMultiplierE4(game.payouts.red ?? 0, language),
              blackPay: formatMultiplierE4(game.payouts.black ?? 0, language),
              whitePay: formatMultiplierE4(game.payouts.white ?? 0, language),
            })}
          </li>
        </>
      );
    case 'limbo':
      return (
        <>
          <li>
            {t('limboRule1', {
              min: `${formatHundredths(game.minTarget, language)}×`,
              max: `${formatHundredths(game.maxTarget, language)}×`,
            })}
          </li>
          <li>{t('limboRule2')}</li>
        </>
      );
    default: {
      const unknown: never = game;
      return unknown;
    }
  }
};

/**
 * The rules, shown by themselves before the first bet and closed with "Entendi, jogar" (Brazilian
 * rule): RTP, house edge, bet limits, maximum payout and how the game pays.
 */
export const RulesDialog = (props: {
  game: GameInfoOf<FairGameKind>;
  acknowledged: boolean;
  onClose: () => void;
}) => {
  const { money, language } = useStudio();
  const t = useFairText();
  const { game } = props;
  const rtp = formatRtp(game.rtp, language);
  const edge = formatPercent(edgeFraction(game.edgeBp), language);
  const figures: { label: FairMessageKey | 'RTP'; value: string }[] = [
    { label: 'RTP', value: rtp },
    { label: 'edge', value: edge },
    { label: 'minBet', value: money(game.minBet) },
    { label: 'maxBet', value: money(game.maxBet) },
    { label: 'maxPayout', value: money(game.maxPayout) },
  ];
  return (
    <Modal
      title={t('rules')}
      onClose={props.onClose}
      wide
      footer={
        <button type="button" className="btn btn-primary btn-lg" onClick={props.onClose}>
          {props.acknowledged ? t('close') : t('acknowledge')}
        </button>
      }
    >
      {props.acknowledged ? null : <p className="studio-gate-intro">{t('gateIntro')}</p>}
      <div className="studio-paytable">
        <dl className="studio-figures fair-figures">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label === 'RTP' ? 'RTP' : t(figure.label)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="studio-list studio-rules">
          <GameRules game={game} />
          <li>{t('payRule')}</li>
          <li>
            {t('limitsRule', {
              min: money(game.minBet),
              max: money(game.maxBet),
              payout: money(game.maxPayout),
            })}
          </li>
          <li>{t('rtpRule', { rtp, edge })}</li>
          <li>{t('fairRule')}</li>
        </ul>
        {game.kind === 'mines' ? <MinesTable game={game} /> : null}
        {game.kind === 'plinko' ? <PlinkoTable game={game} /> : null}
      </div>
    </Modal>
  );
};
