import {
  toSupportedLanguage,
  type FairGameKind,
  type FairRoundResponse,
  type FairVerifyRequest,
  type SupportedLanguage,
} from '@platform/contracts';
import { formatInputHundredths, parseHundredths } from '../games/fair/fair-math';
import type { DoubleColour, FairSeeds, PlinkoRiskLevel, VerifyParams } from './fair-compute';
import type { VerifyMessageKey } from './verify-i18n';

export const KINDS: readonly FairGameKind[] = ['dice', 'mines', 'plinko', 'double', 'limbo'];
export const RISKS: readonly PlinkoRiskLevel[] = ['low', 'medium', 'high'];
export const COLOURS: readonly DoubleColour[] = ['red', 'black', 'white'];
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/u;
const DEFAULT_EDGE_BP = 100;

/** The form as typed: numbers as the page shows them ("50,50"), so they can be edited freely. */
export type VerifyForm = {
  kind: FairGameKind;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  direction: 'over' | 'under';
  target: string;
  mines: string;
  rows: string;
  risk: PlinkoRiskLevel;
  colour: DoubleColour | '';
  limboTarget: string;
  edge: string;
};

export type VerifyErrors = Partial<Record<keyof VerifyForm, VerifyMessageKey>>;

/** A round ready to recompute: seeds, the game's rules' inputs, and the server's verify request. */
export type VerifyInput = {
  seeds: FairSeeds;
  params: VerifyParams;
  serverSeedHash: string | null;
  request: FairVerifyRequest;
  /** Choices that only say whether the bet won (Limbo's target, Double's colour). */
  limboTarget: number | null;
  colour: DoubleColour | null;
};

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

const hundredthsText = (value: unknown, language: SupportedLanguage, fallback = '') => {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isSafeInteger(number)
    ? formatInputHundredths(number, language)
    : fallback;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form filled from a round's seeds and choices (the wire's integers: target 5050, edgeBp 100). */
export const formFrom = (input: {
  language: SupportedLanguage;
  kind?: string | null;
  serverSeed?: unknown;
  serverSeedHash?: unknown;
  clientSeed?: unknown;
  nonce?: unknown;
  params: Record<string, unknown>;
}): VerifyForm => {
  const { params, language } = input;
  const kind = oneOf(KINDS, input.kind, 'dice');
  return {
    kind,
    serverSeed: text(input.serverSeed),
    serverSeedHash: text(input.serverSeedHash),
    clientSeed: text(input.clientSeed),
    nonce: text(input.nonce),
    direction: params.direction === 'under' ? 'under' : 'over',
    target: hundredthsText(
      kind === 'dice' ? params.target : undefined,
      language,
      formatInputHundredths(5050, language),
    ),
    mines: text(params.mines ?? 3),
    rows: text(params.rows ?? 16),
    risk: oneOf(RISKS, text(params.risk), 'medium'),
    colour: oneOf<DoubleColour | ''>(COLOURS, text(params.colour), ''),
    limboTarget: hundredthsText(kind === 'limbo' ? params.target : undefined, language),
    edge: hundredthsText(
      params.edgeBp ?? params.edge,
      language,
      formatInputHundredths(DEFAULT_EDGE_BP, language),
    ),
  };
};

/** The page's address: `lang`, and `round` or the seeds and choices of a round. */
export const readVerifyQuery = (search: string) => {
  const query = new URLSearchParams(search);
  const language = toSupportedLanguage(query.get('lang'));
  const params = Object.fromEntries(query.entries());
  return {
    language,
    round: query.get('round')?.trim() || null,
    form: formFrom({
      language,
      kind: query.get('kind'),
      serverSeed: query.get('serverSeed'),
      serverSeedHash: query.get('hash'),
      clientSeed: query.get('clientSeed'),
      nonce: query.get('nonce') ?? '0',
      params,
    }),
  };
};

export const formFromRound = (round: FairRoundResponse, language: SupportedLanguage) =>
  formFrom({ language, ...round, params: round.params });

const wholeNumber = (value: string): number | null => {
  const trimmed = value.trim();
  return /^\d{1,15}$/u.test(trimmed) ? Number(trimmed) : null;
};

/** Checks the form and turns it into a round to recompute, or says what is missing per field. */
export const readForm = (
  form: VerifyForm,
): { ok: true; input: VerifyInput } | { ok: false; errors: VerifyErrors } => {
  const errors: VerifyErrors = {};
  const serverSeed = form.serverSeed.trim();
  const clientSeed = form.clientSeed.trim();
  const nonce = wholeNumber(form.nonce);
  if (!serverSeed) errors.serverSeed = 'required';
  else if (serverSeed.length > 128) errors.serverSeed = 'seedInvalid';
  if (!clientSeed) errors.clientSeed = 'required';
  else if (!CLIENT_SEED.test(clientSeed)) errors.clientSeed = 'clientSeedInvalid';
  if (nonce === null) errors.nonce = 'nonceInvalid';

  const common = { serverSeed, clientSeed, nonce: nonce ?? 0 };
  let params: VerifyParams;
  let request: FairVerifyRequest;
  let limboTarget: number | null = null;
  switch (form.kind) {
    case 'dice': {
      const target = parseHundredths(form.target);
      if (target === null) errors.target = 'numberInvalid';
      params = { kind: 'dice', direction: form.direction, target: target ?? 0 };
      request = { kind: 'dice', ...common, direction: form.direction, target: target ?? 0 };
      break;
    }
    case 'mines': {
      const mines = wholeNumber(form.mines);
      if (mines === null || mines < 1 || mines > 24) errors.mines = 'numberInvalid';
      params = { kind: 'mines', mines: mines ?? 1 };
      request = { kind: 'mines', ...common, mines: mines ?? 1 };
      break;
    }
    case 'plinko': {
      const rows = wholeNumber(form.rows);
      if (rows === null || rows < 8 || rows > 16) errors.rows = 'numberInvalid';
      params = { kind: 'plinko', rows: rows ?? 8, risk: form.risk };
      request = { kind: 'plinko', ...common, rows: rows ?? 8, risk: form.risk };
      break;
    }
    case 'double':
      params = { kind: 'double' };
      request = { kind: 'double', ...common };
      break;
    case 'limbo': {
      const edgeBp = parseHundredths(form.edge);
      if (edgeBp === null || edgeBp > 2_000) errors.edge = 'numberInvalid';
      if (form.limboTarget.trim()) {
        limboTarget = parseHundredths(form.limboTarget);
        if (limboTarget === null) errors.limboTarget = 'numberInvalid';
      }
      params = { kind: 'limbo', edgeBp: edgeBp ?? DEFAULT_EDGE_BP };
      request = { kind: 'limbo', ...common };
      break;
    }
    default: {
      const unknown: never = form.kind;
      throw new Error(`Unknown game ${String(unknown)}`);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      seeds: common,
      params,
      serverSeedHash: form.serverSeedHash.trim().toLowerCase() || null,
      request,
      limboTarget,
      colour: form.kind === 'double' && form.colour ? form.colour : null,
    },
  };
};
