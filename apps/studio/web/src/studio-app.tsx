import { lazy, Suspense, useMemo } from 'react';
import { formatMoney, type StudioSessionResponse } from '@platform/contracts';
import { symbolName, translator } from './i18n';
import type { LaunchQuery } from './query';
import { isSessionOf } from './session';
import { SlotGame } from './games/slots/slot-game';
import { ErrorScreen, LoadingScreen } from './status-screen';
import { createStudioApi, type StudioApi } from './studio-api';
import { StudioContext, type StudioContextValue } from './studio-context';
import { SymbolDefs, symbolLooks } from './games/slots/symbol-art';
import type { Wait } from './timing';
import { useStudioSession } from './use-studio-session';

// Slots are most of the catalogue and load with the page; the other kinds load when opened.
const FairGame = lazy(() =>
  import('./games/fair/fair-game').then((module) => ({ default: module.FairGame })),
);
const CrashGame = lazy(() =>
  import('./games/crash/crash-game').then((module) => ({ default: module.CrashGame })),
);
const FishGame = lazy(() =>
  import('./games/fish/fish-game').then((module) => ({ default: module.FishGame })),
);
const SportsbookGame = lazy(() =>
  import('./games/sportsbook/sportsbook-game').then((module) => ({ default: module.SportsbookGame })),
);

const LotteryGame = lazy(() =>
  import('./games/lottery/lottery-game').then((module) => ({ default: module.LotteryGame })),
);

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
    const slot = session && isSessionOf(session, 'slot') ? session.game : null;
    const keys = new Map((slot?.symbols ?? []).map((symbol) => [symbol.id, symbol.themeKey]));
    return {
      language: query.language,
      t,
      money,
      looks: slot ? symbolLooks(slot) : new Map(),
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
      <Suspense fallback={<LoadingScreen t={t} />}>
        <GamePage api={api} session={state.session} wait={props.wait} />
      </Suspense>
    </StudioContext.Provider>
  );
};

/** The page of the session's kind of game. */
const GamePage = ({ session, ...rest }: { api: StudioApi; session: StudioSessionResponse; wait: Wait }) => {
  if (isSessionOf(session, 'slot'))
    return (
      <>
        <SymbolDefs />
        <SlotGame {...rest} session={session} />
      </>
    );
  if (isSessionOf(session, 'crash')) return <CrashGame {...rest} session={session} />;
  if (isSessionOf(session, 'fish')) return <FishGame {...rest} session={session} />;
  if (isSessionOf(session, 'sportsbook')) return <SportsbookGame {...rest} session={session} />;
  if (isSessionOf(session, 'lottery')) return <LotteryGame {...rest} session={session} />;
  return <FairGame {...rest} session={session as Parameters<typeof FairGame>[0]['session']} />;
};
