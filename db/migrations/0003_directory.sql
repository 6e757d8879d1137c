-- Trigram search of the directory (pg_trgm exists in Postgres, Neon and PGlite). The trigram indexes
-- keep no pending list (fastupdate off): a lookup never scans unmerged entries after bulk writes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "dir_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dir_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_code" text NOT NULL,
	"category_code" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dir_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"address_mn" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"about_mn" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"registrant_name" text DEFAULT '' NOT NULL,
	"registrant_position" text DEFAULT '' NOT NULL,
	"registrant_email" text DEFAULT '' NOT NULL,
	"registrant_phone" text DEFAULT '' NOT NULL,
	"lang" "lang" DEFAULT 'mn' NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dir_company_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dir_consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"profession_mn" text NOT NULL,
	"profession_en" text NOT NULL,
	"advice_mn" text DEFAULT '' NOT NULL,
	"advice_en" text DEFAULT '' NOT NULL,
	"phone_number" text NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"registrant_name" text DEFAULT '' NOT NULL,
	"registrant_position" text DEFAULT '' NOT NULL,
	"registrant_email" text DEFAULT '' NOT NULL,
	"registrant_phone" text DEFAULT '' NOT NULL,
	"lang" "lang" DEFAULT 'mn' NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dir_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contact_type" text NOT NULL,
	"contact_value" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dir_contacts_type" CHECK ("dir_contacts"."contact_type" in ('phone', 'fax', 'email', 'website'))
);
--> statement-breakpoint
CREATE TABLE "dir_main_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dir_categories" ADD CONSTRAINT "dir_categories_main_code_dir_main_categories_code_fk" FOREIGN KEY ("main_code") REFERENCES "public"."dir_main_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dir_companies" ADD CONSTRAINT "dir_companies_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dir_company_categories" ADD CONSTRAINT "dir_company_categories_company_id_dir_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dir_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dir_company_categories" ADD CONSTRAINT "dir_company_categories_category_id_dir_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dir_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dir_consultants" ADD CONSTRAINT "dir_consultants_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dir_contacts" ADD CONSTRAINT "dir_contacts_company_id_dir_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dir_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dir_categories_code_once" ON "dir_categories" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "dir_categories_main_idx" ON "dir_categories" USING btree ("main_code","category_code");--> statement-breakpoint
CREATE INDEX "dir_companies_public_idx" ON "dir_companies" USING btree ("approval","id");--> statement-breakpoint
CREATE INDEX "dir_companies_request_idx" ON "dir_companies" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "dir_companies_search_idx" ON "dir_companies" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "dir_company_categories_once" ON "dir_company_categories" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "dir_company_categories_cat_idx" ON "dir_company_categories" USING btree ("category_id","company_id");--> statement-breakpoint
CREATE INDEX "dir_consultants_public_idx" ON "dir_consultants" USING btree ("approval","id");--> statement-breakpoint
CREATE INDEX "dir_consultants_request_idx" ON "dir_consultants" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "dir_consultants_search_idx" ON "dir_consultants" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "dir_contacts_company_idx" ON "dir_contacts" USING btree ("company_id","contact_type","sequence");--> statement-breakpoint
INSERT INTO "dir_main_categories" ("code", "name_mn", "name_en") VALUES
	('01', 'Уул уурхайн компаниуд', 'Mining Companies'),
	('02', 'Ханган нийлүүлэгч компаниуд', 'Supplier Companies'),
	('03', 'Үйлчилгээ үзүүлэгч компаниуд', 'Service Companies'),
	('04', 'Бусад компаниуд', 'Other Companies');
