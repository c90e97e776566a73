-- Agent contract settlement at scale (docs/agents.md "Storage"; docs/PERFORMANCE.md, "Server: real-time
-- salary settlement"). agent_settlement_contract_end: each run reads every contract's last settled
-- period, one index entry instead of all its records (a real-time contract gains 288 a day).
CREATE INDEX "agent_settlement_contract_end" ON "agent_settlement" USING btree ("contract_id","period_end");--> statement-breakpoint
-- A real-time line lists every bet its holder earned on: tens of MB for a large team's window.
-- LZ4 compresses it several times faster than the default pglz. Servers built without LZ4 (PGlite)
-- keep pglz; the lines read the same either way.
DO $$
BEGIN
  ALTER TABLE "agent_settlement" ALTER COLUMN "line" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
