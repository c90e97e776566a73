import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { formatMoney, type FairRoundResponse, type SupportedLanguage } from '@platform/contracts';
import { formatDateTime } from '@platform/web-kit';
import { createStudioApi, StudioError, type StudioApi } from '../studio-api';
import { computeRound, type ComputedRound } from './fair-compute';
import { describeOutcome, floatsAgree, outcomeAgrees } from './verify-compare';
import {
  COLOURS,
  formFromRound,
  KINDS,
  readForm,
  readVerifyQuery,
  RISKS,
  type VerifyErrors,
  type VerifyForm,
  type VerifyInput,
} from './verify-form';
import { verifyTranslator, type VerifyTranslate } from './verify-i18n';
import { VerifyResult } from './verify-result';
import './verify.css';

const schemas = () => import('./verify-schemas');

type RoundState =
  { state: 'loading' } | { state: 'ready'; round: FairRoundResponse } | { state: 'error'; message: string };

type ServerCheck =
  | { state: 'checking' }
  | { state: 'agrees' }
  | { state: 'differs'; outcome: string }
  | { state: 'error'; message: string };

const messageOf = (caught: unknown) => (caught instanceof StudioError ? caught.message : String(caught));

/** One labelled field with its message under it. */
const Field = (props: {
  id: string;
  label: string;
  error?: string | undefined;
  wide?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) => {
  const errorId = `${props.id}-error`;
  return (
    <div className={props.wide ? 'verify-field is-wide' : 'verify-field'}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children(props.error ? errorId : undefined)}
      {props.error ? (
        <p id={errorId} className="verify-field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
};

const RoundCard = (props: { round: FairRoundResponse; t: VerifyTranslate; language: SupportedLanguage }) => {
  const { round, t, language } = props;
  return (
    <section className="verify-card" aria-labelledby="verify-round-title">
      <h2 id="verify-round-title">{t('round', { id: round.roundId })}</h2>
      <dl className="verify-summary">
        <div>
          <dt>{t('roundGame')}</dt>
          <dd>
            {t(`game.${round.kind}`)} ({round.gameCode})
          </dd>
        </div>
        <div>
          <dt>{t('roundDate')}</dt>
          <dd>{formatDateTime(round.createdAt, language) ?? round.createdAt}</dd>
        </div>
        <div>
          <dt>{t('roundBet')}</dt>
          <dd>{formatMoney(round.bet, language)}</dd>
        </div>
        <div>
          <dt>{t('roundWin')}</dt>
          <dd>{formatMoney(round.win, language)}</dd>
        </div>
        <div>
          <dt>{t('roundStored')}</dt>
          <dd data-testid="stored-outcome">
            {describeOutcome({ kind: round.kind, outcome: round.outcome, t, language })}
          </dd>
        </div>
      </dl>
      {round.serverSeed === null ? (
        <p className="verify-notice" role="status">
          {t('roundHidden')}
        </p>
      ) : null}
    </section>
  );
};

/**
 * The provably fair verifier (/studio/verify): recomputes a round in the browser with WebCrypto
 * (docs/provably-fair.md), then asks the server's verifier, and with `round=` compares both with
 * the stored round.
 */
export const VerifyPage = (props: { search: string; api?: StudioApi }) => {
  const query = useMemo(() => readVerifyQuery(props.search), [props.search]);
  const { language } = query;
  const t = useMemo(() => verifyTranslator(language), [language]);
  const api = useMemo(
    () => props.api ?? createStudioApi(language, t('networkError')),
    [props.api, language, t],
  );
  const id = useId();
  const [form, setForm] = useState<VerifyForm>(query.form);
  const [errors, setErrors] = useState<VerifyErrors>({});
  const [round, setRound] = useState<RoundState | null>(query.round ? { state: 'loading' } : null);
  const [result, setResult] = useState<{ input: VerifyInput; computed: ComputedRound } | null>(null);
  const [server, setServer] = useState<ServerCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useRef(0);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const verify = useCallback(
    async (values: VerifyForm) => {
      const read = readForm(values);
      if (!read.ok) {
        setErrors(read.errors);
        return;
      }
      const attempt = (run.current += 1);
      setErrors({});
      setBusy(true);
      setServer(null);
      const { input } = read;
      const computed = await computeRound({ ...input.seeds, params: input.params });
      if (attempt !== run.current) return;
      setResult({ input, computed });
      setBusy(false);
      setServer({ state: 'checking' });
      try {
        const answer = await api.call('/studio/api/fair/verify', input.request, () =>
          schemas().then((m) => m.FairVerifyResponse),
        );
        if (attempt !== run.current) return;
        const agrees =
          answer.serverSeedHash === computed.serverSeedHash &&
          floatsAgree(answer.floats, computed.floats) &&
          outcomeAgrees(computed.outcome, answer.outcome);
        setServer(
          agrees
            ? { state: 'agrees' }
            : {
                state: 'differs',
                outcome: describeOutcome({ kind: answer.kind, outcome: answer.outcome, t, language }),
              },
        );
      } catch (caught) {
        if (attempt === run.current) setServer({ state: 'error', message: messageOf(caught) });
      }
    },
    [api, language, t],
  );

  // A round named in the address: its seeds and choices fill the form, and it is verified at once.
  useEffect(() => {
    if (!query.round) return;
    let live = true;
    api
      .call('/studio/api/fair/round', { roundId: query.round }, () =>
        schemas().then((m) => m.FairRoundResponse),
      )
      .then(
        (loaded) => {
          if (!live) return;
          setRound({ state: 'ready', round: loaded });
          if (loaded.serverSeed === null) return;
          const filled = formFromRound(loaded, language);
          setForm(filled);
          void verify(filled);
        },
        (caught: unknown) => {
          if (live) setRound({ state: 'error', message: messageOf(caught) });
        },
      );
    return () => {
      live = false;
    };
  }, [api, language, query.round, verify]);

  const set = <K extends keyof VerifyForm>(name: K, value: VerifyForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const errorOf = (name: keyof VerifyForm) => (errors[name] ? t(errors[name]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(form);
  };

  const loaded = round?.state === 'ready' && round.round.serverSeed !== null ? round.round : null;
  // The stored outcome is compared only while the seeds verified are that round's.
  const stored =
    loaded &&
    result &&
    result.input.seeds.serverSeed === loaded.serverSeed &&
    result.input.seeds.clientSeed === loaded.clientSeed &&
    result.input.seeds.nonce === loaded.nonce
      ? loaded
      : null;
  const input = (name: keyof VerifyForm, extra: { mono?: boolean; inputMode?: 'decimal' | 'numeric' } = {}) =>
    function Input(describedBy: string | undefined) {
      return (
        <input
          id={`${id}-${name}`}
          className={extra.mono ? 'verify-input is-mono' : 'verify-input'}
          value={form[name]}
          inputMode={extra.inputMode}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(name, event.target.value as never)}
        />
      );
    };

  return (
    <div className="verify-page">
      <header className="verify-header">
        <h1>{t('title')}</h1>
        <p className="verify-muted">{t('intro')}</p>
      </header>
      <main className="verify-main">
        {round?.state === 'loading' ? (
          <p className="verify-card" role="status">
            {t('roundLoading')}
          </p>
        ) : null}
        {round?.state === 'error' ? (
          <p className="verify-card verify-bad" role="alert">
            {round.message}
          </p>
        ) : null}
        {round?.state === 'ready' ? <RoundCard round={round.round} t={t} language={language} /> : null}

        <form className="verify-card verify-form" onSubmit={submit} noValidate>
          <Field id={`${id}-kind`} label={t('game')}>
            {() => (
              <select
                id={`${id}-kind`}
                className="verify-input"
                value={form.kind}
                onChange={(event) => set('kind', event.target.value as VerifyForm['kind'])}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`game.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={`${id}-nonce`} label={t('nonce')} error={errorOf('nonce')}>
            {input('nonce', { inputMode: 'numeric' })}
          </Field>
          <Field id={`${id}-serverSeed`} label={t('serverSeed')} error={errorOf('serverSeed')} wide>
            {input('serverSeed', { mono: true })}
          </Field>
          <Field id={`${id}-serverSeedHash`} label={t('serverSeedHash')} wide>
            {input('serverSeedHash', { mono: true })}
          </Field>
          <Field id={`${id}-clientSeed`} label={t('clientSeed')} error={errorOf('clientSeed')} wide>
            {input('clientSeed', { mono: true })}
          </Field>

          {form.kind === 'dice' ? (
            <>
              <Field id={`${id}-direction`} label={t('direction')}>
                {() => (
                  <select
                    id={`${id}-direction`}
                    className="verify-input"
                    value={form.direction}
                    onChange={(event) => set('direction', event.target.value === 'under' ? 'under' : 'over')}
                  >
                    <option value="over">{t('over')}</option>
                    <option value="under">{t('under')}</option>
                  </select>
                )}
              </Field>
              <Field id={`${id}-target`} label={t('target')} error={errorOf('target')}>
                {input('target', { inputMode: 'decimal' })}
              </Field>
            </>
          ) : null}
          {form.kind === 'mines' ? (
            <Field id={`${id}-mines`} label={t('mines')} error={errorOf('mines')}>
              {input('mines', { inputMode: 'numeric' })}
            </Field>
          ) : null}
          {form.kind === 'plinko' ? (
            <>
              <Field id={`${id}-rows`} label={t('rows')} error={errorOf('rows')}>
                {input('rows', { inputMode: 'numeric' })}
              </Field>
              <Field id={`${id}-risk`} label={t('risk')}>
                {() => (
                  <select
                    id={`${id}-risk`}
                    className="verify-input"
                    value={form.risk}
                    onChange={(event) =>
                      set('risk', RISKS.find((risk) => risk === event.target.value) ?? 'medium')
                    }
                  >
                    {RISKS.map((risk) => (
                      <option key={risk} value={risk}>
                        {t(`risk.${risk}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
          {form.kind === 'double' ? (
            <Field id={`${id}-colour`} label={t('colour')}>
              {() => (
                <select
                  id={`${id}-colour`}
                  className="verify-input"
                  value={form.colour}
                  onChange={(event) =>
                    set('colour', COLOURS.find((colour) => colour === event.target.value) ?? '')
                  }
                >
                  <option value="">{t('noColour')}</option>
                  {COLOURS.map((colour) => (
                    <option key={colour} value={colour}>
                      {t(`colour.${colour}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {form.kind === 'limbo' ? (
            <>
              <Field id={`${id}-limboTarget`} label={t('limboTarget')} error={errorOf('limboTarget')}>
                {input('limboTarget', { inputMode: 'decimal' })}
              </Field>
              <Field id={`${id}-edge`} label={t('edge')} error={errorOf('edge')}>
                {input('edge', { inputMode: 'decimal' })}
              </Field>
            </>
          ) : null}
          <div className="verify-actions">
            <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
              {busy ? t('verifying') : t('verify')}
            </button>
          </div>
        </form>

        {result ? (
          <>
            <VerifyResult computed={result.computed} input={result.input} t={t} language={language} />
            <section className="verify-card" aria-labelledby="verify-server-title">
              <h2 id="verify-server-title">{t('server')}</h2>
              <p role="status" data-testid="server-check" className={serverClass(server)}>
                {server?.state === 'checking' ? t('serverChecking') : null}
                {server?.state === 'agrees' ? t('serverAgrees') : null}
                {server?.state === 'differs' ? t('serverDiffers', { outcome: server.outcome }) : null}
                {server?.state === 'error' ? server.message : null}
              </p>
              {stored ? (
                <p
                  data-testid="round-check"
                  className={
                    outcomeAgrees(result.computed.outcome, stored.outcome) ? 'verify-ok' : 'verify-bad'
                  }
                >
                  {t(outcomeAgrees(result.computed.outcome, stored.outcome) ? 'roundAgrees' : 'roundDiffers')}
                </p>
              ) : null}
            </section>
          </>
        ) : null}

        <section className="verify-card verify-how" aria-labelledby="verify-how-title">
          <h2 id="verify-how-title">{t('howTo')}</h2>
          <p className="verify-muted">{t('howToText')}</p>
        </section>
      </main>
    </div>
  );
};

const serverClass = (server: ServerCheck | null) => {
  if (server?.state === 'agrees') return 'verify-ok';
  if (server?.state === 'differs' || server?.state === 'error') return 'verify-bad';
  return 'verify-muted';
};
