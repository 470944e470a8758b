ALTER TABLE "game_rounds" ADD COLUMN "holes" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_holes_digits" CHECK ("game_rounds"."holes" ~ '^[1-9]+$');
