import { z } from 'zod';
import {
  AnnouncementsResponse,
  ChatHistoryResponse,
  ChatSendResponse,
  CheckInClaimResponse,
  CheckInResponse,
  ClaimRaffleResponse,
  ConsolidatedFundsResponse,
  CountryListResponse,
  DepositChannelsResponse,
  DepositHistoryResponse,
  DepositOrder,
  FavoriteIdsResponse,
  FavoriteListResponse,
  FavoriteToggleResponse,
  GameListResponse,
  GameListValue,
  GameMenusResponse,
  JurisdictionResponse,
  LaunchGameResponse,
  OpenedNumbersResponse,
  VnGameMenuResponse,
  LoginResponse,
  LuckyGameResponse,
  LuckyRaffleResponse,
  LuckyRunningResponse,
  MemberIconResponse,
  MemberInfoResponse,
  MemberLanguageResponse,
  MissionSummaryResponse,
  NewGameVendorResponse,
  OpenLuckyTicketResponse,
  PayloadKeyResponse,
  PromotionListResponse,
  RankListResponse,
  RebateSummaryResponse,
  RecentGamesResponse,
  ReferralResponse,
  RotateLuckySeedResponse,
  SessionSummaryResponse,
  UnreadCountResponse,
  VassGameTypeResponse,
  VerifyLuckyDrawResponse,
  VipClaimableResponse,
} from '@platform/contracts';
import type { JsonSchema } from './wire-schema';

/*
 * The answers the site checks without zod, as zod schemas: the source of wire-schemas.generated.ts
 * (`npm run web:wire-schemas`). Only the generator and the tests import this file at run time; the
 * app imports the generated schemas, so zod stays out of the pages that use them.
 */

/**
 * GET /wps/member/info. Spec section 3 also lists a temporary `password`; it is read when the
 * server sends it (the change-password form then skips the old password).
 */
export const MemberInfo = MemberInfoResponse.extend({ password: z.string().nullish() });

/** Every schema wire-schemas.generated.ts holds, under the name it is exported as. */
export const WIRE_SCHEMA_SOURCES = {
  PromotionListResponse,
  // The shell: start-up calls of the entry chunk.
  GameMenusResponse,
  MemberInfo,
  MemberIconResponse,
  // The contract popup's gate: whether a contract request awaits the member.
  ConsolidatedFundsResponse,
  // The unread-message badges of the header and the menus (polled, docs/decisions/0012).
  UnreadCountResponse,
  // The missions badge of the side menu and the member centre (docs/missions.md).
  MissionSummaryResponse,
  // The pending cashback behind the reward centre's badge in the member centre (docs/rebate.md).
  RebateSummaryResponse,
  // The reward centre's other counts: VIP bonuses, the referral rule, today's check-in (docs/check-in.md).
  VipClaimableResponse,
  ReferralResponse,
  CheckInResponse,
  CheckInClaimResponse,
  LoginResponse,
  PayloadKeyResponse,
  // The home page, the lobbies and the game tiles.
  AnnouncementsResponse,
  GameListValue,
  NewGameVendorResponse,
  RankListResponse,
  GameListResponse,
  VassGameTypeResponse,
  FavoriteIdsResponse,
  FavoriteListResponse,
  RecentGamesResponse,
  FavoriteToggleResponse,
  LaunchGameResponse,
  // The deposit page, where members land from the header's deposit button.
  DepositChannelsResponse,
  DepositOrder,
  DepositHistoryResponse,
  // The jurisdiction profile: which menu entries lead to something offered here (decision 0014).
  JurisdictionResponse,
  // The lucky draws' pages (docs/lucky-draws.md): opened from the side menu, no form needs zod.
  LuckyGameResponse,
  OpenLuckyTicketResponse,
  RotateLuckySeedResponse,
  VerifyLuckyDrawResponse,
  LuckyRaffleResponse,
  LuckyRunningResponse,
  ClaimRaffleResponse,
  // The reality check: mounted with every page, so checked without zod.
  SessionSummaryResponse,
  // The chat room panel (docs/chat-room.md): its history and the answer to a send.
  ChatHistoryResponse,
  ChatSendResponse,
  // The lottery lobby (docs/lottery.md): its menu per prize mode and the latest opened numbers.
  VnGameMenuResponse,
  OpenedNumbersResponse,
  // The language switch of the side menu, told to the server for a member (decision 0023).
  MemberLanguageResponse,
  // The mobile number fields' countries (decision 0023): the login popup opens over home.
  CountryListResponse,
} satisfies Record<string, z.ZodType>;

