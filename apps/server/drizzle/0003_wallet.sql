CREATE TABLE "coin_costs" (
	"key" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_costs_amount_positive" CHECK ("coin_costs"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"user_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_held_within_balance" CHECK ("ledger_accounts"."held" >= 0 AND "ledger_accounts"."held" <= "ledger_accounts"."balance"),
	CONSTRAINT "ledger_accounts_kind_shape" CHECK (("ledger_accounts"."kind" = 'wallet' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."code" IS NULL)
        OR ("ledger_accounts"."kind" = 'system' AND "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."code" LIKE 'system:%'
            AND "ledger_accounts"."balance" = 0 AND "ledger_accounts"."held" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transfer_id" uuid,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status" CHECK ("ledger_holds"."status" IN ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_holds_posted_has_transfer" CHECK (("ledger_holds"."status" = 'posted') = ("ledger_holds"."transfer_id" IS NOT NULL)),
	CONSTRAINT "ledger_holds_reference_pair" CHECK (("ledger_holds"."reference_type" IS NULL) = ("ledger_holds"."reference_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"reverses_transfer_id" uuid,
	"hold_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_reference_pair" CHECK (("ledger_transfers"."reference_type" IS NULL) = ("ledger_transfers"."reference_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("reverses_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_uq" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_uq" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transfer_account_uq" ON "ledger_entries" USING btree ("transfer_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_idempotency_key_uq" ON "ledger_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_idempotency_key_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_hold_uq" ON "ledger_transfers" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reverses_idx" ON "ledger_transfers" USING btree ("reverses_transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference_type","reference_id");