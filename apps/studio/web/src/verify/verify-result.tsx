import type { SupportedLanguage } from '@platform/contracts';
import { formatHundredths } from '../games/fair/fair-math';
import { MINES_TILES, roundMessage, type ComputedOutcome, type ComputedRound } from './fair-compute';
import type { VerifyTranslate } from './verify-i18n';
import type { VerifyInput } from './verify-form';

const MinesBoard = ({ mineTiles, t }: { mineTiles: readonly number[]; t: VerifyTranslate }) => (
  <ol className="verify-mines" aria-label={t('minesGrid')}>
    {Array.from({ length: MINES_TILES }, (_, tile) => {
      const mine = mineTiles.includes(tile);
      return (
        <li
          key={tile}
          className={mine ? 'is-mine' : undefined}
          aria-label={t(mine ? 'tileMine' : 'tileSafe', { n: tile })}
        >
          <span aria-hidden="true">{tile}</span>
        </li>
      );
    })}
  </ol>
);

const Outcome = (props: {
  outcome: ComputedOutcome;
  input: VerifyInput;
  t: VerifyTranslate;
  language: SupportedLanguage;
}) => {
  const { outcome, input, t, language } = props;
  switch (outcome.kind) {
    case 'dice': {
      const params = input.params.kind === 'dice' ? input.params : null;
      const choice = params
        ? { direction: t(params.direction), target: formatHundredths(params.target, language) }
        : { direction: '', target: '' };
      return (
        <>
          <p className="verify-big">{t('diceRoll', { roll: formatHundredths(outcome.roll, language) })}</p>
          <p className={outcome.win ? 'verify-win' : 'verify-loss'}>
            {t(outcome.win ? 'diceWins' : 'diceLoses', choice)}
          </p>
        </>
      );
    }
    case 'mines':
      return (
        <>
          <p className="verify-big">{t('minesTiles', { tiles: outcome.mineTiles.join(', ') })}</p>
          <MinesBoard mineTiles={outcome.mineTiles} t={t} />
        </>
      );
    case 'plinko':
      return (
        <>
          <p className="verify-big">{t('plinkoSlot', { slot: outcome.slot })}</p>
          <p>
            {t('plinkoPath', {
              path: outcome.path.map((step) => t(step === 1 ? 'right' : 'left')).join(' '),
            })}{' '}
            <span className="verify-muted">({t('pathLegend')})</span>
          </p>
        </>
      );
    case 'double':
      return (
        <>
          <p className="verify-big">
            <span className={`verify-swatch is-${outcome.colour}`} aria-hidden="true" />
            {t('doubleSlot', { slot: outcome.slot, colour: t(`colour.${outcome.colour}`) })}
          </p>
          {input.colour ? (
            <p className={input.colour === outcome.colour ? 'verify-win' : 'verify-loss'}>
              {t(input.colour === outcome.colour ? 'wins' : 'loses')} ({t(`colour.${input.colour}`)})
            </p>
          ) : null}
        </>
      );
    case 'limbo':
      return (
        <>
          <p className="verify-big">
            {t('limboResult', { result: `${formatHundredths(outcome.result, language)}×` })}
          </p>
          {input.limboTarget !== null ? (
            <p className={outcome.result >= input.limboTarget ? 'verify-win' : 'verify-loss'}>
              {t(outcome.result >= input.limboTarget ? 'wins' : 'loses')} (
              {formatHundredths(input.limboTarget, language)}×)
            </p>
          ) : null}
        </>
      );
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
};

/** What the browser computed: the commitment, each HMAC round, the floats and the outcome. */
export const VerifyResult = (props: {
  computed: ComputedRound;
  input: VerifyInput;
  t: VerifyTranslate;
  language: SupportedLanguage;
}) => {
  const { computed, input, t, language } = props;
  const hashMatches = input.serverSeedHash === null ? null : input.serverSeedHash === computed.serverSeedHash;
  return (
    <section className="verify-card" aria-labelledby="verify-result-title">
      <h2 id="verify-result-title">{t('result')}</h2>
      <div className="verify-outcome" data-testid="verify-outcome">
        <h3>{t('outcome')}</h3>
        <Outcome outcome={computed.outcome} input={input} t={t} language={language} />
      </div>
      <dl className="verify-facts">
        <div>
          <dt>{t('hashComputed')}</dt>
          <dd>
            <code data-testid="computed-hash">{computed.serverSeedHash}</code>
            {hashMatches === null ? null : (
              <p className={hashMatches ? 'verify-ok' : 'verify-bad'}>
                {t(hashMatches ? 'hashMatches' : 'hashDiffers')}
              </p>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('rounds')}</dt>
          <dd>
            <ol className="verify-rounds">
              {computed.rounds.map((hex, round) => (
                <li key={round}>
                  <code className="verify-message">{roundMessage(input.seeds, round)}</code>
                  <code>{hex}</code>
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div>
          <dt>{t('floats')}</dt>
          <dd>
            <ol className="verify-floats" start={0}>
              {computed.floats.map((float, index) => (
                <li key={index}>
                  <code>{float}</code>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      </dl>
    </section>
  );
};