export type WireSchemaName = keyof typeof WIRE_SCHEMA_SOURCES;

// Checks that z.toJSONSchema writes out in full (the bounds of .int(), lengths, comparisons).
const REPRESENTED_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
]);

/** Fails loudly on what JSON Schema (or lib/wire-schema.ts) would silently drop or change. */
const assertRepresentable = (schema: z.core.$ZodType, at: string): void => {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const refuse = (what: string): never => {
    throw new Error(`${at}: ${what} cannot be checked without zod; keep the zod schema for this answer`);
  };
  for (const check of (def.checks ?? []) as z.core.$ZodCheck[]) {
    const checkDef = check._zod.def as { check: string; format?: string };
    const kept =
      REPRESENTED_CHECKS.has(checkDef.check) ||
      (checkDef.check === 'number_format' && checkDef.format === 'safeint') ||
      (checkDef.check === 'string_format' &&
        checkDef.format === 'regex' &&
        (check as unknown as { _zod: { def: { pattern: RegExp } } })._zod.def.pattern.flags === '');
    if (!kept) refuse(`the check "${checkDef.check}${checkDef.format ? ` ${checkDef.format}` : ''}"`);
  }
  if (def.coerce) refuse('coercion');
  // z.email(), z.url(), z.iso.…: some check more than a pattern says.
  if (typeof def.format === 'string') refuse(`the string format "${def.format}"`);
  const walk = (inner: unknown, where: string) =>
    assertRepresentable(inner as z.core.$ZodType, `${at}${where}`);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'literal':
    case 'enum':
      return;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) walk(field, `.${key}`);
      if (def.catchall) walk(def.catchall, '[*]');
      return;
    case 'array':
      return walk(def.element, '[]');
    case 'union':
      return (def.options as unknown[]).forEach((option, index) => walk(option, `|${index}`));
    case 'nullable':
    case 'optional':
    case 'readonly':
      return walk(def.innerType, '');
    case 'record':
      if (def.mode === 'loose') refuse('a loose record');
      walk(def.keyType, '{key}');
      return walk(def.valueType, '{value}');
    case 'never':
      // Only as a strict object's catchall or a partial record's missing keys.
      return;
    default:
      return refuse(`the type "${def.type}" (refine, transform, default, pipe, lazy…)`);
  }
};

// The keywords lib/wire-schema.ts reads (and `description`, which it may ignore).
const READ_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'description',
]);

/** A keyword the checker would skip (allOf from two patterns, format…) must not pass unread. */
const assertReadable = (json: unknown, at: string): void => {
  if (typeof json !== 'object' || json === null) return;
  for (const [keyword, value] of Object.entries(json)) {
    if (!READ_KEYWORDS.has(keyword)) {
      throw new Error(`${at}: the JSON Schema keyword "${keyword}" cannot be checked without zod`);
    }
    if (keyword === 'properties') {
      for (const [key, property] of Object.entries(value as object)) assertReadable(property, `${at}.${key}`);
    }
    if (['items', 'additionalProperties', 'propertyNames'].includes(keyword)) assertReadable(value, at);
    if (keyword === 'anyOf' || keyword === 'oneOf') {
      for (const option of value as unknown[]) assertReadable(option, at);
    }
  }
};

/** The JSON Schema of what the zod schema's safeParse accepts, for lib/wire-schema.ts. */
export const wireJsonSchema = (name: string, schema: z.ZodType): JsonSchema => {
  assertRepresentable(schema, name);
  // Input, not output: a plain z.object accepts (and strips) keys it does not declare, which an
  // output schema forbids with additionalProperties: false. With no transforms or defaults
  // (refused above) input and output types are the same.
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  assertReadable(json, name);
  return json as JsonSchema;
};

export const generatedWireSchemas = (): Record<WireSchemaName, JsonSchema> =>
  Object.fromEntries(
    Object.entries(WIRE_SCHEMA_SOURCES).map(([name, schema]) => [name, wireJsonSchema(name, schema)]),
  ) as Record<WireSchemaName, JsonSchema>;
