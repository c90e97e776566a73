CREATE TABLE "member_day" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"first_deposit_count" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"withdrawal_amount" bigint DEFAULT 0 NOT NULL,
	"transfer_in" bigint DEFAULT 0 NOT NULL,
	"transfer_out" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"prev_bet_day" date,
	CONSTRAINT "member_day_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_day_dirty" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_day_dirty_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_first_deposit" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_active_gap" (
	"agent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_active_gap_agent_id_day_gap_pk" PRIMARY KEY("agent_id","day","gap")
);
--> statement-breakpoint
CREATE TABLE "team_day" (
	"agent_id" uuid NOT NULL,
	"day" date NOT NULL,
	"registrations" integer NOT NULL,
	"active_members" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"deposit_count" integer NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"first_deposit_count" integer NOT NULL,
	"first_deposit_amount" bigint NOT NULL,
	"withdrawal_count" integer NOT NULL,
	"withdrawal_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	CONSTRAINT "team_day_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE INDEX "member_day_day" ON "member_day" USING btree ("day","member_id");--> statement-breakpoint
-- The agent centre's read model (agents/reports; docs/agents.md, "Reports"). member_day holds
-- what each member did on each Brasília day; triggers keep it in the transaction that writes the
-- fact, so an agent's overview of 100,000 members reads their day rows, never their bets.
-- Brasília keeps UTC−3 all year (as lib/day-range.ts and agents/contracts/periods.ts).
CREATE FUNCTION brasilia_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
CREATE FUNCTION member_day_add(
  p_member uuid, p_day date,
  p_registrations integer, p_bet_count integer, p_valid_bet bigint, p_payout bigint,
  p_deposit_count integer, p_deposit_amount bigint, p_first_count integer, p_first_amount bigint,
  p_withdrawal_count integer, p_withdrawal_amount bigint,
  p_transfer_in bigint, p_transfer_out bigint, p_bonus bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_day AS d (member_id, day, registrations, bet_count, valid_bet, payout,
    deposit_count, deposit_amount, first_deposit_count, first_deposit_amount,
    withdrawal_count, withdrawal_amount, transfer_in, transfer_out, bonus_amount)
  VALUES (p_member, p_day, p_registrations, p_bet_count, p_valid_bet, p_payout,
    p_deposit_count, p_deposit_amount, p_first_count, p_first_amount,
    p_withdrawal_count, p_withdrawal_amount, p_transfer_in, p_transfer_out, p_bonus)
  ON CONFLICT (member_id, day) DO UPDATE SET
    registrations = d.registrations + excluded.registrations,
    bet_count = d.bet_count + excluded.bet_count,
    valid_bet = d.valid_bet + excluded.valid_bet,
    payout = d.payout + excluded.payout,
    deposit_count = d.deposit_count + excluded.deposit_count,
    deposit_amount = d.deposit_amount + excluded.deposit_amount,
    first_deposit_count = d.first_deposit_count + excluded.first_deposit_count,
    first_deposit_amount = d.first_deposit_amount + excluded.first_deposit_amount,
    withdrawal_count = d.withdrawal_count + excluded.withdrawal_count,
    withdrawal_amount = d.withdrawal_amount + excluded.withdrawal_amount,
    transfer_in = d.transfer_in + excluded.transfer_in,
    transfer_out = d.transfer_out + excluded.transfer_out,
    bonus_amount = d.bonus_amount + excluded.bonus_amount;
  -- The team roll-up (agents.team-rollup job) folds this member day into its teams' days.
  INSERT INTO member_day_dirty (member_id, day) VALUES (p_member, p_day) ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION member_day_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_day_add(NEW.id, brasilia_day(NEW.created_at), 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_day_registered AFTER INSERT ON member
  FOR EACH ROW EXECUTE FUNCTION member_day_registered();
--> statement-breakpoint
-- A round counts once, when it settles (settled is final), on the day it started, with what its
-- live bets staked and its wins paid. Deferred to the commit: seamless_win marks the round before
-- it records the win, so the round's transactions are complete only then.
CREATE FUNCTION member_day_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_stake bigint;
  v_payout bigint;
  v_count integer;
  v_next date;
BEGIN
  SELECT coalesce(sum(amount) FILTER (WHERE type = 'bet' AND status = 'done'), 0),
    coalesce(sum(amount) FILTER (WHERE type = 'win'), 0)
  INTO v_stake, v_payout
  FROM vendor_transaction WHERE round_id = NEW.round_id AND vendor_code = NEW.vendor_code;
  -- Serialised per member before any of its day rows is touched, so two first rounds of two days
  -- cannot each miss the other in the chain of active days below (nor wait on each other's rows).
  PERFORM pg_advisory_xact_lock(hashtextextended('member_day:' || NEW.member_id::text, 0));
  PERFORM member_day_add(NEW.member_id, v_day, 0, 1, v_stake, v_payout,
    0, 0, 0, 0, 0, 0, 0, 0, 0);
  SELECT bet_count INTO v_count FROM member_day WHERE member_id = NEW.member_id AND day = v_day;
  IF v_count = 1 THEN
    -- The member's first settled round of the day links the day into its chain of active days.
    UPDATE member_day SET prev_bet_day = (
      SELECT max(p.day) FROM member_day p
      WHERE p.member_id = NEW.member_id AND p.day < v_day AND p.bet_count > 0)
    WHERE member_id = NEW.member_id AND day = v_day;
    UPDATE member_day SET prev_bet_day = v_day
    WHERE member_id = NEW.member_id AND day = (
      SELECT min(n.day) FROM member_day n
      WHERE n.member_id = NEW.member_id AND n.day > v_day AND n.bet_count > 0)
    RETURNING day INTO v_next;
    IF v_next IS NOT NULL THEN
      INSERT INTO member_day_dirty (member_id, day) VALUES (NEW.member_id, v_next) ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_round_settled AFTER UPDATE ON vendor_round
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'settled' AND OLD.status <> 'settled')
  EXECUTE FUNCTION member_day_round_settled();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_round_inserted_settled AFTER INSERT ON vendor_round
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'settled')
  EXECUTE FUNCTION member_day_round_settled();
--> statement-breakpoint
-- A deposit, withdrawal, transfer between members or bonus, from the entry's postings on members'
-- main wallets. The WHEN clause keeps bets and wins (most entries) from queueing anything. A
-- TRANSFER whose postings are all one member's moves money between its own wallets: not counted.
CREATE FUNCTION member_day_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := brasilia_day(NEW.created_at);
  v_posting record;
  v_first integer;
BEGIN
  IF NEW.kind = 'TRANSFER' AND (
    SELECT count(DISTINCT a.member_id) FROM posting p JOIN ledger_account a ON a.id = p.account_id
    WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL) < 2 THEN
    RETURN NULL;
  END IF;
  FOR v_posting IN
    SELECT a.member_id, p.amount FROM posting p JOIN ledger_account a ON a.id = p.account_id
    WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL AND a.wallet = 'MAIN'
  LOOP
    CASE NEW.kind
      WHEN 'DEPOSIT' THEN
        INSERT INTO member_first_deposit (member_id, entry_id, day, amount)
        VALUES (v_posting.member_id, NEW.id, v_day, v_posting.amount)
        ON CONFLICT (member_id) DO NOTHING;
        GET DIAGNOSTICS v_first = ROW_COUNT;
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 1, v_posting.amount,
          v_first, CASE WHEN v_first = 1 THEN v_posting.amount ELSE 0 END, 0, 0, 0, 0, 0);
      WHEN 'WITHDRAWAL_HOLD' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0,
          1, -v_posting.amount, 0, 0, 0);
      WHEN 'WITHDRAWAL_RETURN' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0,
          -1, -v_posting.amount, 0, 0, 0);
      WHEN 'TRANSFER' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          greatest(v_posting.amount, 0), greatest(-v_posting.amount, 0), 0);
      WHEN 'BONUS' THEN
        PERFORM member_day_add(v_posting.member_id, v_day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          v_posting.amount);
      ELSE
        NULL;
    END CASE;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_movement AFTER INSERT ON journal_entry
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'TRANSFER', 'BONUS'))
  EXECUTE FUNCTION member_day_movement();
