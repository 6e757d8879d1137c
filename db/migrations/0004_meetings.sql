CREATE SEQUENCE "public"."meeting_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_number" text NOT NULL,
	"room_pic" text,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_rooms_capacity" CHECK ("meeting_rooms"."capacity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "meeting_seats" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	CONSTRAINT "meeting_seats_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"meeting_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "meeting_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_times_order" CHECK ("meeting_times"."end_time" > "meeting_times"."start_time")
);
--> statement-breakpoint
CREATE TABLE "meeting_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"user_type" text DEFAULT 'Exhibitor' NOT NULL,
	"lang" "lang" DEFAULT 'mn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_users_type" CHECK ("meeting_users"."user_type" in ('Exhibitor', 'Sponsor', 'Attendee')),
	CONSTRAINT "meeting_users_email_lower" CHECK ("meeting_users"."email" = lower("meeting_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_number" text DEFAULT ('M-' || lpad(nextval('meeting_number_seq')::text, 5, '0')) NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"room_seat" integer NOT NULL,
	"meeting_status" text DEFAULT 'pending' NOT NULL,
	"meeting_description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_status" CHECK ("meetings"."meeting_status" in ('pending', 'accepted', 'cancelled')),
	CONSTRAINT "meetings_two_people" CHECK ("meetings"."sender_id" <> "meetings"."receiver_id"),
	CONSTRAINT "meetings_room_seat" CHECK ("meetings"."room_seat" >= 1)
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "meeting_user_id" integer;--> statement-breakpoint
ALTER TABLE "meeting_seats" ADD CONSTRAINT "meeting_seats_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_seats" ADD CONSTRAINT "meeting_seats_user_id_meeting_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_seats" ADD CONSTRAINT "meeting_seats_time_id_meeting_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."meeting_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD CONSTRAINT "meeting_sessions_meeting_user_id_meeting_users_id_fk" FOREIGN KEY ("meeting_user_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_sender_id_meeting_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_receiver_id_meeting_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_time_id_meeting_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."meeting_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_rooms_number_once" ON "meeting_rooms" USING btree ("room_number");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_seats_person_once" ON "meeting_seats" USING btree ("user_id","time_id");--> statement-breakpoint
CREATE INDEX "meeting_sessions_user_idx" ON "meeting_sessions" USING btree ("meeting_user_id");--> statement-breakpoint
CREATE INDEX "meeting_times_day_idx" ON "meeting_times" USING btree ("meeting_date","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_users_email_once" ON "meeting_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "meeting_users_type_idx" ON "meeting_users" USING btree ("user_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_number_once" ON "meetings" USING btree ("meeting_number");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_room_seat_once" ON "meetings" USING btree ("room_id","time_id","room_seat") WHERE "meetings"."meeting_status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "meetings_status_idx" ON "meetings" USING btree ("meeting_status","created_at");--> statement-breakpoint
CREATE INDEX "meetings_sender_idx" ON "meetings" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "meetings_receiver_idx" ON "meetings" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "meetings_time_idx" ON "meetings" USING btree ("time_id");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_meeting_user_id_meeting_users_id_fk" FOREIGN KEY ("meeting_user_id") REFERENCES "public"."meeting_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_meeting_user_idx" ON "verification_codes" USING btree ("meeting_user_id");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_one_owner" CHECK (num_nonnulls("verification_codes"."member_id", "verification_codes"."meeting_user_id") = 1);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model these): no two slots of one day overlap; a slot's range is
-- its date plus its hours as a timestamp range ([start, end), so 09:00-10:00 and 10:00-11:00 touch only).
ALTER TABLE "meeting_times" ADD CONSTRAINT "meeting_times_no_overlap" EXCLUDE USING gist (tsrange("meeting_date" + "start_time", "meeting_date" + "end_time") WITH &&);--> statement-breakpoint
-- A live meeting's table number is within its room's capacity (the unique index keeps numbers apart). The room row is
-- read FOR SHARE: a capacity edit (which locks the row FOR UPDATE) waits for bookings in flight, and they for it.
CREATE FUNCTION "meetings_room_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.meeting_status <> 'cancelled' AND NEW.room_seat > (SELECT capacity FROM meeting_rooms WHERE id = NEW.room_id FOR SHARE) THEN
    RAISE EXCEPTION 'meeting room % has no table % free', NEW.room_id, NEW.room_seat USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "meetings_room_capacity" BEFORE INSERT OR UPDATE OF "room_id", "room_seat", "meeting_status" ON "meetings" FOR EACH ROW EXECUTE FUNCTION "meetings_room_capacity"();
