CREATE TABLE "event_agenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"event_date_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"agenda_image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"cid" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"category" text NOT NULL,
	"category_en" text NOT NULL,
	"category_status" boolean DEFAULT true NOT NULL,
	"page_type" text DEFAULT 'static' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"day" text NOT NULL,
	"event_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_footer" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"information" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"event_date_id" integer NOT NULL,
	"image" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"hall_name" text NOT NULL,
	"hall_name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_portfolio" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"event_date_id" integer NOT NULL,
	"present_name" text NOT NULL,
	"present_name_en" text DEFAULT '' NOT NULL,
	"present_url" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_presenters" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"name_mn" text NOT NULL,
	"name_en" text NOT NULL,
	"position_mn" text NOT NULL,
	"position_en" text NOT NULL,
	"profile_img" text NOT NULL,
	"presenter_queue" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"lang" "lang" DEFAULT 'mn' NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"event_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_agenda" ADD CONSTRAINT "event_agenda_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD CONSTRAINT "event_agenda_language_id_event_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."event_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_pid_event_categories_cid_fk" FOREIGN KEY ("pid") REFERENCES "public"."event_categories"("cid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_language_id_event_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."event_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_gallery" ADD CONSTRAINT "event_gallery_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_halls" ADD CONSTRAINT "event_halls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_presentations" ADD CONSTRAINT "event_presentations_hall_id_event_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."event_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_presenters" ADD CONSTRAINT "event_presenters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_dates_day_lang" ON "event_dates" USING btree ("event_id","event_date_id","language_id");--> statement-breakpoint
CREATE INDEX "event_gallery_day_idx" ON "event_gallery" USING btree ("event_id","event_date_id","id");--> statement-breakpoint
CREATE INDEX "event_presenters_queue_idx" ON "event_presenters" USING btree ("event_id","presenter_queue");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_once" ON "event_registrations" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("event_id","created_at");--> statement-breakpoint
-- Reference data the spec fixes (§7, §9): editions (3 = 2025, the default), language ids mn=1, en=2,
-- and the 2025 days; gallery ids 1-4 are the Mongolian rows and 5-8 the English ones of days 1-4.
INSERT INTO "events" ("id", "event", "event_en") VALUES
  (1, 'Уул уурхайн долоо хоног 2023', 'Mining Week 2023'),
  (2, 'Уул уурхайн долоо хоног 2024', 'Mining Week 2024'),
  (3, 'Уул уурхайн долоо хоног 2025', 'Mining Week 2025');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('events', 'id'), 3);--> statement-breakpoint
INSERT INTO "event_languages" ("id", "language") VALUES (1, 'Монгол'), (2, 'English');--> statement-breakpoint
INSERT INTO "event_dates" ("id", "event_id", "language_id", "event_date_id", "day", "event_date") VALUES
  (1, 3, 1, 1, '1-р өдөр', '2025-09-11'),
  (2, 3, 1, 2, '2-р өдөр', '2025-09-12'),
  (3, 3, 1, 3, '3-р өдөр', '2025-09-13'),
  (4, 3, 1, 4, 'Уурхайн аялал', '2025-09-14'),
  (5, 3, 2, 1, 'Day 1', '2025-09-11'),
  (6, 3, 2, 2, 'Day 2', '2025-09-12'),
  (7, 3, 2, 3, 'Day 3', '2025-09-13'),
  (8, 3, 2, 4, 'Mine site visit', '2025-09-14');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('event_dates', 'id'), 8);
