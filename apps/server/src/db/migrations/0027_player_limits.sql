CREATE TABLE "ledger_member_day" (
	"member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_member_day_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "player_limit" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limit_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "player_limit_kind" CHECK ("player_limit"."kind" in ('DEPOSIT', 'LOSS', 'WAGER', 'BET_COUNT')),
	CONSTRAINT "player_limit_period" CHECK ("player_limit"."period" in ('DAY', 'WEEK', 'MONTH')),
	CONSTRAINT "player_limit_amount" CHECK ("player_limit"."amount" > 0),
	CONSTRAINT "player_limit_pending" CHECK (("player_limit"."pending_due_at" is null) = ("player_limit"."pending_requested_at" is null) and ("player_limit"."pending_due_at" is not null or "player_limit"."pending_amount" is null))
);
--> statement-breakpoint
-- Player limits (docs/responsible-gaming.md). Three parts:
-- * ledger_member_day, the wallet's day sums of each member's bets, wins, refunds and deposits,
--   kept by ledger_post in the statement that posts the entry (so a limit reads day rows, never
--   postings), back-filled here from what the ledger already holds;
-- * player_bet_refusal, owned by the responsible-gaming module: whether a bet of an amount would
--   pass one of the member's limits, asked under the member's lock, which it takes and holds to the
--   commit, so bets of one member that race each other are checked one after the other, each
--   seeing the bets committed before it;
-- * seamless_bet asks it right after member_may_bet, before it opens the round.
-- Brasília keeps UTC−3 all year: days, weeks (from Monday) and months are brasilia_day's (0022).
INSERT INTO ledger_member_day (member_id, day, kind, amount, entries)
SELECT e.member_id, brasilia_day(e.created_at), e.kind, sum(p.amount), count(DISTINCT e.id)
FROM journal_entry e
JOIN posting p ON p.entry_id = e.id
JOIN ledger_account a ON a.id = p.account_id AND a.house_code IS NULL
WHERE e.member_id IS NOT NULL AND e.kind IN ('BET', 'WIN', 'ROLLBACK', 'DEPOSIT')
GROUP BY e.member_id, brasilia_day(e.created_at), e.kind;
--> statement-breakpoint
-- ledger_post as in 0009, and the entry's day row when it is one of the kinds the player tools
-- read: the member's legs summed (a bet's is negative), one more entry. A replay returns before it.
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text,
  p_kind text,
  p_fingerprint text,
  p_member uuid,
  p_reference jsonb,
  p_accounts uuid[],
  p_amounts bigint[],
  OUT posted_entry bigint,
  OUT is_replay boolean,
  OUT posted_fingerprint text,
  OUT posted_accounts uuid[],
  OUT posted_balances bigint[]
) LANGUAGE plpgsql AS $$
DECLARE
  v_legs integer := cardinality(p_accounts);
  v_sum bigint := 0;
  v_member_sum bigint := 0;
  v_balance bigint;
  v_house boolean;
  v_previous_house boolean := false;
