CREATE TYPE "public"."page_type" AS ENUM('news', 'static');--> statement-breakpoint
CREATE TYPE "public"."about_category" AS ENUM('President', 'Association', 'Office', 'Auditor');--> statement-breakpoint
CREATE TYPE "public"."lang" AS ENUM('mn', 'en');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"account_role" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" "page_type" DEFAULT 'news' NOT NULL,
	"category_level" integer DEFAULT 1 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_chk" CHECK ("categories"."category_level" between 1 and 3),
	CONSTRAINT "categories_level3_static_chk" CHECK ("categories"."category_level" < 3 or "categories"."page_type" = 'static')
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"publisher" text NOT NULL,
	"news_status" boolean DEFAULT true NOT NULL,
	"yellow_book" boolean DEFAULT false NOT NULL,
	"category_cid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_cid" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "static_data_category_cid_unique" UNIQUE("category_cid")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"order_num" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"sell_datetime" timestamp with time zone NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'MNT' NOT NULL,
	"lot_size" text DEFAULT '' NOT NULL,
	"own_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"product_name" text NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"mass" text DEFAULT '' NOT NULL,
	"min_price" numeric(18, 2),
	"price" numeric(18, 2),
	"price_currency" text DEFAULT 'MNT' NOT NULL,
	"trade_datetime" timestamp with time zone NOT NULL,
	"own_url" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"about_category" "about_category" NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"position_en" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"company_en" text DEFAULT '' NOT NULL,
	"profile" text NOT NULL,
	"years_of_work" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_companies_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "member_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"board_member" boolean DEFAULT false NOT NULL,
	"main_member" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_type" text NOT NULL,
	"member_request" boolean DEFAULT false NOT NULL,
	"codex_request" boolean DEFAULT false NOT NULL,
	"meeting_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"public_relations_committee" boolean DEFAULT false NOT NULL,
	"environment_committee" boolean DEFAULT false NOT NULL,
	"legal_committee" boolean DEFAULT false NOT NULL,
	"logistics_committee" boolean DEFAULT false NOT NULL,
	"responsible" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minerals" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"pdf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sustainable_mining" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"language" "lang" DEFAULT 'mn' NOT NULL,
	"pdf" text NOT NULL,
	"posters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"video" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" text NOT NULL,
	"pid" text,
	"question" text NOT NULL,
	CONSTRAINT "assessment_questions_cid_unique" UNIQUE("cid")
);
--> statement-breakpoint
CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_percentage" integer NOT NULL,
	"first_section_per" integer,
	"second_section_per" integer,
	"third_section_per" integer,
	"fourth_section_per" integer,
	"fifth_section_per" integer,
	"total_true" integer NOT NULL,
	"total_false" integer NOT NULL,
	"member_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_answer_id_unique" UNIQUE("answer_id")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"official_document" text NOT NULL,
	"form" text NOT NULL,
	"publication" boolean DEFAULT true NOT NULL,
	"result_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_result_id_unique" UNIQUE("result_id")
);
--> statement-breakpoint
CREATE TABLE "member_answer_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" boolean NOT NULL,
	"proof" boolean DEFAULT false NOT NULL,
	"proof_file" text,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "member_answers_once" UNIQUE("answer_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "self_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"respondent_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" boolean NOT NULL,
	"proof" boolean DEFAULT false NOT NULL,
	CONSTRAINT "self_answers_once" UNIQUE("respondent_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "self_respondents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"trigger" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"pages" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pid_categories_cid_fk" FOREIGN KEY ("pid") REFERENCES "public"."categories"("cid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_cid_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."categories"("cid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_data" ADD CONSTRAINT "static_data_category_cid_categories_cid_fk" FOREIGN KEY ("category_cid") REFERENCES "public"."categories"("cid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_answer_id_member_answer_sets_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."member_answer_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_answer_id_member_answer_sets_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."member_answer_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_answer_sets" ADD CONSTRAINT "member_answer_sets_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_answers" ADD CONSTRAINT "member_answers_answer_id_member_answer_sets_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."member_answer_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_answers" ADD CONSTRAINT "member_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_answer_id_member_answer_sets_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."member_answer_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_answers" ADD CONSTRAINT "self_answers_respondent_id_self_respondents_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."self_respondents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_answers" ADD CONSTRAINT "self_answers_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_member_id_member_companies_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "news_category_created_idx" ON "news" USING btree ("category_cid","created_at");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_datetime_idx" ON "notices" USING btree ("sell_datetime");--> statement-breakpoint
CREATE INDEX "trades_datetime_idx" ON "trades" USING btree ("trade_datetime");--> statement-breakpoint
CREATE INDEX "verification_codes_member_idx" ON "verification_codes" USING btree ("member_id");