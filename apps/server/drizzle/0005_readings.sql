CREATE TABLE "reading_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"cost" integer NOT NULL,
	"hold_id" uuid,
	"share_token" text NOT NULL,
	"error" text,
	"additional_context" text,
	"reading_date" date,
	"shaken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reading_sessions_cost_non_negative" CHECK ("reading_sessions"."cost" >= 0),
	CONSTRAINT "reading_sessions_status" CHECK ("reading_sessions"."status" IN ('created', 'started', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "reading_sessions_user_idx" ON "reading_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reading_sessions_status_idx" ON "reading_sessions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_sessions_share_token_uq" ON "reading_sessions" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_sessions_hold_uq" ON "reading_sessions" USING btree ("hold_id");