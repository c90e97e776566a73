import { useEffect, useId, useState, type FormEvent } from 'react';
import type { FairGameKind, FairSeedPair, RevealedSeedPair } from '@platform/contracts';
import { Modal } from '../../modal';
import { useStudio } from '../../studio-context';
import { verifyHref } from '../../verify/verify-link';
import { ErrorLine } from './bet-panel';
import type { FairPlay } from './use-fair-play';
import { useFairText } from './use-fair-text';

const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/u;

/** Choices a revealed pair's link starts from when none of its bets is in this page's history. */
const DEFAULT_PARAMS: Record<FairGameKind, Record<string, string | number>> = {
  dice: { direction: 'over', target: 5050 },
  mines: { mines: 3 },
  plinko: { rows: 16, risk: 'medium' },
  double: {},
  limbo: {},
};

const RevealedPair = (props: { pair: RevealedSeedPair; kind: FairGameKind; play: FairPlay }) => {
  const { language } = useStudio();
  const t = useFairText();
  const { pair } = props;
  // The newest bet of this pair played here, with its choices; else the pair's first nonce.
  const bet = props.play.history.find((entry) => entry.seeds.serverSeedHash === pair.serverSeedHash);
  const href = verifyHref(language, {
    kind: props.kind,
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: bet?.seeds.clientSeed ?? pair.clientSeed,
    nonce: bet?.seeds.nonce ?? 0,
    params: bet?.params ?? DEFAULT_PARAMS[props.kind],
  });
  return (
    <li className="fair-pair">
      <dl>
        <div>
          <dt>{t('serverSeed')}</dt>
          <dd>
            <code>{pair.serverSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('serverSeedHash')}</dt>
          <dd>
            <code>{pair.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('clientSeed')}</dt>
          <dd>
            <code>{pair.clientSeed}</code>
          </dd>
        </div>
      </dl>
      <p className="fair-pair-footer">
        <span className="studio-muted">
          {pair.betsPlayed > 1
            ? t('betsPlayed', { count: pair.betsPlayed, last: pair.betsPlayed - 1 })
            : pair.betsPlayed === 1
              ? t('betsPlayedOne')
              : t('noBets')}
        </span>
        {pair.betsPlayed > 0 ? (
          <a className="btn btn-secondary fair-pair-verify" href={href} target="_blank" rel="noopener">
            {t('verify')}
          </a>
        ) : null}
      </p>
    </li>
  );
};

/**
 * The seeds behind every result: the active pair's commitment, the player's seed and nonce, a
 * rotation that reveals the server seed, and the revealed pairs with links to the verify page.
 */
export const FairnessDialog = (props: { kind: FairGameKind; play: FairPlay; onClose: () => void }) => {
  const t = useFairText();
  const { play } = props;
  const { fair, classify, setRevealed } = play;
  const seedId = useId();
  const [active, setActive] = useState<FairSeedPair | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [seedInvalid, setSeedInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const [justRevealed, setJustRevealed] = useState<RevealedSeedPair | null>(null);

  useEffect(() => {
    let live = true;
    fair.seeds().then(
      (seeds) => {
        if (!live) return;
        setActive(seeds.active);
        setClientSeed(seeds.active.clientSeed);
        setRevealed(seeds.revealed);
      },
      (caught: unknown) => {
        if (live) setError(classify(caught).message);
      },
    );
    return () => {
      live = false;
    };
  }, [classify, fair, setRevealed]);

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    const seed = clientSeed.trim();
    if (!CLIENT_SEED.test(seed)) {
      setSeedInvalid(true);
      return;
    }
    setError(null);
    setRotating(true);
    try {
      const rotated = await fair.rotate(seed === active?.clientSeed ? undefined : seed);
      setActive(rotated.active);
      setClientSeed(rotated.active.clientSeed);
      setJustRevealed(rotated.revealed);
      setRevealed((pairs) => [rotated.revealed, ...pairs]);
    } catch (caught) {
      // Refused while a Mines round is in play: the server says so.
      setError(classify(caught).message);
    } finally {
      setRotating(false);
    }
  };

  return (
    <Modal
      title={t('fairnessTitle')}
      onClose={props.onClose}
      wide
      footer={
        <button type="button" className="btn btn-secondary" onClick={props.onClose}>
          {t('close')}
        </button>
      }
    >
      <div className="fair-fairness">
        <p className="studio-muted">{t('fairnessIntro')}</p>
        <section aria-labelledby={`${seedId}-active`}>
          <h3 id={`${seedId}-active`}>{t('activePair')}</h3>
          {active ? (
            <form className="fair-seed-form" onSubmit={(event) => void rotate(event)} noValidate>
              <dl className="fair-seed-list">
                <div>
                  <dt>{t('serverSeedHash')}</dt>
                  <dd>
                    <code data-testid="active-hash">{active.serverSeedHash}</code>
                  </dd>
                </div>
                <div>
                  <dt>{t('nonce')}</dt>
                  <dd data-testid="active-nonce">{active.nonce}</dd>
                </div>
              </dl>
              <label className="fair-field" htmlFor={seedId}>
                <span className="fair-label">{t('clientSeed')}</span>
              </label>
              <div className="fair-seed-row">
                <input
                  id={seedId}
                  className="fair-text-input"
                  value={clientSeed}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={seedInvalid}
                  aria-describedby={`${seedId}-hint`}
                  onChange={(event) => {
                    setClientSeed(event.target.value);
                    if (seedInvalid) setSeedInvalid(!CLIENT_SEED.test(event.target.value.trim()));
                  }}
                  onBlur={() => setSeedInvalid(!CLIENT_SEED.test(clientSeed.trim()))}
                />
                <button type="submit" className="btn btn-primary" disabled={rotating}>
                  {rotating ? t('rotating') : t('rotate')}
                </button>
              </div>
              <p
                id={`${seedId}-hint`}
                className={seedInvalid ? 'fair-field-error' : 'studio-muted fair-hint'}
              >
                {seedInvalid ? t('clientSeedInvalid') : t('clientSeedHint')}
              </p>
              <p className="studio-muted fair-hint">{t('rotateHint')}</p>
            </form>
          ) : error ? null : (
            <p className="studio-muted" role="status">
              {t('loading')}
            </p>
          )}
          <ErrorLine message={error} />
          {justRevealed ? (
            <div className="fair-revealed-now" role="status">
              <p>{t('rotated')}</p>
              <code data-testid="revealed-seed">{justRevealed.serverSeed}</code>
            </div>
          ) : null}
        </section>
        <section aria-labelledby={`${seedId}-revealed`}>
          <h3 id={`${seedId}-revealed`}>{t('revealedPairs')}</h3>
          {play.revealed.length === 0 ? (
            <p className="studio-muted">{t('revealedEmpty')}</p>
          ) : (
            <ul className="fair-pairs">
              {play.revealed.map((pair) => (
                <RevealedPair key={pair.serverSeedHash} pair={pair} kind={props.kind} play={play} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
};
