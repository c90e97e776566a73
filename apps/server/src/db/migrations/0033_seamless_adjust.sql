CREATE TABLE "vendor_adjustment" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"requested" bigint NOT NULL,
	"applied" bigint NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_adjustment_vendor_code_transaction_id_pk" PRIMARY KEY("vendor_code","transaction_id"),
	CONSTRAINT "vendor_adjustment_amounts" CHECK ("vendor_adjustment"."requested" <> 0 and "vendor_adjustment"."unrecovered" >= 0 and (
        ("vendor_adjustment"."requested" > 0 and "vendor_adjustment"."applied" = "vendor_adjustment"."requested" and "vendor_adjustment"."unrecovered" = 0)
        or ("vendor_adjustment"."requested" < 0 and "vendor_adjustment"."applied" <= 0 and "vendor_adjustment"."applied" - "vendor_adjustment"."unrecovered" = "vendor_adjustment"."requested")))
);
--> statement-breakpoint
CREATE INDEX "vendor_adjustment_round" ON "vendor_adjustment" USING btree ("round_id","vendor_code");--> statement-breakpoint
CREATE INDEX "vendor_adjustment_unrecovered" ON "vendor_adjustment" USING btree ("created_at") WHERE "vendor_adjustment"."unrecovered" > 0;--> statement-breakpoint
-- An adjustment of a closed round in one statement (docs/seamless-wallet.md, "adjust"; decision
-- 0016), serialised on the round's row like a win or a rollback (decision 0009): a repeat after
-- the lock answers as a repeat, and two adjustments of one round run one after the other.
--
-- p_requested is what the vendor asked for (signed, never 0); p_applied what the wallet planned
-- to move (p_entry_* and the arrays; null when nothing moves). A positive adjustment moves all of
-- it. A negative one takes back at most the member's balance, read here under the lock of the
-- member's ledger account (members' accounts are locked first, as ledger_post's lock order
-- wants): when the plan no longer matches least(asked, balance) nothing is done and the answer is
-- 'replan' with the balance, so the service plans again. What the balance could not cover is
-- recorded as unrecovered (vendor_adjustment), never posted: no member balance goes negative.
CREATE FUNCTION seamless_adjust(
  p_vendor text, p_transaction text, p_member uuid, p_round text, p_game text,
  p_requested bigint, p_applied bigint, p_fingerprint text, p_currency text,
  p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_repeat jsonb := seamless_repeat(p_vendor, p_transaction);
  v_round vendor_round%ROWTYPE;
  v_paid bigint;
  v_balance bigint;
  v_take bigint;
  v_unrecovered bigint := 0;
BEGIN
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  SELECT * INTO v_round FROM vendor_round
  WHERE vendor_code = p_vendor AND round_id = p_round FOR UPDATE;
  IF NOT FOUND OR v_round.member_id <> p_member OR v_round.game_code <> p_game THEN
    RETURN jsonb_build_object('outcome', 'round-not-found');
  END IF;
  v_repeat := seamless_repeat(p_vendor, p_transaction);
  IF v_repeat IS NOT NULL THEN
    RETURN v_repeat;
  END IF;
  -- Only a closed round is adjusted: an open one is still settled by its own wins and rollbacks.
  CASE v_round.status
    WHEN 'open', 'paying' THEN
      RETURN jsonb_build_object('outcome', 'round-not-settled');
    WHEN 'settled', 'rolled-back' THEN
      NULL;
    ELSE
      RAISE EXCEPTION 'vendor round in unknown state %', v_round.status;
  END CASE;

  IF p_requested < 0 THEN
    -- What the round has paid the member so far: its wins, its refunds and every adjustment as
    -- asked (an unrecovered part is still owed). A vendor can take back no more than that.
    SELECT coalesce(sum(amount) FILTER (WHERE type IN ('win', 'rollback')), 0)
      + coalesce((SELECT sum(requested) FROM vendor_adjustment
          WHERE round_id = p_round AND vendor_code = p_vendor), 0)
    INTO v_paid
    FROM vendor_transaction WHERE round_id = p_round AND vendor_code = p_vendor;
    IF -p_requested > v_paid THEN
      RETURN jsonb_build_object('outcome', 'adjustment-exceeds-paid');
    END IF;
    SELECT balance INTO v_balance FROM ledger_account WHERE id = p_member_account FOR UPDATE;
    v_take := least(-p_requested, greatest(coalesce(v_balance, 0), 0));
    IF -coalesce(p_applied, 0) <> v_take THEN
      RETURN jsonb_build_object('outcome', 'replan', 'balance', coalesce(v_balance, 0));
    END IF;
    v_unrecovered := -p_requested - v_take;
  ELSIF p_applied IS DISTINCT FROM p_requested THEN
    RAISE EXCEPTION 'adjustment % planned for % instead of %', p_transaction, p_applied, p_requested;
  END IF;

  IF coalesce(p_applied, 0) <> 0 THEN
    v_balance := seamless_post_movement(p_member, p_entry_key, p_entry_kind, p_entry_fingerprint,
      p_reference, p_accounts, p_amounts, p_member_account);
  END IF;
  INSERT INTO vendor_adjustment (vendor_code, transaction_id, round_id, member_id, requested,
    applied, unrecovered)
  VALUES (p_vendor, p_transaction, p_round, p_member, p_requested, coalesce(p_applied, 0),
    v_unrecovered);
  -- A settled round's payout was counted on its day when it settled: the adjustment changes it.
  IF v_round.status = 'settled' AND coalesce(p_applied, 0) <> 0 THEN
    PERFORM member_day_add(p_member, brasilia_day(v_round.created_at), 0, 0, 0, p_applied,
      0, 0, 0, 0, 0, 0, 0, 0, 0);
  END IF;
  INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id, game_code,
    amount, fingerprint, response)
  VALUES (p_vendor, p_transaction, 'adjustment', p_member, p_round, p_game, coalesce(p_applied, 0),
    p_fingerprint,
    jsonb_build_object('playerId', p_member, 'currency', p_currency, 'balance', coalesce(v_balance, 0),
      'duplicate', false, 'applied', coalesce(p_applied, 0), 'unrecovered', v_unrecovered))
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor transaction % recorded concurrently', p_transaction USING ERRCODE = 'LS001';
  END IF;
  RETURN jsonb_build_object('outcome', 'done', 'balance', coalesce(v_balance, 0),
    'applied', coalesce(p_applied, 0), 'unrecovered', v_unrecovered);
END;
$$;
