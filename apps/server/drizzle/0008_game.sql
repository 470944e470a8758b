CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"hits" integer,
	"misses" integer,
	"max_combo" integer,
	"score" integer,
	CONSTRAINT "game_rounds_counted_whole" CHECK (("game_rounds"."finished_at" is null) = ("game_rounds"."score" is null)
        and ("game_rounds"."score" is null) = ("game_rounds"."hits" is null))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","day");--> statement-breakpoint
CREATE INDEX "game_rounds_day_score_idx" ON "game_rounds" USING btree ("day","score");