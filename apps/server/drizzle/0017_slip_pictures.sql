ALTER TABLE "payment_slips" ADD COLUMN "pixel_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_pixel_hash_uq" ON "payment_slips" USING btree ("pixel_hash");
