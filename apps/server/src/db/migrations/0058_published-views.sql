-- What each module publishes to the others (issue #30 "a module publishes what others may read,
-- and others read only that"; ARCHITECTURE.md "Module boundaries"). Until now a module's views
-- read other modules' tables directly. Each module now publishes, in the schema `published`,
-- one view per table others read: the columns they may read, named as on the table, so that
-- a reader's view keeps its text with `published.` before the table's name. Each published view
-- is a projection of one table (security_invoker: the table's row-level security applies), so
-- every reader plans as before. Checkout's sales views (0057) move there too. The catalogue test
-- (db/catalogue.test.ts) fails a view or trigger that reads another module's base table.
CREATE SCHEMA published;
--> statement-breakpoint
GRANT USAGE ON SCHEMA published TO daybook_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA published GRANT SELECT ON TABLES TO daybook_app;
--> statement-breakpoint
ALTER VIEW sales SET SCHEMA published;
--> statement-breakpoint
ALTER VIEW sale_lines SET SCHEMA published;
--> statement-breakpoint
ALTER VIEW sale_tips SET SCHEMA published;
--> statement-breakpoint
ALTER VIEW paid_visits SET SCHEMA published;
--> statement-breakpoint
ALTER VIEW sale_refund_lines SET SCHEMA published;
--> statement-breakpoint
-- Published by appointments.
CREATE VIEW published.appointment_freed_slots WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, appointment_id, service_id, staff_id, starts_at, ends_at, created_at
  FROM public.appointment_freed_slots;
--> statement-breakpoint
-- Published by appointments.
CREATE VIEW published.appointments WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, staff_id, service_id, client_id, client_name, service_name, starts_at, ends_at, status, price_cents, created_at, visit_id, processing_starts_at, processing_ends_at
  FROM public.appointments;
--> statement-breakpoint
-- Published by clients.
CREATE VIEW published.clients WITH (security_invoker = true) AS
  SELECT id, tenant_id, name, email, phone
  FROM public.clients;
--> statement-breakpoint
-- Published by employees.
CREATE VIEW published.employee_records WITH (security_invoker = true) AS
  SELECT user_id, tenant_id, establishment_id, pay_type, pay_rate_cents, commission_percent, product_commission_percent, date_joined, status, termination_date, overtime_exempt
  FROM public.employee_records;
--> statement-breakpoint
-- Published by establishments.
CREATE VIEW published.establishments WITH (security_invoker = true) AS
  SELECT id, tenant_id, name, time_zone, business_hours, settings
  FROM public.establishments;
--> statement-breakpoint
-- Published by inventory.
CREATE VIEW published.inventory_products WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, name, price_cents, quantity, product_type, deleted_at, taxable
  FROM public.inventory_products;
--> statement-breakpoint
-- Published by resources.
CREATE VIEW published.resources WITH (security_invoker = true) AS
  SELECT id, tenant_id, name
  FROM public.resources;
--> statement-breakpoint
-- Published by services.
CREATE VIEW published.service_staff WITH (security_invoker = true) AS
  SELECT tenant_id, service_id, user_id
  FROM public.service_staff;
--> statement-breakpoint
-- Published by services.
CREATE VIEW published.services WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, name, duration_minutes, price_cents, buffer_after_minutes, processing_start_minutes, processing_duration_minutes, is_active, taxable
  FROM public.services;
--> statement-breakpoint
-- Published by staff.
CREATE VIEW published.staff_hours WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, user_id, weekday, start_minute, end_minute
  FROM public.staff_hours;
--> statement-breakpoint
-- Published by staff.
CREATE VIEW published.staff_profiles WITH (security_invoker = true) AS
  SELECT user_id, tenant_id, title, bio, bookable, sort_order
  FROM public.staff_profiles;
--> statement-breakpoint
-- Published by staff.
CREATE VIEW published.staff_schedule_overrides WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, user_id, date, is_working, start_minute, end_minute
  FROM public.staff_schedule_overrides;
--> statement-breakpoint
-- Published by staff.
CREATE VIEW published.staff_time_off WITH (security_invoker = true) AS
  SELECT id, tenant_id, user_id, starts_at, ends_at
  FROM public.staff_time_off;
--> statement-breakpoint
-- Published by time-clock.
CREATE VIEW published.time_clock_breaks WITH (security_invoker = true) AS
  SELECT id, tenant_id, shift_id, started_at, ended_at
  FROM public.time_clock_breaks;
--> statement-breakpoint
-- Published by time-clock.
CREATE VIEW published.time_clock_shifts WITH (security_invoker = true) AS
  SELECT id, tenant_id, establishment_id, user_id, clock_in_at, clock_out_at
  FROM public.time_clock_shifts;
--> statement-breakpoint
-- Published by establishments.
CREATE VIEW published.user_establishments WITH (security_invoker = true) AS
  SELECT tenant_id, user_id, establishment_id
  FROM public.user_establishments;
--> statement-breakpoint
-- Published by auth.
CREATE VIEW published.users WITH (security_invoker = true) AS
  SELECT id, tenant_id, email, first_name, last_name, role, phone, avatar_url, is_active
  FROM public.users;
--> statement-breakpoint
CREATE OR REPLACE VIEW appointment_people WITH (security_invoker = true) AS
 SELECT users.id,
    users.tenant_id,
    users.first_name,
    users.last_name
   FROM published.users;
--> statement-breakpoint
CREATE OR REPLACE VIEW appointment_rooms WITH (security_invoker = true) AS
 SELECT resources.id,
    resources.tenant_id,
    resources.name
   FROM published.resources;
--> statement-breakpoint
CREATE OR REPLACE VIEW appointment_service_buffers WITH (security_invoker = true) AS
 SELECT services.id,
    services.tenant_id,
    services.buffer_after_minutes
   FROM published.services;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_busy WITH (security_invoker = true) AS
 SELECT a.tenant_id,
    a.staff_id,
    a.starts_at,
    a.ends_at,
    a.processing_starts_at,
    a.processing_ends_at,
    COALESCE(s.buffer_after_minutes, 0) AS buffer_after_minutes
   FROM published.appointments a
     LEFT JOIN published.services s ON s.id = a.service_id
  WHERE a.status <> ALL (ARRAY['cancelled'::text, 'no_show'::text]);
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_hours WITH (security_invoker = true) AS
 SELECT staff_hours.tenant_id,
    staff_hours.establishment_id,
    staff_hours.user_id,
    staff_hours.weekday,
    staff_hours.start_minute,
    staff_hours.end_minute
   FROM published.staff_hours;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_overrides WITH (security_invoker = true) AS
 SELECT staff_schedule_overrides.tenant_id,
    staff_schedule_overrides.establishment_id,
    staff_schedule_overrides.user_id,
    staff_schedule_overrides.date,
    staff_schedule_overrides.is_working,
    staff_schedule_overrides.start_minute,
    staff_schedule_overrides.end_minute
   FROM published.staff_schedule_overrides;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_people WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.establishment_id,
    u.id AS user_id,
    u.first_name,
    u.last_name,
    u.role,
    COALESCE(sp.bookable, u.role <> 'frontdesk'::text) AS bookable,
    COALESCE(sp.sort_order, 0) AS sort_order
   FROM published.user_establishments ue
     JOIN published.users u ON u.id = ue.user_id
     LEFT JOIN published.staff_profiles sp ON sp.user_id = u.id
  WHERE u.is_active;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_places WITH (security_invoker = true) AS
 SELECT establishments.id,
    establishments.tenant_id,
    establishments.time_zone,
    establishments.business_hours,
    establishments.settings
   FROM published.establishments;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_services WITH (security_invoker = true) AS
 SELECT s.id,
    s.tenant_id,
    s.establishment_id,
    s.is_active,
    s.duration_minutes,
    s.buffer_after_minutes,
    s.processing_start_minutes,
    s.processing_duration_minutes,
    ARRAY( SELECT ss.user_id
           FROM published.service_staff ss
          WHERE ss.service_id = s.id) AS performers
   FROM published.services s;
--> statement-breakpoint
CREATE OR REPLACE VIEW availability_time_off WITH (security_invoker = true) AS
 SELECT staff_time_off.tenant_id,
    staff_time_off.user_id,
    staff_time_off.starts_at,
    staff_time_off.ends_at
   FROM published.staff_time_off;
--> statement-breakpoint
CREATE OR REPLACE VIEW checkout_appointments WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.establishment_id,
    a.visit_id,
    COALESCE(a.visit_id, a.id) AS visit_key,
    a.client_id,
    a.client_name,
    a.staff_id,
    a.service_id,
    a.service_name,
    a.price_cents,
    a.status,
    a.starts_at
   FROM published.appointments a;
--> statement-breakpoint
CREATE OR REPLACE VIEW checkout_clients WITH (security_invoker = true) AS
 SELECT c.id,
    c.tenant_id,
    c.name,
    c.email,
    c.phone
   FROM published.clients c;
--> statement-breakpoint
CREATE OR REPLACE VIEW checkout_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name,
    u.email
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW checkout_products WITH (security_invoker = true) AS
 SELECT p.id,
    p.tenant_id,
    p.establishment_id,
    p.name,
    p.price_cents,
    p.taxable,
    p.product_type,
    p.quantity,
    p.deleted_at IS NULL AS is_available
   FROM published.inventory_products p;
--> statement-breakpoint
CREATE OR REPLACE VIEW checkout_services WITH (security_invoker = true) AS
 SELECT s.id,
    s.tenant_id,
    s.establishment_id,
    s.name,
    s.price_cents,
    s.taxable
   FROM published.services s;
--> statement-breakpoint
CREATE OR REPLACE VIEW client_people WITH (security_invoker = true) AS
 SELECT users.id,
    users.tenant_id,
    users.first_name,
    users.last_name
   FROM published.users;
--> statement-breakpoint
CREATE OR REPLACE VIEW client_places WITH (security_invoker = true) AS
 SELECT establishments.id,
    establishments.tenant_id,
    establishments.name,
    establishments.time_zone
   FROM published.establishments;
--> statement-breakpoint
CREATE OR REPLACE VIEW client_visits WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.client_id,
    a.establishment_id,
    a.staff_id,
    a.service_id,
    a.service_name,
    a.starts_at,
    a.ends_at,
    a.status,
    a.price_cents,
    a.visit_id,
    (EXISTS ( SELECT 1
           FROM published.sale_lines l
          WHERE l.appointment_id = a.id)) AS paid
   FROM published.appointments a;
--> statement-breakpoint
CREATE OR REPLACE VIEW employee_appointments WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.establishment_id,
    a.staff_id,
    a.service_id,
    a.service_name,
    a.client_name,
    a.starts_at,
    a.ends_at,
    a.status
   FROM published.appointments a;
--> statement-breakpoint
CREATE OR REPLACE VIEW employee_assignments WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.user_id,
    ue.establishment_id
   FROM published.user_establishments ue;
--> statement-breakpoint
CREATE OR REPLACE VIEW employee_people WITH (security_invoker = true) AS
 SELECT u.id,
    u.tenant_id,
    u.first_name,
    u.last_name,
    u.email,
    u.phone,
    u.avatar_url,
    u.role,
    u.is_active,
    sp.title AS job_title,
    sp.bio AS biography
   FROM published.users u
     LEFT JOIN published.staff_profiles sp ON sp.user_id = u.id;
--> statement-breakpoint
CREATE OR REPLACE VIEW employee_services WITH (security_invoker = true) AS
 SELECT ss.tenant_id,
    ss.user_id,
    ss.service_id,
    s.name AS service_name,
    s.is_active
   FROM published.service_staff ss
     JOIN published.services s ON s.id = ss.service_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW establishment_people WITH (security_invoker = true) AS
 SELECT users.id,
    users.tenant_id,
    users.first_name,
    users.last_name,
    users.email,
    users.role,
    users.phone,
    users.avatar_url,
    users.is_active
   FROM published.users;
--> statement-breakpoint
CREATE OR REPLACE VIEW internal_request_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW inventory_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW messaging_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name,
    u.avatar_url,
    u.is_active
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW notification_desk_people WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.establishment_id,
    u.id AS user_id
   FROM published.user_establishments ue
     JOIN published.users u ON u.id = ue.user_id
  WHERE u.is_active AND u.role = 'frontdesk'::text;
--> statement-breakpoint
CREATE OR REPLACE VIEW notification_manager_people WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.establishment_id,
    u.id AS user_id
   FROM published.user_establishments ue
     JOIN published.users u ON u.id = ue.user_id
  WHERE u.is_active AND u.role = 'manager'::text
UNION
 SELECT e.tenant_id,
    e.id AS establishment_id,
    u.id AS user_id
   FROM published.establishments e
     JOIN published.users u ON u.tenant_id = e.tenant_id
  WHERE u.is_active AND u.role = 'owner'::text;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_assignments WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.user_id,
    ue.establishment_id
   FROM published.user_establishments ue;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_open_shifts WITH (security_invoker = true) AS
 SELECT s.tenant_id,
    s.establishment_id,
    s.user_id,
    s.clock_in_at
   FROM published.time_clock_shifts s
  WHERE s.clock_out_at IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name,
    u.role,
    u.is_active,
    COALESCE(e.pay_type, 'Hourly'::text) AS pay_type,
    COALESCE(e.pay_rate_cents, 0::bigint) AS pay_rate_cents,
    COALESCE(e.commission_percent, 0::numeric)::double precision AS commission_percent,
    COALESCE(e.product_commission_percent, 0::numeric)::double precision AS product_commission_percent,
    COALESCE(e.status, 'active'::text) AS status,
    e.termination_date,
    e.date_joined,
    e.establishment_id AS home_establishment_id,
    COALESCE(e.overtime_exempt, false) AS overtime_exempt
   FROM published.users u
     LEFT JOIN published.employee_records e ON e.user_id = u.id;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_services WITH (security_invoker = true) AS
 SELECT s.id,
    s.tenant_id,
    s.establishment_id,
    s.name
   FROM published.services s;
--> statement-breakpoint
CREATE OR REPLACE VIEW payroll_shifts WITH (security_invoker = true) AS
 SELECT s.id,
    s.tenant_id,
    s.establishment_id,
    s.user_id,
    s.clock_in_at,
    EXTRACT(epoch FROM s.clock_out_at - s.clock_in_at) - COALESCE(( SELECT sum(EXTRACT(epoch FROM COALESCE(b.ended_at, s.clock_out_at) - b.started_at)) AS sum
           FROM published.time_clock_breaks b
          WHERE b.shift_id = s.id), 0::numeric) AS worked_seconds
   FROM published.time_clock_shifts s
  WHERE s.clock_out_at IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW performance_appointments WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.establishment_id,
    a.staff_id,
    a.client_id,
    COALESCE(a.visit_id, a.id) AS visit_key,
    a.status,
    a.starts_at,
    a.ends_at,
    a.created_at
   FROM published.appointments a;
--> statement-breakpoint
CREATE OR REPLACE VIEW performance_people WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.establishment_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name,
    u.role,
    u.is_active
   FROM published.user_establishments ue
     JOIN published.users u ON u.id = ue.user_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW performance_places WITH (security_invoker = true) AS
 SELECT e.id,
    e.tenant_id,
    e.time_zone
   FROM published.establishments e;
--> statement-breakpoint
CREATE OR REPLACE VIEW staff_audit_entries WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.user_id,
    a.actor_id,
    a.area,
    a.field,
    a.old_value,
    a.new_value,
    a.created_at,
    COALESCE(TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name), ''::text) AS actor_name
   FROM staff_audit a
     LEFT JOIN published.users u ON u.id = a.actor_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW time_clock_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW time_clock_team WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.establishment_id,
    u.id AS user_id,
    u.first_name,
    u.last_name,
    u.role,
    u.avatar_url,
    sp.title
   FROM published.user_establishments ue
     JOIN published.users u ON u.id = ue.user_id
     LEFT JOIN published.staff_profiles sp ON sp.user_id = u.id
  WHERE u.is_active AND (u.role <> ALL (ARRAY['owner'::text, 'admin'::text]));
--> statement-breakpoint
CREATE OR REPLACE VIEW time_off_appointments WITH (security_invoker = true) AS
 SELECT a.id,
    a.tenant_id,
    a.establishment_id,
    a.staff_id,
    a.client_name,
    a.service_name,
    a.status,
    a.starts_at,
    a.ends_at,
    a.service_id,
    a.client_id,
    c.email AS client_email
   FROM published.appointments a
     LEFT JOIN published.clients c ON c.id = a.client_id
  WHERE a.status <> ALL (ARRAY['cancelled'::text, 'no_show'::text]);
--> statement-breakpoint
CREATE OR REPLACE VIEW time_off_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW training_assignments WITH (security_invoker = true) AS
 SELECT ue.tenant_id,
    ue.user_id,
    ue.establishment_id
   FROM published.user_establishments ue;
--> statement-breakpoint
CREATE OR REPLACE VIEW training_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id AS user_id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name,
    u.email,
    u.role,
    u.is_active
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW waitlist_clients WITH (security_invoker = true) AS
 SELECT c.tenant_id,
    c.id,
    c.name,
    c.email,
    c.phone
   FROM published.clients c;
--> statement-breakpoint
CREATE OR REPLACE VIEW waitlist_freed_slots WITH (security_invoker = true) AS
 SELECT f.id,
    f.tenant_id,
    f.establishment_id,
    f.appointment_id,
    f.service_id,
    f.staff_id,
    f.starts_at,
    f.ends_at,
    f.created_at
   FROM published.appointment_freed_slots f;
--> statement-breakpoint
CREATE OR REPLACE VIEW waitlist_people WITH (security_invoker = true) AS
 SELECT u.tenant_id,
    u.id,
    TRIM(BOTH FROM (u.first_name || ' '::text) || u.last_name) AS name
   FROM published.users u;
--> statement-breakpoint
CREATE OR REPLACE VIEW waitlist_services WITH (security_invoker = true) AS
 SELECT s.tenant_id,
    s.establishment_id,
    s.id,
    s.name,
    s.duration_minutes,
    s.is_active
   FROM published.services s;
--> statement-breakpoint
-- A client's figures name the sales views where they now live.
CREATE OR REPLACE FUNCTION client_figures_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path TO 'public', 'pg_temp'
AS $$
  INSERT INTO client_figures AS f
    (client_id, tenant_id, visit_count, service_cents, last_visit_at, last_visit_establishment_id, paid_cents)
  SELECT c.id, c.tenant_id, coalesce(v.visit_count, 0), coalesce(v.service_cents, 0), v.last_at, v.last_place,
    coalesce(p.paid_cents, 0)
  FROM clients c
  LEFT JOIN LATERAL (
    SELECT count(DISTINCT coalesce(a.visit_id, a.id))::int AS visit_count,
      (sum(a.price_cents) FILTER (WHERE NOT EXISTS (SELECT 1 FROM published.sale_lines l WHERE l.appointment_id = a.id)))::bigint AS service_cents,
      max(a.starts_at) AS last_at,
      (array_agg(a.establishment_id ORDER BY a.starts_at DESC))[1] AS last_place
    FROM appointments a
    WHERE a.client_id = c.id AND a.status = 'completed'
  ) v ON true
  LEFT JOIN LATERAL (
    SELECT sum(l.net_cents - l.refunded_net_cents)::bigint AS paid_cents
    FROM published.sales s JOIN published.sale_lines l ON l.transaction_id = s.id
    WHERE s.client_id = c.id
  ) p ON true
  WHERE c.id = ANY(ids)
  ON CONFLICT (client_id) DO UPDATE SET
    visit_count = excluded.visit_count,
    service_cents = excluded.service_cents,
    last_visit_at = excluded.last_visit_at,
    last_visit_establishment_id = excluded.last_visit_establishment_id,
    paid_cents = excluded.paid_cents
$$;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA published TO daybook_app;
