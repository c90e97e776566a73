-- The batched closing win set-based for its common case (docs/decisions/0021-seamless-win-batch.md,
-- "Set-based"). 0053 ran every entry through seamless_win, row by row: its repeat check, round,
-- posting, record and, at the commit, the agents' per-round report trigger. A lottery draw of a
-- million tickets spent most of its settlement there (docs/PERFORMANCE.md, "Lottery: settling a
-- draw"). Now an entry that is a plain closing win is applied together with the batch's other
-- plain ones in a handful of statements; every other entry still goes through seamless_win.
--
-- A plain entry: its transaction id and its round appear once in the batch; no transaction of
-- the vendor has that id yet; its round is the player's, takes a win (open or paying) and staked
-- no bonus grant; its member account exists; and a paying one (amount > 0) carries the wallet's
-- two-legged plan, the member's account first and a house account second, amounts non-zero and
-- balanced, under a ledger key not posted yet. An entry whose player or member account has an
-- entry that is not plain goes through seamless_win too, so every balance a player is answered
-- is the one the entries in the request's order give; only the house account sees the plain
-- entries first. If a house account that may not go negative would, the whole batch goes through
-- seamless_win as before.
--
-- What a plain entry writes is exactly what seamless_win writes for it: the round settled, the
-- journal entry (kind, ledger key, fingerprint, member, reference) and its two postings in the
-- legs' order with each account's balance after, the accounts' balances, the member's day sum of
-- the kind, the vendor transaction with its answer and reason, and the agents' day rows that the
-- per-round trigger would add at the commit (member_day_rounds_settled, below; the row trigger
-- skips the rounds the batch counted). A concurrent request that recorded one of the batch's
-- transaction ids or ledger keys meanwhile makes the batch raise LS001 and run again whole, as
-- 0053's did; its entries then answer as repeats. Locks: the rounds, then the ledger accounts
-- (members' by id, then the house's), as 0053; then the members' report locks in member order.

-- The agents' per-round report (0052's member_day_round_settled) for many rounds of one vendor
-- settled in this statement: the same sums grouped per member and day, the same first-round-of-
-- the-day chain, the same dirty rows, the same per-member lock, taken in member order.
CREATE FUNCTION member_day_rounds_settled(p_vendor text, p_rounds text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_members uuid[];
  v_days date[];
  v_next date;
BEGIN
  -- Every lookup by key, one round at a time (LATERAL … LIMIT 1, and a sum per round), so the
  -- cost is the batch's whatever the size of the tables.
  WITH rounds AS MATERIALIZED (
    SELECT r.member_id, brasilia_day(r.created_at) AS day, t.stake, t.payout, t.cashed_out
    FROM unnest(p_rounds) AS x(round_id)
    CROSS JOIN LATERAL (SELECT r.member_id, r.created_at FROM vendor_round r
      WHERE r.vendor_code = p_vendor AND r.round_id = x.round_id LIMIT 1) AS r
    CROSS JOIN LATERAL (SELECT
        coalesce(sum(t.amount) FILTER (WHERE t.type = 'bet' AND t.status = 'done' AND t.free_spin_grant_id IS NULL), 0) AS stake,
        coalesce(sum(t.amount) FILTER (WHERE t.type = 'win'), 0) AS payout,
        coalesce(bool_or(t.type = 'win' AND t.reason = 'CASH_OUT'), false) AS cashed_out
      FROM vendor_transaction t WHERE t.round_id = x.round_id AND t.vendor_code = p_vendor) AS t
  ), locked AS (
    SELECT count(pg_advisory_xact_lock(hashtextextended('member_day:' || m.member_id::text, 0)))
    FROM (SELECT DISTINCT member_id FROM rounds ORDER BY member_id) AS m
  ), days AS MATERIALIZED (
    -- After the members' locks (the count makes them run first).
    SELECT member_id, day, count(*)::integer AS rounds, sum(stake)::bigint AS stake,
      sum(payout)::bigint AS payout,
      coalesce(sum(stake) FILTER (WHERE cashed_out AND stake > 0), 0)::bigint AS cashed_out
    FROM rounds, locked WHERE locked.count >= 0 GROUP BY member_id, day
  ), added AS (
    INSERT INTO member_day AS d (member_id, day, bet_count, valid_bet, payout, cashed_out_bet)
    SELECT member_id, day, rounds, stake, payout, cashed_out FROM days ORDER BY member_id, day
    ON CONFLICT (member_id, day) DO UPDATE SET
      bet_count = d.bet_count + excluded.bet_count,
      valid_bet = d.valid_bet + excluded.valid_bet,
      payout = d.payout + excluded.payout,
      cashed_out_bet = d.cashed_out_bet + excluded.cashed_out_bet
    RETURNING d.member_id, d.day, d.bet_count
  ), dirty AS (
    INSERT INTO member_day_dirty (member_id, day)
    SELECT member_id, day FROM days ORDER BY member_id, day
    ON CONFLICT DO NOTHING
  )
  -- A day whose count is now what the batch added was not active before: it joins the chain.
  SELECT array_agg(a.member_id ORDER BY a.member_id, a.day), array_agg(a.day ORDER BY a.member_id, a.day)
  INTO v_members, v_days
  FROM added a JOIN days s ON s.member_id = a.member_id AND s.day = a.day
  WHERE a.bet_count = s.rounds;
  FOR i IN 1..coalesce(cardinality(v_members), 0) LOOP
    UPDATE member_day SET prev_bet_day = (
      SELECT max(p.day) FROM member_day p
      WHERE p.member_id = v_members[i] AND p.day < v_days[i] AND p.bet_count > 0)
    WHERE member_id = v_members[i] AND day = v_days[i];
    UPDATE member_day SET prev_bet_day = v_days[i]
    WHERE member_id = v_members[i] AND day = (
      SELECT min(n.day) FROM member_day n
      WHERE n.member_id = v_members[i] AND n.day > v_days[i] AND n.bet_count > 0)
    RETURNING day INTO v_next;
    IF v_next IS NOT NULL THEN
      INSERT INTO member_day_dirty (member_id, day) VALUES (v_members[i], v_next) ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The row trigger as in 0022, skipping a round settled while the batch's statement has said it
-- counts its rounds itself (a transaction-local setting, on only around that one UPDATE). The WHEN
-- clause of a constraint trigger is evaluated when the row changes, not at the commit.
DROP TRIGGER member_day_round_settled ON vendor_round;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_day_round_settled AFTER UPDATE ON vendor_round
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'settled' AND OLD.status <> 'settled'
    AND current_setting('seamless.rounds_counted', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION member_day_round_settled();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_win_batch(p_vendor text, p_currency text, p_entries jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_entries);
  v_outcomes jsonb[];
  v_plain_rounds text[];
  v_expected integer;
  v_done integer;
  v_entry record;
BEGIN
  PERFORM 1 FROM vendor_round
  WHERE vendor_code = p_vendor
    AND round_id IN (SELECT e ->> 'roundId' FROM jsonb_array_elements(p_entries) AS e)
  ORDER BY round_id
  FOR UPDATE;
  PERFORM 1 FROM ledger_account
  WHERE id IN (
    SELECT (e ->> 'memberAccount')::uuid FROM jsonb_array_elements(p_entries) AS e
    UNION
    SELECT a::uuid FROM jsonb_array_elements(p_entries) AS e,
      jsonb_array_elements_text(CASE jsonb_typeof(e -> 'accounts') WHEN 'array' THEN e -> 'accounts'
        ELSE '[]'::jsonb END) AS a)
  ORDER BY house_code IS NOT NULL, id
  FOR UPDATE;

  -- The plain entries (above), read under the locks just taken, and all they write, in one
  -- statement. Every lookup is by key, one row per entry (LATERAL … LIMIT 1), so a batch costs
  -- the same on a young table and on one of millions of rounds.
  PERFORM set_config('seamless.rounds_counted', 'on', true);
  WITH e AS MATERIALIZED (
    SELECT e.*, CASE WHEN cardinality(e.accounts) = 2 AND cardinality(e.amounts) = 2
        AND array_ndims(e.accounts) = 1 AND array_ndims(e.amounts) = 1 THEN true ELSE false END AS two_legs
    FROM ROWS FROM (jsonb_to_recordset(p_entries) AS ("playerId" uuid, "transactionId" text,
        "roundId" text, "gameCode" text, amount bigint, reason text, fingerprint text,
        "entryKey" text, "entryKind" text, "entryFingerprint" text, reference jsonb, accounts uuid[],
        amounts bigint[], "memberAccount" uuid)) WITH ORDINALITY
      AS e("playerId", "transactionId", "roundId", "gameCode", amount, reason, fingerprint,
        "entryKey", "entryKind", "entryFingerprint", reference, accounts, amounts, "memberAccount", ord)
  ), candidate AS MATERIALIZED (
    SELECT e.*, m.balance AS member_balance, h.balance AS house_balance,
      h.allow_negative AS house_may_go_negative,
      count(*) OVER (PARTITION BY e."transactionId") = 1
      AND count(*) OVER (PARTITION BY e."roundId") = 1
      AND e."playerId" IS NOT NULL AND e.amount IS NOT NULL
      AND r.member_id = e."playerId" AND r.status IN ('open', 'paying') AND r.bonus_grant_id IS NULL
      AND t.found IS NULL AND m.id IS NOT NULL
      AND (e.amount <= 0 OR (
        e."entryKey" IS NOT NULL AND e."entryKind" IS NOT NULL AND e."entryFingerprint" IS NOT NULL
        AND jsonb_typeof(e.reference) = 'object' AND e.two_legs
        AND e.accounts[1] = e."memberAccount" AND m.house_code IS NULL
        AND h.id IS NOT NULL AND h.house_code IS NOT NULL
        AND e.amounts[1] <> 0 AND e.amounts[2] <> 0 AND e.amounts[1] + e.amounts[2] = 0
        AND j.found IS NULL)) AS plain
    FROM e
    LEFT JOIN LATERAL (SELECT r.member_id, r.status, r.bonus_grant_id FROM vendor_round r
      WHERE r.vendor_code = p_vendor AND r.round_id = e."roundId" LIMIT 1) AS r ON true
    LEFT JOIN LATERAL (SELECT true AS found FROM vendor_transaction t
      WHERE t.vendor_code = p_vendor AND t.transaction_id = e."transactionId" LIMIT 1) AS t ON true
    LEFT JOIN LATERAL (SELECT a.id, a.house_code, a.balance FROM ledger_account a
      WHERE a.id = e."memberAccount" LIMIT 1) AS m ON true
    LEFT JOIN LATERAL (SELECT a.id, a.house_code, a.balance, a.allow_negative FROM ledger_account a
      WHERE e.amount > 0 AND e.two_legs AND a.id = e.accounts[2] LIMIT 1) AS h ON true
    LEFT JOIN LATERAL (SELECT true AS found FROM journal_entry j
      WHERE e.amount > 0 AND j.idempotency_key = e."entryKey" LIMIT 1) AS j ON true
  ), special AS (
    SELECT array_agg(DISTINCT c."playerId") FILTER (WHERE c."playerId" IS NOT NULL) AS players,
      array_agg(DISTINCT a) FILTER (WHERE a IS NOT NULL) AS accounts
    FROM candidate c
    CROSS JOIN LATERAL unnest(array_prepend(c."memberAccount", CASE WHEN array_ndims(c.accounts) = 1
      THEN c.accounts ELSE '{}'::uuid[] END)) AS a
    WHERE NOT coalesce(c.plain, false)
  ), plain_first AS MATERIALIZED (
    SELECT c.* FROM candidate c CROSS JOIN special s
    WHERE coalesce(c.plain, false)
      AND NOT (c."playerId" = ANY (coalesce(s.players, '{}')))
      AND NOT (c."memberAccount" = ANY (coalesce(s.accounts, '{}')))
  ), legs_first AS MATERIALIZED (
    -- Each plain entry's legs with each account's balance after, in the request's order; a win of
    -- 0 reads its member's balance at its place in that order (a leg of 0 that posts nothing).
    SELECT p.ord, p."playerId", p."transactionId", p."roundId", p."gameCode", p.amount AS win,
      p.fingerprint, p.reason, p."entryKey", p."entryKind",
      l.leg, l.account, l.amount, l.posts, l.may_go_negative,
      l.balance + sum(l.amount) OVER (PARTITION BY l.account ORDER BY p.ord, l.leg) AS balance_after
    FROM plain_first p
    CROSS JOIN LATERAL (VALUES
      (1, p."memberAccount", CASE WHEN p.amount > 0 THEN p.amounts[1] ELSE 0 END, p.amount > 0,
        false, p.member_balance),
      (2, p.accounts[2], p.amounts[2], true, p.house_may_go_negative, p.house_balance)
    ) AS l(leg, account, amount, posts, may_go_negative, balance)
    WHERE l.leg = 1 OR p.amount > 0
  ), overdrawn AS (
    -- A house account that may not go negative and would: every entry goes through seamless_win.
    SELECT EXISTS (SELECT FROM legs_first WHERE NOT may_go_negative AND balance_after < 0) AS any
  ), plain AS MATERIALIZED (
    SELECT p.* FROM plain_first p, overdrawn o WHERE NOT o.any
  ), legs AS MATERIALIZED (
    SELECT l.* FROM legs_first l, overdrawn o WHERE NOT o.any
  ), rounds AS (
    UPDATE vendor_round r SET status = 'settled', closed_at = now()
    FROM plain p
    WHERE r.vendor_code = p_vendor AND r.round_id = p."roundId"
    RETURNING r.round_id
  ), entries AS (
    INSERT INTO journal_entry (idempotency_key, kind, fingerprint, member_id, reference)
    SELECT p."entryKey", p."entryKind", p."entryFingerprint", p."playerId", p.reference
    FROM plain p WHERE p.amount > 0
    ORDER BY p.ord
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key
  ), postings AS (
    INSERT INTO posting (entry_id, account_id, amount, balance_after)
    SELECT j.id, l.account, l.amount, l.balance_after
    FROM legs l JOIN entries j ON j.idempotency_key = l."entryKey"
    WHERE l.posts
    ORDER BY l.ord, l.leg
  ), accounts AS (
    UPDATE ledger_account a SET balance = a.balance + d.amount, updated_at = now()
    FROM (SELECT account, sum(amount) AS amount FROM legs WHERE posts GROUP BY account) AS d
    WHERE a.id = d.account
  ), day_sums AS (
    INSERT INTO ledger_member_day AS d (member_id, day, kind, amount, entries)
    SELECT l."playerId", brasilia_day(now()), l."entryKind", sum(l.amount), count(*)
    FROM legs l
    WHERE l.posts AND l.leg = 1 AND l."entryKind" IN ('BET', 'WIN', 'ROLLBACK', 'DEPOSIT')
    GROUP BY l."playerId", l."entryKind"
    ORDER BY 1, 3
    ON CONFLICT (member_id, day, kind) DO UPDATE
    SET amount = d.amount + excluded.amount, entries = d.entries + excluded.entries
  ), recorded AS (
    INSERT INTO vendor_transaction (vendor_code, transaction_id, type, member_id, round_id,
      game_code, amount, fingerprint, response, reason)
    SELECT p_vendor, l."transactionId", 'win', l."playerId", l."roundId", l."gameCode", l.win,
      l.fingerprint,
      jsonb_build_object('playerId', l."playerId", 'currency', p_currency,
        'balance', l.balance_after, 'duplicate', false),
      l.reason
    FROM legs l WHERE l.leg = 1
    ORDER BY l.ord
    ON CONFLICT DO NOTHING
    RETURNING transaction_id
  )
  SELECT (SELECT count(*) FROM entries) + (SELECT count(*) FROM recorded),
    (SELECT count(*) FILTER (WHERE amount > 0) + count(*) FROM plain),
    (SELECT array_agg("roundId" ORDER BY ord) FROM plain),
    -- Each plain entry's answer at its place in the request's order, null for the others.
    (SELECT array_agg(a.answer ORDER BY a.ord) FROM (
      SELECT DISTINCT ON (x.ord) x.ord, x.answer FROM (
        SELECT l.ord, jsonb_build_object('outcome', 'done', 'balance', l.balance_after) AS answer
        FROM legs l WHERE l.leg = 1
        UNION ALL SELECT e.ord, NULL FROM e) AS x
      ORDER BY x.ord, x.answer NULLS LAST) AS a)
  INTO v_done, v_expected, v_plain_rounds, v_outcomes;
  PERFORM set_config('seamless.rounds_counted', 'off', true);
  IF v_done <> v_expected THEN
    RAISE EXCEPTION 'a batched win was recorded concurrently' USING ERRCODE = 'LS001';
  END IF;
  IF cardinality(v_plain_rounds) > 0 THEN
    PERFORM member_day_rounds_settled(p_vendor, v_plain_rounds);
  END IF;

  -- Every other entry as 0053 ran it, in the request's order.
  FOR v_entry IN
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_entries) AS ("playerId" uuid, "transactionId" text,
        "roundId" text, "gameCode" text, amount bigint, reason text, fingerprint text,
        "entryKey" text, "entryKind" text, "entryFingerprint" text, reference jsonb, accounts uuid[],
        amounts bigint[], "memberAccount" uuid)) WITH ORDINALITY
      AS e("playerId", "transactionId", "roundId", "gameCode", amount, reason, fingerprint,
        "entryKey", "entryKind", "entryFingerprint", reference, accounts, amounts, "memberAccount", ord)
    WHERE v_outcomes[e.ord::integer] IS NULL
    ORDER BY e.ord
  LOOP
    v_outcomes[v_entry.ord::integer] := seamless_win(p_vendor, v_entry."transactionId",
      v_entry."playerId", v_entry."roundId", v_entry."gameCode", v_entry.amount, true,
      v_entry.fingerprint, p_currency, v_entry."entryKey", v_entry."entryKind",
      v_entry."entryFingerprint", v_entry.reference, v_entry.accounts, v_entry.amounts,
      v_entry."memberAccount", v_entry.reason);
  END LOOP;
  RETURN to_jsonb(coalesce(v_outcomes, ARRAY[]::jsonb[]));
END;
$$;
