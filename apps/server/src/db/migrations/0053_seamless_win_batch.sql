-- The batched closing win (docs/decisions/0021-seamless-win-batch.md): up to 1,000 closing wins in
-- one statement and one transaction. Each entry is seamless_win's own work (repeat check, round
-- state, posting, record with its answer), so it is idempotent by its transaction id exactly as
-- the single call is and refused per entry (bet-not-found, round-closed, already-rolled-back) with
-- the rest applied. What the batch adds is the lock order: every round it names first (by round
-- id), then every ledger account its movements touch (members' by id, then the house's by id,
-- ledger_post's order), before any entry runs. Two batches, or a batch and single calls, that
-- share a round or an account then wait on each other instead of deadlocking, and the deferred
-- per-round triggers of two batches sharing a member run one after the other.
-- Entries: playerId, transactionId, roundId, gameCode, amount, reason, fingerprint, entryKey,
-- entryKind, entryFingerprint, reference, accounts, amounts, memberAccount (null entry* fields for
-- a win of 0). Answers one outcome per entry, in the entries' order, as seamless_win answers it.
CREATE FUNCTION seamless_win_batch(p_vendor text, p_currency text, p_entries jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_entry record;
  v_outcomes jsonb[] := ARRAY[]::jsonb[];
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
  FOR v_entry IN
    SELECT * FROM jsonb_to_recordset(p_entries) AS e("playerId" uuid, "transactionId" text,
      "roundId" text, "gameCode" text, amount bigint, reason text, fingerprint text,
      "entryKey" text, "entryKind" text, "entryFingerprint" text, reference jsonb, accounts uuid[],
      amounts bigint[], "memberAccount" uuid)
  LOOP
    v_outcomes := v_outcomes || seamless_win(p_vendor, v_entry."transactionId", v_entry."playerId",
      v_entry."roundId", v_entry."gameCode", v_entry.amount, true, v_entry.fingerprint, p_currency,
      v_entry."entryKey", v_entry."entryKind", v_entry."entryFingerprint", v_entry.reference,
      v_entry.accounts, v_entry.amounts, v_entry."memberAccount", v_entry.reason);
  END LOOP;
  RETURN to_jsonb(v_outcomes);
END;
$$;
