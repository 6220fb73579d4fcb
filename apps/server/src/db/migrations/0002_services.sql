CREATE TABLE "service_staff" (
	"tenant_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "service_staff_service_id_user_id_pk" PRIMARY KEY("service_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"duration_minutes" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"processing_start_minutes" integer,
	"processing_duration_minutes" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_range" CHECK ("services"."duration_minutes" BETWEEN 5 AND 720),
	CONSTRAINT "services_price_nonnegative" CHECK ("services"."price_cents" >= 0),
	CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_after_minutes" BETWEEN 0 AND 240),
	CONSTRAINT "services_processing_window" CHECK (("services"."processing_start_minutes" IS NULL AND "services"."processing_duration_minutes" IS NULL) OR ("services"."processing_start_minutes" >= 1 AND "services"."processing_duration_minutes" >= 1 AND "services"."processing_start_minutes" + "services"."processing_duration_minutes" < "services"."duration_minutes"))
);
--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_staff" ADD CONSTRAINT "service_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_staff_user_idx" ON "service_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "services_tenant_establishment_name_idx" ON "services" USING btree ("tenant_id","establishment_id","name");