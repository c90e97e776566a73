import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

type GameSearchProps = {
  /** The search in effect (already trimmed). */
  value: string;
  onSearch: (name: string) => void;
};

/**
 * The game-name search: the list follows the typing once it pauses, trimmed (spec section 5).
 * When the filters clear the search (another vendor), the box empties too.
 */
export const GameSearch = ({ value, onSearch }: GameSearchProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);

  // The search changed from outside (back button, a filter reset): show it, unless the box
  // already says the same with spaces the trim removed.
  if (value !== applied) {
    setApplied(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const trimmed = draft.trim();
    if (trimmed === value) return;
    const handle = window.setTimeout(() => onSearch(trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(handle);
  }, [draft, value, onSearch]);

  return (
    <div className="lobby-search">
      <label htmlFor={id} className="visually-hidden">
        {t('games.lobby.search')}
      </label>
      <Icon name="search" size={18} className="lobby-search-icon" />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={64}
        placeholder={t('games.lobby.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(draft.trim());
        }}
      />
      {draft && (
        <button
          type="button"
          className="icon-btn lobby-search-clear"
          aria-label={t('games.lobby.clearSearch')}
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
};
