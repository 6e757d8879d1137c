ALTER TABLE "dir_companies" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "dir_companies_registration_idx" ON "dir_companies" USING btree ("registration_number");