BEGIN
  IF v_legs < 2 OR v_legs <> cardinality(p_amounts) OR array_position(p_amounts, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance', p_key USING ERRCODE = 'LW002';
  END IF;

  -- A concurrent call with the same key waits here for the other to commit or roll back.
  INSERT INTO journal_entry (idempotency_key, kind, fingerprint, member_id, reference)
  VALUES (p_key, p_kind, p_fingerprint, p_member, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posted_entry;
  IF posted_entry IS NULL THEN
    SELECT e.id, true, e.fingerprint, array_agg(p.account_id ORDER BY p.id),
      array_agg(p.balance_after ORDER BY p.id)
    INTO posted_entry, is_replay, posted_fingerprint, posted_accounts, posted_balances
    FROM journal_entry e JOIN posting p ON p.entry_id = e.id
    WHERE e.idempotency_key = p_key
    GROUP BY e.id;
    RETURN;
  END IF;

  posted_balances := array_fill(NULL::bigint, ARRAY[v_legs]);
  FOR i IN 1..v_legs LOOP
    UPDATE ledger_account
    SET balance = balance + p_amounts[i], updated_at = now()
    WHERE id = p_accounts[i] AND (allow_negative OR balance + p_amounts[i] >= 0)
    RETURNING balance, house_code IS NOT NULL INTO v_balance, v_house;
    IF NOT FOUND THEN
      IF EXISTS (SELECT FROM ledger_account WHERE id = p_accounts[i]) THEN
        RAISE EXCEPTION 'posting would overdraw account %', p_accounts[i]
          USING ERRCODE = 'LW001', DETAIL = p_accounts[i]::text;
      END IF;
      RAISE EXCEPTION 'ledger entry % names an unknown account', p_key USING ERRCODE = 'LW002';
    END IF;
    IF i > 1 AND (v_previous_house > v_house
        OR (v_previous_house = v_house AND p_accounts[i] <= p_accounts[i - 1])) THEN
      RAISE EXCEPTION 'ledger entry % has its legs out of lock order', p_key USING ERRCODE = 'LW003';
    END IF;
    posted_balances[i] := v_balance;
    v_previous_house := v_house;
    v_sum := v_sum + p_amounts[i];
    IF NOT v_house THEN
      v_member_sum := v_member_sum + p_amounts[i];
    END IF;
  END LOOP;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', p_key USING ERRCODE = 'LW002';
  END IF;

  INSERT INTO posting (entry_id, account_id, amount, balance_after)
  SELECT posted_entry, l.account, l.amount, l.balance
  FROM unnest(p_accounts, p_amounts, posted_balances) AS l(account, amount, balance);
  -- After the member's account row: every entry of the member locks that row first, so two
  -- entries never wait on each other's day row in the other order.
  IF p_member IS NOT NULL AND p_kind IN ('BET', 'WIN', 'ROLLBACK', 'DEPOSIT') THEN
    INSERT INTO ledger_member_day AS d (member_id, day, kind, amount, entries)
    VALUES (p_member, brasilia_day(now()), p_kind, v_member_sum, 1)
    ON CONFLICT (member_id, day, kind) DO UPDATE
    SET amount = d.amount + excluded.amount, entries = d.entries + 1;
  END IF;
  is_replay := false;
  posted_fingerprint := p_fingerprint;
  posted_accounts := p_accounts;
END;
$$;
--> statement-breakpoint
-- Owned by the responsible-gaming module: null when a bet of p_amount centavos passes every loss,
-- wager and bet-count limit of the member, otherwise the error code of the first it would pass.
-- Loss is net of wins and refunds, and counts the stake as lost (a bet that could take the loss
-- over the limit is refused); wagered is stakes less refunds; bets are bets less refunded ones.
-- Periods are calendar ones ending today: the day, the week from Monday, the month from the 1st.
-- It takes the member's advisory lock first, held to the commit: the next bet of the member waits
-- for this one's transaction, and its own statements (each with a fresh snapshot, PL/pgSQL being
-- volatile) then see this one's day rows. Changes of limits take the same lock.
CREATE FUNCTION player_bet_refusal(p_member uuid, p_amount bigint) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_today date := brasilia_day(now());
  v_limit record;
  v_from date;
  v_wagered bigint;
  v_lost bigint;
  v_bets bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('player-limits:' || p_member::text, 0));
  FOR v_limit IN
    SELECT kind, period, amount FROM player_limit
    WHERE member_id = p_member AND kind IN ('LOSS', 'WAGER', 'BET_COUNT')
    ORDER BY kind, period
  LOOP
    v_from := CASE v_limit.period
      WHEN 'DAY' THEN v_today
      WHEN 'WEEK' THEN date_trunc('week', v_today::timestamp)::date
      WHEN 'MONTH' THEN date_trunc('month', v_today::timestamp)::date
    END;
    IF v_from IS NULL THEN
      RAISE EXCEPTION 'player limit of unknown period %', v_limit.period;
    END IF;
    SELECT coalesce(-sum(amount) FILTER (WHERE kind IN ('BET', 'ROLLBACK')), 0),
      coalesce(-sum(amount), 0),
      coalesce(sum(entries) FILTER (WHERE kind = 'BET'), 0)
        - coalesce(sum(entries) FILTER (WHERE kind = 'ROLLBACK'), 0)
    INTO v_wagered, v_lost, v_bets
    FROM ledger_member_day
    WHERE member_id = p_member AND day BETWEEN v_from AND v_today
      AND kind IN ('BET', 'WIN', 'ROLLBACK');
    CASE v_limit.kind
      WHEN 'LOSS' THEN
        IF v_lost + p_amount > v_limit.amount THEN
          RETURN 'loss-limit-reached';
        END IF;
      WHEN 'WAGER' THEN
        IF v_wagered + p_amount > v_limit.amount THEN
          RETURN 'wager-limit-reached';
        END IF;
      WHEN 'BET_COUNT' THEN
        IF v_bets + 1 > v_limit.amount THEN
          RETURN 'bet-count-limit-reached';
        END IF;
      ELSE
        RAISE EXCEPTION 'player limit of unknown kind %', v_limit.kind;
    END CASE;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- seamless_bet as in 0016, with the member's limits asked right after its eligibility: before the
