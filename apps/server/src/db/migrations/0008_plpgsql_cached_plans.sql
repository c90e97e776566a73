-- The two SQL-language helpers the seamless bet calls on every request become PL/pgSQL, with the
-- same names, arguments and answers. PostgreSQL (before 18) parses and plans a non-inlined SQL
-- function's body on every call, which was a fifth of the database's CPU per bet under load
-- (docs/PERFORMANCE.md); PL/pgSQL keeps each statement's plan for the life of the connection.
-- A kept plan is generic (planned without the arguments' values), so an index that a key lookup
-- could take by a prefix must not exist: vendor_transaction_round now leads with the round.
DROP INDEX "vendor_transaction_round";--> statement-breakpoint
CREATE INDEX "vendor_transaction_round" ON "vendor_transaction" USING btree ("round_id","vendor_code");
--> statement-breakpoint
-- Owned by the accounts module (0005 has the rule); unchanged in meaning.
CREATE OR REPLACE FUNCTION member_may_bet(p_member uuid) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT status = 'ACTIVE' AND type <> 4 FROM member WHERE id = p_member), false);
END;
$$;
--> statement-breakpoint
-- Owned by the seamless module (0006 has the rules); unchanged in meaning.
CREATE OR REPLACE FUNCTION seamless_repeat(p_vendor text, p_transaction text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object('outcome', 'repeat', 'type', type, 'fingerprint', fingerprint,
      'response', response)
    FROM vendor_transaction WHERE vendor_code = p_vendor AND transaction_id = p_transaction
  );
END;
$$;