--> statement-breakpoint
-- Back-fill from what is already there, before any new fact arrives (the migration runs under
-- the start-up lock).
INSERT INTO member_first_deposit (member_id, entry_id, day, amount)
SELECT DISTINCT ON (a.member_id) a.member_id, e.id, brasilia_day(e.created_at), p.amount
FROM journal_entry e
JOIN posting p ON p.entry_id = e.id
JOIN ledger_account a ON a.id = p.account_id AND a.member_id IS NOT NULL AND a.wallet = 'MAIN'
WHERE e.kind = 'DEPOSIT'
ORDER BY a.member_id, e.created_at, e.id;
--> statement-breakpoint
INSERT INTO member_day (member_id, day, registrations, bet_count, valid_bet, payout,
  deposit_count, deposit_amount, first_deposit_count, first_deposit_amount,
  withdrawal_count, withdrawal_amount, transfer_in, transfer_out, bonus_amount)
SELECT member_id, day, sum(registrations), sum(bet_count), sum(valid_bet), sum(payout),
  sum(deposit_count), sum(deposit_amount), sum(first_count), sum(first_amount),
  sum(withdrawal_count), sum(withdrawal_amount), sum(transfer_in), sum(transfer_out), sum(bonus)
FROM (
  SELECT id AS member_id, brasilia_day(created_at) AS day, 1 AS registrations, 0 AS bet_count,
    0::bigint AS valid_bet, 0::bigint AS payout, 0 AS deposit_count, 0::bigint AS deposit_amount,
    0 AS first_count, 0::bigint AS first_amount, 0 AS withdrawal_count,
    0::bigint AS withdrawal_amount, 0::bigint AS transfer_in, 0::bigint AS transfer_out,
    0::bigint AS bonus
  FROM member
  UNION ALL
  SELECT r.member_id, brasilia_day(r.created_at), 0, 1,
    coalesce(sum(t.amount) FILTER (WHERE t.type = 'bet' AND t.status = 'done'), 0),
    coalesce(sum(t.amount) FILTER (WHERE t.type = 'win'), 0), 0, 0, 0, 0, 0, 0, 0, 0, 0
  FROM vendor_round r
  LEFT JOIN vendor_transaction t ON t.round_id = r.round_id AND t.vendor_code = r.vendor_code
  WHERE r.status = 'settled'
  GROUP BY r.vendor_code, r.round_id, r.member_id, r.created_at
  UNION ALL
  SELECT a.member_id, brasilia_day(e.created_at), 0, 0, 0, 0,
    CASE WHEN e.kind = 'DEPOSIT' THEN 1 ELSE 0 END,
    CASE WHEN e.kind = 'DEPOSIT' THEN p.amount ELSE 0 END,
    CASE WHEN f.entry_id = e.id THEN 1 ELSE 0 END,
    CASE WHEN f.entry_id = e.id THEN p.amount ELSE 0 END,
    CASE e.kind WHEN 'WITHDRAWAL_HOLD' THEN 1 WHEN 'WITHDRAWAL_RETURN' THEN -1 ELSE 0 END,
    CASE WHEN e.kind IN ('WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN') THEN -p.amount ELSE 0 END,
    CASE WHEN e.kind = 'TRANSFER' THEN greatest(p.amount, 0) ELSE 0 END,
    CASE WHEN e.kind = 'TRANSFER' THEN greatest(-p.amount, 0) ELSE 0 END,
    CASE WHEN e.kind = 'BONUS' THEN p.amount ELSE 0 END
  FROM journal_entry e
  JOIN posting p ON p.entry_id = e.id
  JOIN ledger_account a ON a.id = p.account_id AND a.member_id IS NOT NULL AND a.wallet = 'MAIN'
  LEFT JOIN member_first_deposit f ON f.member_id = a.member_id
  WHERE e.kind IN ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'BONUS')
    OR (e.kind = 'TRANSFER' AND (SELECT count(DISTINCT a2.member_id) FROM posting p2
      JOIN ledger_account a2 ON a2.id = p2.account_id
      WHERE p2.entry_id = e.id AND a2.member_id IS NOT NULL) >= 2)
) facts
GROUP BY member_id, day;
--> statement-breakpoint
UPDATE member_day d SET prev_bet_day = chained.prev
FROM (
  SELECT member_id, day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS prev
  FROM member_day WHERE bet_count > 0
) chained
WHERE d.member_id = chained.member_id AND d.day = chained.day AND chained.prev IS NOT NULL;
--> statement-breakpoint
-- Every day row is new to the teams: the first roll-up folds them all.
INSERT INTO member_day_dirty (member_id, day) SELECT member_id, day FROM member_day;
