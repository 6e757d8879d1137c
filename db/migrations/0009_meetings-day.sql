CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "meeting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"admin_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_events_action" CHECK ("meeting_events"."action" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'moved', 'held', 'no_show')),
	CONSTRAINT "meeting_events_actor" CHECK ("meeting_events"."actor" in ('sender', 'receiver', 'organiser', 'system'))
);
--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "organisation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "offer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "seek" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "category_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_events" ADD CONSTRAINT "meeting_events_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("due_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "meeting_events_meeting_idx" ON "meeting_events" USING btree ("meeting_id","id");--> statement-breakpoint
ALTER TABLE "meeting_users" ADD CONSTRAINT "meeting_users_company_id_dir_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dir_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_closed_reason" CHECK ("meetings"."closed_reason" in ('declined', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_attendance" CHECK ("meetings"."attendance" in ('held', 'no_show'));--> statement-breakpoint
-- Meetings cancelled before this release keep a reason (who declined is not known).
UPDATE "meetings" SET "closed_reason" = 'cancelled', "closed_at" = "updated_at" WHERE "meeting_status" = 'cancelled';--> statement-breakpoint
-- Every way a meeting is made or changes (a user's request or answer, an organiser's move or
-- acceptance, an import) plans its scheduled work here, in the same transaction (issue 26 §2, §7):
-- a pending request's expiry at its deadline or the slot's start, whichever is first; an accepted
-- meeting's reminders at 19:00 Ulaanbaatar time the evening before and an hour before it starts.
-- Keys make planning twice a no-op; a move plans the new slot's reminders under new keys, and the
-- job itself checks the meeting is still as planned before it mails (src/api/jobs). Slots are
-- Ulaanbaatar wall-clock times (UTC+8 all year), so the instants need no time-zone database.
CREATE FUNCTION "meeting_plan_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  starts timestamptz;
  slot_day date;
BEGIN
  SELECT ((t.meeting_date + t.start_time) AT TIME ZONE 'UTC') - interval '8 hours', t.meeting_date
    INTO starts, slot_day FROM meeting_times t WHERE t.id = NEW.time_id;
  IF NEW.meeting_status = 'pending' AND NEW.expires_at IS NOT NULL THEN
    INSERT INTO jobs (kind, key, due_at, payload)
    VALUES ('meeting-expire', 'meeting-expire:' || NEW.id, least(NEW.expires_at, starts), jsonb_build_object('meeting_id', NEW.id))
    ON CONFLICT (key) DO UPDATE SET due_at = excluded.due_at WHERE jobs.done_at IS NULL AND jobs.claimed_at IS NULL;
  ELSIF NEW.meeting_status = 'accepted' THEN
    INSERT INTO jobs (kind, key, due_at, payload)
    VALUES
      ('meeting-reminder', 'meeting-reminder:evening:' || NEW.id || ':' || NEW.time_id,
       (((slot_day - 1) + time '19:00') AT TIME ZONE 'UTC') - interval '8 hours',
       jsonb_build_object('meeting_id', NEW.id, 'time_id', NEW.time_id, 'when', 'evening')),
      ('meeting-reminder', 'meeting-reminder:hour:' || NEW.id || ':' || NEW.time_id,
       starts - interval '1 hour',
       jsonb_build_object('meeting_id', NEW.id, 'time_id', NEW.time_id, 'when', 'hour'))
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_plan_jobs" AFTER INSERT OR UPDATE OF "meeting_status", "time_id", "expires_at" ON "meetings"
  FOR EACH ROW EXECUTE FUNCTION "meeting_plan_jobs"();
