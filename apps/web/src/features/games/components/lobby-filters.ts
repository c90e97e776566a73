import { isGameClassify, type GameClass, type GameClassify, type GameType } from '@platform/contracts';

/** A lobby's filters, kept in the address so back and forward step through them. */
export type LobbyFilters = {
  /** null: every vendor of the category. */
  vassalage: string | null;
  classify: GameClassify;
  /** Trimmed. */
  name: string;
  page: number;
};

export const DEFAULT_FILTERS: LobbyFilters = { vassalage: null, classify: 'ALL', name: '', page: 1 };

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

export const readFilters = (params: URLSearchParams): LobbyFilters => {
  const classify = params.get('classify')?.toUpperCase();
  return {
    vassalage: params.get('vassalage')?.trim() || null,
    classify: isGameClassify(classify) ? classify : 'ALL',
    name: params.get('name')?.trim() ?? '',
    page: positiveInt(params.get('page')),
  };
};

/** Defaults stay out of the address: /rng, not /rng?classify=ALL&page=1. */
export const writeFilters = (filters: LobbyFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.vassalage) params.set('vassalage', filters.vassalage);
  if (filters.classify !== 'ALL') params.set('classify', filters.classify);
  if (filters.name) params.set('name', filters.name);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** Spec section 4: choosing a vendor resets classify to all; search and paging reset too. */
export const selectVendor = (_filters: LobbyFilters, vassalage: string | null): LobbyFilters => ({
  ...DEFAULT_FILTERS,
  vassalage,
});

/** Another classify keeps the vendor; search and paging reset (spec section 4). */
export const selectClassify = (filters: LobbyFilters, classify: GameClassify): LobbyFilters => ({
  ...filters,
  classify,
  name: '',
  page: 1,
});

/** A new search (trimmed, spec section 5) starts again at page 1. */
export const searchName = (filters: LobbyFilters, name: string): LobbyFilters => ({
  ...filters,
  name: name.trim(),
  page: 1,
});

export const goToPage = (filters: LobbyFilters, page: number): LobbyFilters => ({ ...filters, page });

export const hasNarrowing = (filters: LobbyFilters) =>
  filters.vassalage !== null || filters.classify !== 'ALL' || filters.name !== '';

/**
 * The classify menu (spec section 2): all, hot, recent (members only), new (slots only), then the
 * vendor's classes in the catalogue's order.
 */
export const classifyOptions = (input: {
  category: GameType;
  loggedIn: boolean;
  classes: readonly GameClass[];
}): GameClassify[] => [
  'ALL',
  'HOT',
  ...(input.loggedIn ? (['RECENT'] as const) : []),
  ...(input.category === 'RNG' ? (['NEW'] as const) : []),
  ...input.classes.filter((value, index, all) => all.indexOf(value) === index),
];