-- round is opened, so a refused bet leaves nothing behind.
CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text, p_amount bigint,
  p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_refusal jsonb;
  v_limit text;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  -- Before the round is opened: a refused bet must not leave an open round with no stake behind,
  -- which a win could then pay.
  IF NOT member_may_bet(p_member) THEN
    RETURN jsonb_build_object('outcome', 'not-eligible');
  END IF;
  -- Takes the member's limits lock: a repeat of this very bet may have committed while this
  -- waited for it, and is answered as a repeat rather than counted against the limit.
  v_limit := player_bet_refusal(p_member, p_amount);
  IF v_limit IS NOT NULL THEN
    v_repeat := seamless_repeat(p_vendor, p_transaction);
    RETURN coalesce(v_repeat, jsonb_build_object('outcome', v_limit));
  END IF;

  INSERT INTO vendor_round (vendor_code, round_id, member_id, game_code)
  VALUES (p_vendor, p_round, p_member, p_game) ON CONFLICT DO NOTHING
  RETURNING * INTO v_round;
  IF NOT FOUND THEN
    -- A later bet of the round. Shared lock: bets of one round run side by side; a win or a
    -- rollback (which lock it for update) waits for them, and they for it.
    SELECT * INTO v_round FROM vendor_round
    WHERE vendor_code = p_vendor AND round_id = p_round FOR SHARE;
    -- A win or a rollback under this very id may have finished while this waited for the lock:
    -- then this is a repeat (or a conflict), not a bet on the round it left behind.
    v_repeat := seamless_repeat(p_vendor, p_transaction);
    IF v_repeat IS NOT NULL THEN
      RETURN v_repeat;
    END IF;
  END IF;
  IF v_round.member_id <> p_member OR v_round.game_code <> p_game THEN
    RETURN jsonb_build_object('outcome', 'duplicate-conflict');
  END IF;
  v_refusal := seamless_round_refusal(v_round.status, 'bet');
  IF v_refusal IS NOT NULL THEN
    RETURN v_refusal;
  END IF;

  -- From here a new round is never left behind without its bet: the posting and the record either
  -- both happen or raise and undo the round too. The record is inserted last, under the bet's id: a rollback that recorded a tombstone under
  -- that id first makes this raise LS001 and undoes the whole bet.
  RETURN seamless_record(p_vendor, p_transaction, 'bet', p_member, p_round, p_game, p_amount,
    p_fingerprint, p_currency,
    seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint, p_reference,
      p_accounts, p_amounts, p_member_account));
END;
$$;
