-- The team tree (accounts module): member_tree is a closure table of member.parent_id, so an
-- agent's whole team is one indexed lookup. member_invitation: an agent's labelled invitation links
-- and codes; member.invitation_id: the one a member registered through (per-link counts).
CREATE TABLE "member_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_invitation_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "member_invitation" ADD CONSTRAINT "member_invitation_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_member_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_member_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_invitation_member" ON "member_invitation" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth" ON "member_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_depth" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_invitation_id_member_invitation_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."member_invitation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_by_invitation" ON "member" USING btree ("invitation_id") WHERE "member"."invitation_id" is not null;
--> statement-breakpoint
-- Back-fill: every member is its own ancestor at depth 0, then each parent's ancestors one level
-- further. The depth guard only stops a walk should a cycle exist in old data (none is expected).
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE tree(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM member
  UNION ALL
  SELECT tree.ancestor_id, child.id, tree.depth + 1
  FROM tree JOIN member child ON child.parent_id = tree.descendant_id
  WHERE tree.depth < 1000
)
SELECT ancestor_id, descendant_id, min(depth) FROM tree GROUP BY ancestor_id, descendant_id;
--> statement-breakpoint
-- Keeps member_tree equal to member.parent_id inside the writing statement's own transaction, for
-- every path that writes a member (registration, an agent's direct creation, seeding, a move).
-- A move re-links the whole subtree: the rows joining the subtree to its old ancestors go, the
-- cross product of the new parent's ancestors and the subtree comes in. Moves take an exclusive
-- transaction lock and inserts a shared one, so a member registered under someone being moved
-- reads the ancestors as they are after the move (each statement of PL/pgSQL takes a fresh
-- snapshot once the lock is granted), and two moves can never build a cycle between them.
CREATE FUNCTION member_tree_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('member_tree'));
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT NEW.id, NEW.id, 0
    UNION ALL
    SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id;
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('member_tree'));
  IF NEW.parent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own team', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_tree_no_cycle';
  END IF;
  DELETE FROM member_tree link
  USING member_tree below, member_tree above
  WHERE below.ancestor_id = NEW.id
    AND link.descendant_id = below.descendant_id
    AND above.descendant_id = NEW.id AND above.depth > 0
    AND link.ancestor_id = above.ancestor_id;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
  SELECT above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
  FROM member_tree above CROSS JOIN member_tree below
  WHERE above.descendant_id = NEW.parent_id AND below.ancestor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON member
FOR EACH ROW EXECUTE FUNCTION member_tree_sync();
--> statement-breakpoint
CREATE TRIGGER member_tree_move AFTER UPDATE OF parent_id ON member
FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
EXECUTE FUNCTION member_tree_sync();
