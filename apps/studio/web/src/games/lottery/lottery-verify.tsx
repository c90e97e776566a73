import { useCallback, useEffect, useId, useState } from 'react';
import type { LotteryVerifyResponse } from '@platform/contracts';
import { StudioError } from '../../studio-api';
import { DrawResultView } from './lottery-results';
import { lotterySchemas, useLottery } from './lottery-parts';
import { checkDraw, drawGameOf, type BrowserCheck } from './lottery-verify-compute';

const DRAW_ID = /^[A-Za-z0-9_-]{1,64}$/u;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; answer: LotteryVerifyResponse; browser: BrowserCheck | 'unavailable' | null };

const Check = (props: { ok: boolean; title: string; detail: string; testId: string }) => (
  <li className={`lt-check-row ${props.ok ? 'is-ok' : 'is-bad'}`} data-testid={props.testId}>
    <span className="lt-check-mark" aria-hidden="true">
      {props.ok ? '✓' : '✕'}
    </span>
    <span>
      <strong>{props.title}</strong>
      <span className="lt-check-detail">{props.detail}</span>
    </span>
  </li>
);

/**
 * A drawn draw checked twice: by the server (its `verified`) and again in this browser, which
 * hashes the revealed seed and recomputes the result from it (lottery-verify-compute.ts).
 */
export const LotteryVerify = (props: { drawId: string | null }) => {
  const { t, api } = useLottery();
  const id = useId();
  const [text, setText] = useState(props.drawId ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>(props.drawId ? { kind: 'loading' } : { kind: 'idle' });

  /** The server's answer, then the browser's own check of it (shown as soon as each is known). */
  const check = useCallback(
    async (drawId: string, show: (next: State) => void) => {
      try {
        const answer = await api.call('/studio/api/lottery/verify', { drawId }, () =>
          lotterySchemas().then((schemas) => schemas.LotteryVerifyResponse),
        );
        const game = drawGameOf(answer.game);
        if (!game || typeof crypto === 'undefined' || !crypto.subtle) {
          show({ kind: 'ready', answer, browser: 'unavailable' });
          return;
        }
        show({ kind: 'ready', answer, browser: null });
        const browser = await checkDraw({
          drawId: answer.drawId,
          serverSeed: answer.serverSeed,
          serverSeedHash: answer.serverSeedHash,
          game,
          published: answer.result,
        });
        show({ kind: 'ready', answer, browser });
      } catch (error) {
        show({ kind: 'error', message: error instanceof StudioError ? error.message : String(error) });
      }
    },
    [api],
  );

  // Opened on a draw (from a ticket or a result): checked at once.
  useEffect(() => {
    if (!props.drawId) return undefined;
    let live = true;
    void check(props.drawId, (next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [check, props.drawId]);

  const submit = () => {
    const drawId = text.trim();
    if (!DRAW_ID.test(drawId)) {
      setFieldError(t('drawIdInvalid'));
      return;
    }
    setFieldError(null);
    setState({ kind: 'loading' });
    void check(drawId, setState);
  };

  return (
    <section className="lt-section lt-verify" aria-labelledby="lt-verify-title">
      <h2 id="lt-verify-title" className="lt-section-title">
        {t('verifyTitle')}
      </h2>
      <p className="studio-muted">{t('verifyIntro')}</p>
      <form
        className="lt-card lt-verify-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="lt-label" htmlFor={id}>
          {t('drawId')}
        </label>
        <div className="lt-entry-row">
          <input
            id={id}
            className="lt-mono"
            value={text}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={() =>
              setFieldError(text.trim() === '' || DRAW_ID.test(text.trim()) ? null : t('drawIdInvalid'))
            }
          />
          <button type="submit" className="btn btn-primary" disabled={state.kind === 'loading'}>
            {state.kind === 'loading' ? t('verifying') : t('verifyButton')}
          </button>
        </div>
        {fieldError ? (
          <p id={`${id}-error`} className="lt-field-error">
            {fieldError}
          </p>
        ) : null}
      </form>

      {state.kind === 'error' ? (
        <p className="lt-error" role="alert">
          {state.message}
        </p>
      ) : null}

      {state.kind === 'ready' ? (
        <div className="lt-card lt-verify-out" data-testid="verify-result">
          <ul className="lt-checks">
            <Check
              ok={state.answer.verified}
              title={
                state.answer.verified
                  ? t('serverVerified')
                  : t('serverMismatch', { reason: state.answer.mismatch ?? '?' })
              }
              detail={state.answer.drawId}
              testId="server-check"
            />
            {state.browser === null ? (
              <li className="lt-check-row is-wait">{t('verifying')}</li>
            ) : state.browser === 'unavailable' ? (
              <li className="lt-check-row is-wait">{t('browserUnavailable')}</li>
            ) : (
              <>
                <Check
                  ok={state.browser.hashMatches}
                  title={t('browserHash')}
                  detail={state.browser.hashMatches ? t('browserHashOk') : t('browserHashBad')}
                  testId="browser-hash"
                />
                <Check
                  ok={state.browser.resultMatches}
                  title={t('browserResult')}
                  detail={state.browser.resultMatches ? t('browserResultOk') : t('browserResultBad')}
                  testId="browser-result"
                />
              </>
            )}
          </ul>
          <dl className="lt-seeds">
            <div>
              <dt>{t('serverSeedHash')}</dt>
              <dd className="lt-hash">{state.answer.serverSeedHash}</dd>
            </div>
            <div>
              <dt>{t('serverSeed')}</dt>
              <dd className="lt-hash" data-testid="revealed-seed">
                {state.answer.serverSeed}
              </dd>
            </div>
            {state.browser && state.browser !== 'unavailable' && state.browser.rounds[0] ? (
              <div>
                <dt>{t('firstRound')}</dt>
                <dd className="lt-hash">{state.browser.rounds[0]}</dd>
              </div>
            ) : null}
          </dl>
          <h3 className="lt-card-title">{t('publishedResult')}</h3>
          <DrawResultView result={state.answer.result} />
          <details className="lt-recipe">
            <summary>{t('recipe')}</summary>
            <p className="lt-small">{t('recipeText', { drawId: state.answer.drawId })}</p>
          </details>
        </div>
      ) : null}
    </section>
  );
};
