-- The wallet module's one way to write the ledger (wallet.repository.ts calls it; nothing else may).
-- One call posts one balanced journal entry: the entry, each account's balance (a conditional
-- update that refuses to take a non-negative account below zero) and the postings, in one
-- statement, so the row locks it takes are held for that statement and the commit only, not across
-- round trips between the server and the database. A key posted before returns the stored entry
-- with is_replay = true and moves nothing. Errors: LW001 overdraft (DETAIL = the account id),
-- LW002 an entry that does not balance.
CREATE FUNCTION ledger_post(
  p_key text,
  p_kind text,
  p_fingerprint text,
  p_member uuid,
  p_reference jsonb,
  p_accounts uuid[],
  p_amounts bigint[]
) RETURNS TABLE (
  posted_entry bigint,
  is_replay boolean,
  posted_fingerprint text,
  posted_account uuid,
  posted_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
  v_leg record;
  v_balance bigint;
  v_balances bigint[] := array_fill(NULL::bigint, ARRAY[cardinality(p_accounts)]);
BEGIN
  IF cardinality(p_accounts) < 2 OR cardinality(p_accounts) <> cardinality(p_amounts)
     OR (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', p_key USING ERRCODE = 'LW002';
  END IF;

  -- A concurrent call with the same key waits here for the other to commit or roll back.
  INSERT INTO journal_entry (idempotency_key, kind, fingerprint, member_id, reference)
  VALUES (p_key, p_kind, p_fingerprint, p_member, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN QUERY
      SELECT e.id, true, e.fingerprint, p.account_id, p.balance_after
      FROM journal_entry e JOIN posting p ON p.entry_id = e.id
      WHERE e.idempotency_key = p_key
      ORDER BY p.id;
    RETURN;
  END IF;

  -- One lock order for every entry (members' accounts, then house accounts, each by id), so two
  -- entries can never deadlock; house accounts last keeps their shared rows locked the shortest.
  FOR v_leg IN
    SELECT l.account, l.amount, l.ord
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account, amount, ord)
    JOIN ledger_account a ON a.id = l.account
    ORDER BY a.house_code IS NOT NULL, a.id
  LOOP
    UPDATE ledger_account
    SET balance = balance + v_leg.amount, updated_at = now()
    WHERE id = v_leg.account AND (allow_negative OR balance + v_leg.amount >= 0)
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'posting would overdraw account %', v_leg.account
        USING ERRCODE = 'LW001', DETAIL = v_leg.account::text;
    END IF;
    v_balances[v_leg.ord] := v_balance;
  END LOOP;
  IF array_position(v_balances, NULL) IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % names an unknown account', p_key USING ERRCODE = 'LW002';
  END IF;

  RETURN QUERY
    INSERT INTO posting (entry_id, account_id, amount, balance_after)
    SELECT v_entry, l.account, l.amount, v_balances[l.ord]
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account, amount, ord)
    ORDER BY l.ord
    RETURNING v_entry, false, p_fingerprint, posting.account_id, posting.balance_after;
END;
$$;
