import { useEffect, useRef } from 'react';
import type { FishGameInfo, FishSpecies, SupportedLanguage } from '@platform/contracts';
import { formatCount } from '@platform/web-kit';
import { formatRtp } from '../../rtp';
import { useStudio } from '../../studio-context';
import type { FishMessageKey } from './fish-i18n';
import type { TranslateOf } from '../../i18n';
import { drawThumbnail } from './fish-renderer';

/** The chance a shot at a fish of multiplier m catches it, RTP ÷ m, as "48,25 %". */
export const formatChance = (rtp: number, multiplier: number, language: SupportedLanguage) =>
  `${((rtp / multiplier) * 100).toLocaleString(language === 'PT' ? 'pt-BR' : 'en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })} %`;

const Thumbnail = ({ species }: { species: FishSpecies }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) drawThumbnail(canvas.current, species);
  }, [species]);
  return <canvas ref={canvas} className="fish-thumb" aria-hidden="true" />;
};

/** The rules before the first shot (Brazilian rule): how shots work, the RTP, every species' prize. */
export const FishRules = (props: { game: FishGameInfo; cost: number; f: TranslateOf<FishMessageKey> }) => {
  const { game, cost, f } = props;
  const { language, money } = useStudio();
  const rtp = formatRtp(game.rtp, language);
  return (
    <div className="studio-paytable fish-rules">
      <dl className="studio-figures">
        <div>
          <dt>RTP</dt>
          <dd>{rtp}</dd>
        </div>
        <div>
          <dt>{f('maxWin')}</dt>
          <dd>{f('maxWinValue', { multiplier: formatCount(game.maxMultiplier, language) })}</dd>
        </div>
        <div>
          <dt>{f('costs')}</dt>
          <dd>
            {f('costRange', { min: money(game.shotCosts[0] ?? 0), max: money(game.shotCosts.at(-1) ?? 0) })}
          </dd>
        </div>
      </dl>
      <section>
        <h3>{f('howTitle')}</h3>
        <ul className="studio-list studio-rules">
          <li>{f('howAim')}</li>
          <li>{f('howBet')}</li>
          <li>{f('howCatch', { rtp })}</li>
          <li>{f('howRate', { count: game.shotsPerSecond })}</li>
          <li>{f('rtpRule', { rtp })}</li>
        </ul>
      </section>
      <section>
        <h3>{f('speciesTitle')}</h3>
        <p className="studio-muted">{f('speciesAt', { cost: money(cost) })}</p>
        <ul className="fish-species-grid">
          {[...game.species].reverse().map((species) => (
            <li
              key={species.id}
              className={species.multiplier >= 100 ? 'fish-species is-boss' : 'fish-species'}
            >
              <Thumbnail species={species} />
              <div>
                <strong>{species.names[language]}</strong>
                <span className="fish-species-multiplier">{`×${formatCount(species.multiplier, language)}`}</span>
                <span>{f('pays', { amount: money(cost * species.multiplier) })}</span>
                <span className="studio-muted">
                  {f('chance', { chance: formatChance(game.rtp, species.multiplier, language) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
