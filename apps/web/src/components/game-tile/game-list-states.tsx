import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import type { IconName } from '../icon';
import { LoadError } from '../load-error';
import { StatePanel } from '../state-panel';

type HeadingLevel = 2 | 3;

/** A list of games that failed to load, wherever it is shown (lobby, favourites, recent, popups). */
export const GameListError = ({
  message,
  onRetry,
  headingLevel = 2,
}: {
  message: string;
  onRetry: () => void;
  headingLevel?: HeadingLevel;
}) => {
  const { t } = useTranslation();
  return (
    <LoadError
      headingLevel={headingLevel}
      title={t('games.lists.errorTitle')}
      message={message}
      onRetry={onRetry}
    />
  );
};

const EMPTY_LISTS = {
  favorite: { icon: 'heart', keys: 'games.favorite' },
  recent: { icon: 'clock', keys: 'games.recent' },
} as const satisfies Record<string, { icon: IconName; keys: string }>;

/** A member's own list with nothing in it yet (favourites, recent games), and where to find games. */
export const EmptyOwnGames = ({
  list,
  headingLevel = 2,
}: {
  list: keyof typeof EMPTY_LISTS;
  headingLevel?: HeadingLevel;
}) => {
  const { t } = useTranslation();
  const { icon, keys } = EMPTY_LISTS[list];
  return (
    <StatePanel
      icon={icon}
      headingLevel={headingLevel}
      title={t(`${keys}.emptyTitle`)}
      description={t(`${keys}.emptyText`)}
    >
      <Link to="/rng" className="btn btn-primary">
        {t(`${keys}.explore`)}
      </Link>
    </StatePanel>
  );
};
