ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text;
