import type { FairGameKind } from '@platform/contracts';
import { GameTopBar } from '../../game-top-bar';
import type { GameInfoOf } from '../../session';
import { useStudio } from '../../studio-context';
import { ShieldIcon } from './fair-icons';
import { useFairText } from './use-fair-text';

/** The shared top bar with the balance, and the fairness panel one tap away. */
export const FairTopBar = (props: {
  game: GameInfoOf<FairGameKind>;
  demo: boolean;
  balance: number;
  onRules: () => void;
  onFairness: () => void;
}) => {
  const { money } = useStudio();
  const t = useFairText();
  return (
    <GameTopBar
      game={props.game}
      demo={props.demo}
      rulesLabel={t('rules')}
      onRules={props.onRules}
      className="fair-topbar"
      actions={
        <button
          type="button"
          className="studio-icon-btn fair-shield"
          aria-label={t('fairness')}
          onClick={props.onFairness}
        >
          <ShieldIcon />
        </button>
      }
    >
      <p className="fair-balance">
        <span className="studio-label">{t('balance')}</span>
        <span className="fair-balance-amount" data-testid="balance">
          {money(props.balance)}
        </span>
      </p>
    </GameTopBar>
  );
};
