import { useMemo } from 'react';
import { formatMoney } from '../lib/format';
import { symbolName, translator } from './i18n';
import type { LaunchQuery } from './query';
import { SlotGame } from './slot-game';
import { ErrorScreen, LoadingScreen } from './status-screen';
import { createStudioApi, type StudioApi } from './studio-api';
import { StudioContext, type StudioContextValue } from './studio-context';
import { SymbolDefs, symbolLooks } from './symbol-art';
import type { Wait } from './timing';
import { useStudioSession } from './use-studio-session';

/** Codes after which opening again can help (an outage); an expired launch cannot be retried. */
const RETRYABLE = new Set(['service-unavailable', 'unknown']);

export const StudioApp = (props: { query: LaunchQuery; wait: Wait; api?: StudioApi }) => {
  const { query } = props;
  const t = useMemo(() => translator(query.language), [query.language]);
  const api = useMemo(
    () => props.api ?? createStudioApi(query.language, t('networkError')),
    [props.api, query.language, t],
  );
  const { state, retry } = useStudioSession({ api, query, missingGameMessage: t('missingGame') });
  const session = state.kind === 'ready' ? state.session : null;

  const context = useMemo<StudioContextValue>(() => {
    const money = (centavos: number) => formatMoney(centavos, query.language, session?.currency ?? 'BRL');
    const symbols = session?.game.symbols ?? [];
    const keys = new Map(symbols.map((symbol) => [symbol.id, symbol.themeKey]));
    return {
      language: query.language,
      t,
      money,
      looks: session ? symbolLooks(session.game) : new Map(),
      symbolLabel: (id) => symbolName(keys.get(id) ?? id, query.language, t),
    };
  }, [query.language, session, t]);

  if (state.kind === 'loading') return <LoadingScreen t={t} />;
  if (state.kind === 'error')
    return (
      <ErrorScreen
        t={t}
        message={state.message}
        onRetry={RETRYABLE.has(state.code) && query.game ? retry : undefined}
      />
    );
  return (
    <StudioContext.Provider value={context}>
      <SymbolDefs />
      <SlotGame api={api} session={state.session} wait={props.wait} />
    </StudioContext.Provider>
  );
};
