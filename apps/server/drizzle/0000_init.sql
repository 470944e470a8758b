CREATE TABLE "client_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text NOT NULL,
	"user_agent" text,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_error_reports_created_at_idx" ON "client_error_reports" USING btree ("created_at");