import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SEAMLESS_HEADERS } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, rowsOf } from '@platform/server-kit';
import { markIdentityVerified } from './identity.js';
import type { Db } from '../../src/db/client.js';
import { gameVendor, member } from '../../src/tables.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
  signSeamlessBody,
} from '../../src/modules/seamless/index.js';
import { fundMember, testWallet } from './money.js';
import { loginAs } from './session.js';

export type VendorAnswer = {
  status: number;
  errorCode: string | null;
  value: { balance?: number; duplicate?: boolean; sessionToken?: string } | null;
};

/** The headers that sign a raw body as the studio vendor (docs/seamless-wallet.md, "Signing"). */
export const signedHeaders = (
  secret: string,
  raw: string,
  timestamp = Date.now(),
): Record<string, string> => ({
  [SEAMLESS_HEADERS.vendor]: STUDIO_VENDOR,
  [SEAMLESS_HEADERS.timestamp]: String(timestamp),
  [SEAMLESS_HEADERS.signature]: signSeamlessBody(secret, String(timestamp), raw),
});

/** One signed call to the seamless wallet, as a vendor sends it, at `timestamp` (now by default). */
export const sendSigned = (
  app: FastifyInstance,
  secret: string,
  operation: string,
  body: object,
  timestamp = Date.now(),
) => {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/wps/seamless/v1/${operation}`,
    payload: raw,
    headers: { 'content-type': 'application/json', language: 'EN', ...signedHeaders(secret, raw, timestamp) },
  });
};

/** The studio vendor's signing secret, as seeded. */
export const studioSecret = async (db: Db): Promise<string> => {
  const [vendor] = await db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
  return vendor!.secret;
};

/** The studio vendor's signed calls, answered as status, error code and value. */
export const vendorCaller = async (app: FastifyInstance, db: Db) => {
  const secret = await studioSecret(db);
  return async (operation: string, body: object): Promise<VendorAnswer> => {
    const response = await sendSigned(app, secret, operation, body);
    const envelope = response.json() as { errorCode: string | null; value: VendorAnswer['value'] };
    return { status: response.statusCode, errorCode: envelope.errorCode, value: envelope.value };
  };
};

export type VendorCall = Awaited<ReturnType<typeof vendorCaller>>;

/**
 * A new member with `deposit` centavos who opened a studio game: their vendor session token.
 * With `opensGame: false` the member never opened one (no token; the vendor does not know them).
 */
export const newPlayer = async (
  db: Db,
  call: VendorCall,
  deposit: number,
  { opensGame = true } = {},
): Promise<{ playerId: string; sessionToken: string }> => {
  const suffix = randomUUID().slice(0, 12);
  const [row] = await db
    .insert(member)
    .values({ account: `p${suffix}`, nickname: `Player ${suffix}`, passwordHash: 'never logs in' })
    .returning({ id: member.id });
  const playerId = row!.id;
  // A player who may bet in every profile (BR asks for a verified identity).
  await markIdentityVerified(db, playerId);
  if (deposit > 0) await fundMember(db, playerId, deposit);
  if (!opensGame) return { playerId, sessionToken: '' };
  return { playerId, sessionToken: await openStudioGame(db, call, playerId) };
};

/** The member opens a studio game, SLOT1 unless told (a launch token, then the vendor's authenticate): its session token. */
export const openStudioGame = async (
  db: Db,
  call: VendorCall,
  memberId: string,
  gameCode = 'SLOT1',
): Promise<string> => {
  const seamless = createSeamlessService({
    repository: createSeamlessRepository(db),
    wallet: testWallet(db),
    players: { nicknameOf: async () => null },
  });
  const launchToken = await seamless.createLaunchToken({
    memberId,
    vendorCode: STUDIO_VENDOR,
    gameCode,
  });
  const answer = await call('authenticate', { launchToken });
  if (answer.errorCode) throw new Error(`authenticate: ${answer.errorCode}`);
  return answer.value!.sessionToken!;
};

/** A bet through the wallet's own path (wallet.move of a BET) to the studio: its error code, or null. */
export const walletBetRefusal = (db: Db, memberId: string, amount: number): Promise<unknown> =>
  testWallet(db)
    .move({
      idempotencyKey: randomUUID(),
      kind: 'BET',
      memberId,
      legs: [
        { account: { member: memberId }, amount: -amount },
        { account: { vendor: 'STUDIO' }, amount },
      ],
    })
    .then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

/** What the ledger holds for a member: the balance and the kinds of their journal entries. */
export const ledgerOf = async (db: Db, playerId: string) => {
  const balance = await testWallet(db).balanceOf(playerId);
  const kinds = rowsOf<{ kind: string }>(
    await db.execute(sql`select kind from journal_entry where member_id = ${playerId} order by id`),
  ).map((row) => row.kind);
  return { balance, kinds };
};

/** The state of a vendor round, or null when no round with that id exists. */
export const roundStatusOf = async (db: Db, roundId: string): Promise<string | null> => {
  const [row] = rowsOf<{ status: string }>(
    await db.execute(
      sql`select status from vendor_round where vendor_code = ${STUDIO_VENDOR} and round_id = ${roundId}`,
    ),
  );
  return row?.status ?? null;
};

/** A settled round of `amount` on a game through the vendor's calls: a bet, then a win of nothing. */
export const playSettledRound = async (
  call: VendorCall,
  player: { sessionToken: string; playerId: string },
  gameCode: string,
  amount: number,
): Promise<void> => {
  const roundId = randomUUID();
  const bet = await call('bet', {
    sessionToken: player.sessionToken,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount,
  });
  if (bet.errorCode) throw new Error(`bet: ${bet.errorCode}`);
  const win = await call('win', {
    playerId: player.playerId,
    transactionId: randomUUID(),
    roundId,
    gameCode,
    amount: 0,
  });
  if (win.errorCode) throw new Error(`win: ${win.errorCode}`);
};

/**
 * A new player with `deposit` centavos who opened a studio game and is logged in to the site too
 * (the demo members' password): a session for each side.
 */
export const sitePlayer = async (app: FastifyInstance, db: Db, call: VendorCall, deposit = 100_000) => {
  const made = await newPlayer(db, call, deposit);
  const [demo] = await db.select().from(member).where(eq(member.account, 'jogador1'));
  const [row] = await db
    .update(member)
    .set({ passwordHash: demo!.passwordHash })
    .where(eq(member.id, made.playerId))
    .returning();
  return { ...made, account: row!.account, token: await loginAs(app, row!.account) };
};
