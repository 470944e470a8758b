CREATE TABLE "reading_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"reply_to" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reading_messages_cost_non_negative" CHECK ("reading_messages"."cost" >= 0),
	CONSTRAINT "reading_messages_role" CHECK ("reading_messages"."role" IN ('user', 'assistant')),
	CONSTRAINT "reading_messages_status" CHECK ("reading_messages"."status" IN ('pending', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_bytes_positive" CHECK ("uploads"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "reading_messages" ADD CONSTRAINT "reading_messages_session_id_reading_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."reading_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_messages_session_idx" ON "reading_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_messages_idempotency_uq" ON "reading_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_messages_reply_uq" ON "reading_messages" USING btree ("reply_to");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");