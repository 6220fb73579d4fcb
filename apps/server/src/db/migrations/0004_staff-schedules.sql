CREATE TABLE "staff_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "staff_hours_weekday_range" CHECK ("staff_hours"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "staff_hours_minutes_range" CHECK (0 <= "staff_hours"."start_minute" AND "staff_hours"."start_minute" < "staff_hours"."end_minute" AND "staff_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"display_color" text NOT NULL,
	"title" text,
	"bio" text,
	"bookable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_color_format" CHECK ("staff_profiles"."display_color" ~ '^#[0-9A-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "staff_schedule_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"is_working" boolean NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"reason" text,
	CONSTRAINT "staff_schedule_overrides_user_date_key" UNIQUE("user_id","establishment_id","date"),
	CONSTRAINT "staff_schedule_overrides_times" CHECK (("staff_schedule_overrides"."is_working" AND 0 <= "staff_schedule_overrides"."start_minute" AND "staff_schedule_overrides"."start_minute" < "staff_schedule_overrides"."end_minute" AND "staff_schedule_overrides"."end_minute" <= 1440) OR (NOT "staff_schedule_overrides"."is_working" AND "staff_schedule_overrides"."start_minute" IS NULL AND "staff_schedule_overrides"."end_minute" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "staff_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_time_off_order" CHECK ("staff_time_off"."starts_at" < "staff_time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "staff_hours" ADD CONSTRAINT "staff_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hours" ADD CONSTRAINT "staff_hours_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hours" ADD CONSTRAINT "staff_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hours" ADD CONSTRAINT "staff_hours_assignment_fk" FOREIGN KEY ("user_id","establishment_id") REFERENCES "public"."user_establishments"("user_id","establishment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schedule_overrides" ADD CONSTRAINT "staff_schedule_overrides_assignment_fk" FOREIGN KEY ("user_id","establishment_id") REFERENCES "public"."user_establishments"("user_id","establishment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_off" ADD CONSTRAINT "staff_time_off_assignment_fk" FOREIGN KEY ("user_id","establishment_id") REFERENCES "public"."user_establishments"("user_id","establishment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_hours_establishment_idx" ON "staff_hours" USING btree ("establishment_id","user_id");--> statement-breakpoint
CREATE INDEX "staff_profiles_tenant_idx" ON "staff_profiles" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "staff_time_off_user_idx" ON "staff_time_off" USING btree ("user_id","starts_at");