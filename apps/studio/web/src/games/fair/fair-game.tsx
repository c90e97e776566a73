import { useCallback, useState } from 'react';
import type { FairGameKind } from '@platform/contracts';
import { isSessionOf, type GamePageProps, type SessionOf } from '../../session';
import { ErrorScreen } from '../../status-screen';
import { useStudio } from '../../studio-context';
import type { Wait } from '../../timing';
import { DiceGame } from './dice-game';
import { DoubleGame } from './double-game';
import { FairHistory } from './fair-history';
import { FairTopBar } from './fair-topbar';
import { FairnessDialog } from './fairness-dialog';
import { LimboGame } from './limbo-game';
import { MinesGame } from './mines-game';
import { PlinkoGame } from './plinko-game';
import { RulesDialog } from './rules-dialog';
import { useFairPlay, type FairPlay } from './use-fair-play';
import './fair.css';

/** The page of the session's game. */
const GameBody = (props: {
  session: SessionOf<FairGameKind>;
  play: FairPlay;
  ready: boolean;
  wait: Wait;
}) => {
  const { session, ...rest } = props;
  if (isSessionOf(session, 'dice')) return <DiceGame session={session} {...rest} />;
  if (isSessionOf(session, 'mines')) return <MinesGame session={session} {...rest} />;
  if (isSessionOf(session, 'plinko')) return <PlinkoGame session={session} {...rest} />;
  if (isSessionOf(session, 'double')) return <DoubleGame session={session} {...rest} />;
  if (isSessionOf(session, 'limbo')) return <LimboGame session={session} {...rest} />;
  return null;
};

/**
 * The studio's provably fair in-house games (docs/provably-fair.md): the shared frame (top bar
 * with RTP and balance, rules before the first bet, fairness panel, history) around each game.
 */
export const FairGame = (props: GamePageProps<FairGameKind>) => {
  const { session } = props;
  const { t } = useStudio();
  const play = useFairPlay({ api: props.api, session });
  // Brazilian rule: the rules, RTP and limits are seen, and closed, before the first bet.
  const [rulesOpen, setRulesOpen] = useState(true);
  const [acknowledged, setAcknowledged] = useState(false);
  const [fairnessOpen, setFairnessOpen] = useState(false);
  const closeRules = useCallback(() => {
    setRulesOpen(false);
    setAcknowledged(true);
  }, []);
  const closeFairness = useCallback(() => setFairnessOpen(false), []);

  if (play.fatal) return <ErrorScreen t={t} message={play.fatal.message} />;

  const kind = session.game.kind;
  return (
    <div className={`studio-page fair-page fair-${kind}`}>
      <FairTopBar
        game={session.game}
        demo={session.mode === 'demo'}
        balance={play.balance}
        onRules={() => setRulesOpen(true)}
        onFairness={() => setFairnessOpen(true)}
      />
      <div className="fair-layout">
        <main className="fair-main">
          <GameBody session={session} play={play} ready={acknowledged} wait={props.wait} />
        </main>
        <aside className="studio-aside">
          <FairHistory
            entries={play.history}
            kind={kind}
            real={session.mode === 'real'}
            revealed={play.revealed}
          />
        </aside>
      </div>
      {rulesOpen ? (
        <RulesDialog game={session.game} acknowledged={acknowledged} onClose={closeRules} />
      ) : null}
      {fairnessOpen ? <FairnessDialog kind={kind} play={play} onClose={closeFairness} /> : null}
    </div>
  );
};
