DROP INDEX "journal_entry_member";--> statement-breakpoint
DROP INDEX "vendor_transaction_member";--> statement-breakpoint
CREATE INDEX "vendor_round_member" ON "vendor_round" USING btree ("member_id","created_at");