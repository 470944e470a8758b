CREATE TABLE "referral_reward_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rewards" integer NOT NULL,
	CONSTRAINT "referral_reward_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "friend_mailbox" text;--> statement-breakpoint
ALTER TABLE "referral_reward_days" ADD CONSTRAINT "referral_reward_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_mailbox_uq" ON "referrals" USING btree ("friend_mailbox");
