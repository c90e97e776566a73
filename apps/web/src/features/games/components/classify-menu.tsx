import { useTranslation } from '../../../i18n';
import type { GameClassify } from '@platform/contracts';

type ClassifyMenuProps = {
  options: readonly GameClassify[];
  selected: GameClassify;
  onSelect: (classify: GameClassify) => void;
};

export const ClassifyMenu = ({ options, selected, onSelect }: ClassifyMenuProps) => {
  const { t } = useTranslation();
  return (
    <div
      className="lobby-classify"
      role="group"
      aria-label={t('games.lobby.classify')}
      data-testid="classify-menu"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`lobby-pill${selected === option ? ' is-active' : ''}`}
          aria-pressed={selected === option}
          onClick={() => onSelect(option)}
        >
          {t(`games.classify.${option}`)}
        </button>
      ))}
    </div>
  );
};
