-- ledger_post and the seamless movement that composes it, with fewer statements per call. Each
-- statement PL/pgSQL runs pays executor start-up, which was the largest single cost of a bet under
-- load (docs/PERFORMANCE.md). What changes:
-- * the caller passes the legs in lock order (members' accounts first, then house accounts, each
--   by id; wallet.plan sorts them), so no query sorts them here; the order is still enforced: a
--   leg out of order raises LW003 and the entry rolls back, so two entries can never deadlock;
-- * the balance check is summed in the same loop (it still raises LW002 before anything commits);
-- * one row with the accounts and balances as arrays, instead of a row per posting, so a PL/pgSQL
--   caller reads it as a plain expression rather than a query over a set-returning function.
-- Errors: LW001 overdraft (DETAIL = the account id), LW002 an entry that does not balance or names
-- an unknown account, LW003 legs out of lock order.
DROP FUNCTION ledger_post(text, text, text, uuid, jsonb, uuid[], bigint[]);
--> statement-breakpoint
CREATE FUNCTION ledger_post(
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
  END LOOP;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', p_key USING ERRCODE = 'LW002';
  END IF;

  INSERT INTO posting (entry_id, account_id, amount, balance_after)
  SELECT posted_entry, l.account, l.amount, l.balance
  FROM unnest(p_accounts, p_amounts, posted_balances) AS l(account, amount, balance);
  is_replay := false;
  posted_fingerprint := p_fingerprint;
  posted_accounts := p_accounts;
END;
$$;
--> statement-breakpoint
-- As in 0006, reading ledger_post's one row as an expression.
CREATE OR REPLACE FUNCTION seamless_post_movement(
  p_member uuid, p_entry_key text, p_entry_kind text, p_entry_fingerprint text, p_reference jsonb,
  p_accounts uuid[], p_amounts bigint[], p_member_account uuid
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_posted record := ledger_post(p_entry_key, p_entry_kind, p_entry_fingerprint, p_member,
    p_reference, p_accounts, p_amounts);
BEGIN
  IF v_posted.posted_fingerprint <> p_entry_fingerprint THEN
    RAISE EXCEPTION 'ledger key % holds another movement', p_entry_key USING ERRCODE = 'LS002';
  END IF;
  RETURN v_posted.posted_balances[array_position(v_posted.posted_accounts, p_member_account)];
END;
$$;
--> statement-breakpoint
-- As in 0008, without a scalar subquery: one plain statement each.
CREATE OR REPLACE FUNCTION member_may_bet(p_member uuid) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_may boolean;
BEGIN
  SELECT status = 'ACTIVE' AND type <> 4 INTO v_may FROM member WHERE id = p_member;
  RETURN coalesce(v_may, false);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_repeat(p_vendor text, p_transaction text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_repeat jsonb;
BEGIN
  SELECT jsonb_build_object('outcome', 'repeat', 'type', type, 'fingerprint', fingerprint,
    'response', response)
  INTO v_repeat
  FROM vendor_transaction WHERE vendor_code = p_vendor AND transaction_id = p_transaction;
  RETURN v_repeat;
END;
$$;
