-- A real-time salary line's bets beside the line (docs/agents.md "Storage"; docs/PERFORMANCE.md,
-- "Real-time salary settlement"): column arrays, one row per line, written with the line.
CREATE TABLE "agent_settlement_bets" (
	"contract_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"bet_ids" text[] NOT NULL,
	"member_ids" uuid[] NOT NULL,
	"valid_bets" bigint[] NOT NULL,
	"profits" boolean[] NOT NULL,
	"rates" smallint[] NOT NULL,
	CONSTRAINT "agent_settlement_bets_contract_id_period_key_pk" PRIMARY KEY("contract_id","period_key"),
	CONSTRAINT "agent_settlement_bets_columns" CHECK (cardinality("agent_settlement_bets"."member_ids") = cardinality("agent_settlement_bets"."bet_ids") and cardinality("agent_settlement_bets"."valid_bets") = cardinality("agent_settlement_bets"."bet_ids") and cardinality("agent_settlement_bets"."profits") = cardinality("agent_settlement_bets"."bet_ids") and cardinality("agent_settlement_bets"."rates") = cardinality("agent_settlement_bets"."bet_ids"))
);
--> statement-breakpoint
ALTER TABLE "agent_settlement_bets" ADD CONSTRAINT "agent_settlement_bets_settlement_fk" FOREIGN KEY ("contract_id","period_key") REFERENCES "public"."agent_settlement"("contract_id","period_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A large team's window lists hundreds of thousands of bets, which as JSON in the line cost
-- seconds to write and made every read of the line carry them. LZ4 where the server has it
-- (PGlite keeps pglz), as for the lines.
DO $$
BEGIN
  ALTER TABLE "agent_settlement_bets"
    ALTER COLUMN "bet_ids" SET COMPRESSION lz4,
    ALTER COLUMN "member_ids" SET COMPRESSION lz4,
    ALTER COLUMN "valid_bets" SET COMPRESSION lz4,
    ALTER COLUMN "profits" SET COMPRESSION lz4,
    ALTER COLUMN "rates" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The real-time lines recorded before: their lists move here in their order, and each line keeps
-- the count and the exact sum of rate × valid bet it was paid on.
INSERT INTO "agent_settlement_bets" ("contract_id", "period_key", "bet_ids", "member_ids", "valid_bets", "profits", "rates")
SELECT s.contract_id, s.period_key,
  array_agg(e.bet ->> 'betId' ORDER BY e.position),
  array_agg((e.bet ->> 'memberId')::uuid ORDER BY e.position),
  array_agg((e.bet ->> 'validBet')::bigint ORDER BY e.position),
  array_agg(e.bet ->> 'outcome' = 'PROFIT' ORDER BY e.position),
  array_agg((e.bet ->> 'rate')::smallint ORDER BY e.position)
FROM "agent_settlement" s
CROSS JOIN LATERAL jsonb_array_elements(s.line -> 'bets') WITH ORDINALITY AS e(bet, position)
WHERE s.type = 'REALTIME_SALARY' AND jsonb_typeof(s.line -> 'bets') = 'array'
GROUP BY s.contract_id, s.period_key;
--> statement-breakpoint
UPDATE "agent_settlement" s
SET line = (s.line - 'bets') || jsonb_build_object(
  'betCount', jsonb_array_length(s.line -> 'bets'),
  'earnedExact', (
    SELECT coalesce(sum((bet ->> 'rate')::numeric * (bet ->> 'validBet')::numeric), 0)::text
    FROM jsonb_array_elements(s.line -> 'bets') AS bet))
WHERE s.type = 'REALTIME_SALARY' AND jsonb_typeof(s.line -> 'bets') = 'array';
