CREATE TABLE "event_exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"company_id" integer NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_session_speakers" (
	"session_id" integer NOT NULL,
	"presenter_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_session_speakers_session_id_presenter_id_pk" PRIMARY KEY("session_id","presenter_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer DEFAULT 3 NOT NULL,
	"event_date_id" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"hall_id" integer,
	"track_mn" text DEFAULT '' NOT NULL,
	"track_en" text DEFAULT '' NOT NULL,
	"title_mn" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_mn" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"slides_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_day" CHECK ("event_sessions"."event_date_id" between 1 and 4),
	CONSTRAINT "event_sessions_times" CHECK ("event_sessions"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "event_sessions"."ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "event_sessions"."ends_at" > "event_sessions"."starts_at"),
	CONSTRAINT "event_sessions_title" CHECK ("event_sessions"."title_mn" <> '' or "event_sessions"."title_en" <> '')
);
--> statement-breakpoint
DROP INDEX "event_registrations_email_once";--> statement-breakpoint
ALTER TABLE "event_presenters" ADD COLUMN "organisation_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_presenters" ADD COLUMN "organisation_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_presenters" ADD COLUMN "bio_mn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_presenters" ADD COLUMN "bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_presenters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attendee_type" text DEFAULT 'visitor' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_exhibitors" ADD CONSTRAINT "event_exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exhibitors" ADD CONSTRAINT "event_exhibitors_company_id_dir_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dir_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_session_speakers" ADD CONSTRAINT "event_session_speakers_presenter_id_event_presenters_id_fk" FOREIGN KEY ("presenter_id") REFERENCES "public"."event_presenters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_hall_id_event_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."event_halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_exhibitors_company_once" ON "event_exhibitors" USING btree ("event_id","company_id");--> statement-breakpoint
CREATE INDEX "event_session_speakers_presenter_idx" ON "event_session_speakers" USING btree ("presenter_id");--> statement-breakpoint
CREATE INDEX "event_sessions_day_idx" ON "event_sessions" USING btree ("event_id","event_date_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_person_once" ON "event_registrations" USING btree ("event_id",lower("email"),lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_manage_token" ON "event_registrations" USING btree ("manage_token_hash");--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attendee_type" CHECK ("event_registrations"."attendee_type" in ('visitor', 'exhibitor', 'delegate', 'press'));--> statement-breakpoint
-- the privacy notice's promise: registrations older than two years are deleted daily (src/api/jobs/retention.ts)
INSERT INTO "jobs" ("kind", "key", "due_at") VALUES ('registration-retention', 'registration-retention', now()) ON CONFLICT ("key") DO NOTHING;
