-- availability: its read model (issue #29). The views availability.inputs.ts reads in one query —
-- the location, its people with their profile's booking flags, weekly hours, date overrides,
-- time off, the appointments that hold a person's time, and services with their performers —
-- so that an answer costs one round trip, and a read never writes (a person without a profile
-- yet reads as its defaults: bookable unless front desk, first in the sort order).
CREATE VIEW availability_places WITH (security_invoker = true) AS
  SELECT id, tenant_id, time_zone, business_hours, settings FROM establishments;
--> statement-breakpoint
CREATE VIEW availability_people WITH (security_invoker = true) AS
  SELECT ue.tenant_id, ue.establishment_id, u.id AS user_id, u.first_name, u.last_name, u.role,
    coalesce(sp.bookable, u.role <> 'frontdesk') AS bookable, coalesce(sp.sort_order, 0) AS sort_order
  FROM user_establishments ue
    JOIN users u ON u.id = ue.user_id
    LEFT JOIN staff_profiles sp ON sp.user_id = u.id
  WHERE u.is_active;
--> statement-breakpoint
CREATE VIEW availability_hours WITH (security_invoker = true) AS
  SELECT tenant_id, establishment_id, user_id, weekday, start_minute, end_minute FROM staff_hours;
--> statement-breakpoint
CREATE VIEW availability_overrides WITH (security_invoker = true) AS
  SELECT tenant_id, establishment_id, user_id, date, is_working, start_minute, end_minute
  FROM staff_schedule_overrides;
--> statement-breakpoint
CREATE VIEW availability_time_off WITH (security_invoker = true) AS
  SELECT tenant_id, user_id, starts_at, ends_at FROM staff_time_off;
--> statement-breakpoint
CREATE VIEW availability_busy WITH (security_invoker = true) AS
  SELECT a.tenant_id, a.staff_id, a.starts_at, a.ends_at, a.processing_starts_at, a.processing_ends_at,
    coalesce(s.buffer_after_minutes, 0) AS buffer_after_minutes
  FROM appointments a LEFT JOIN services s ON s.id = a.service_id
  WHERE a.status NOT IN ('cancelled', 'no_show');
--> statement-breakpoint
CREATE VIEW availability_services WITH (security_invoker = true) AS
  SELECT s.id, s.tenant_id, s.establishment_id, s.is_active, s.duration_minutes, s.buffer_after_minutes,
    s.processing_start_minutes, s.processing_duration_minutes,
    ARRAY(SELECT ss.user_id FROM service_staff ss WHERE ss.service_id = s.id) AS performers
  FROM services s;
--> statement-breakpoint
-- Everything one answer reads, as one JSON object (availability.inputs.ts), in PL/pgSQL so that
-- each connection plans its queries once and reuses the plans: planning the one query afresh
-- cost more than running it. SECURITY INVOKER (the default): row-level security applies.
-- NULL when the location is not in the tenant. Instants are epoch ms; `p_date` NULL is today.
-- Time off and appointments come grouped by person, so that no row repeats its person's id.
CREATE FUNCTION availability_inputs(
  p_establishment uuid, p_service uuid, p_duration int, p_date date, p_days int, p_now timestamptz,
  p_buffer_max int
) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_zone text;
  v_place json;
  v_today date;
  v_first date;
  v_staff uuid[];
  v_people json;
  v_service json;
  v_length int;
  v_from timestamptz;
  v_to timestamptz;
BEGIN
  SELECT p.time_zone, (p_now AT TIME ZONE p.time_zone)::date,
      json_build_object('timeZone', p.time_zone, 'businessHours', p.business_hours, 'settings', p.settings)
    INTO v_zone, v_today, v_place
    FROM availability_places p WHERE p.id = p_establishment;
  IF v_zone IS NULL THEN
    RETURN NULL;
  END IF;
  v_first := coalesce(p_date, v_today);
  SELECT array_agg(pp.user_id),
      json_agg(json_build_array(pp.user_id, pp.first_name, pp.last_name, pp.role, pp.bookable, pp.sort_order))
    INTO v_staff, v_people
    FROM availability_people pp WHERE pp.establishment_id = p_establishment;
  SELECT json_build_object('establishmentId', s.establishment_id, 'isActive', s.is_active,
        'durationMinutes', s.duration_minutes, 'bufferAfterMinutes', s.buffer_after_minutes,
        'processingStartMinutes', s.processing_start_minutes,
        'processingDurationMinutes', s.processing_duration_minutes, 'performers', s.performers),
      s.duration_minutes + s.buffer_after_minutes
    INTO v_service, v_length
    FROM availability_services s WHERE s.id = p_service;
  -- Busy ranges that can touch a slot: from a buffer that started before the first day to the
  -- end of a booking of the asked length (with its buffer) starting at the last day's end.
  v_from := (v_first::timestamp AT TIME ZONE v_zone) - make_interval(mins => p_buffer_max);
  v_to := ((v_first + p_days)::timestamp AT TIME ZONE v_zone) + make_interval(mins => coalesce(v_length, p_duration));
  RETURN json_build_object(
    'place', v_place,
    'today', to_char(v_today, 'YYYY-MM-DD'),
    'people', coalesce(v_people, '[]'),
    'service', v_service,
    'from', (date_part('epoch', v_from) * 1000)::bigint,
    'to', (date_part('epoch', v_to) * 1000)::bigint,
    'hours', coalesce((SELECT json_agg(json_build_array(h.user_id, h.weekday, h.start_minute, h.end_minute))
      FROM availability_hours h WHERE h.establishment_id = p_establishment), '[]'),
    'overrides', coalesce((SELECT json_agg(json_build_array(o.user_id, o.date, o.is_working, o.start_minute, o.end_minute))
      FROM availability_overrides o
      WHERE o.establishment_id = p_establishment AND o.date >= v_first AND o.date < v_first + p_days), '[]'),
    'timeOff', coalesce((SELECT json_object_agg(b.user_id, b.spans) FROM (
        SELECT t.user_id, json_agg(json_build_array(
            (date_part('epoch', t.starts_at) * 1000)::bigint, (date_part('epoch', t.ends_at) * 1000)::bigint)) AS spans
        FROM availability_time_off t
        WHERE t.user_id = ANY (v_staff) AND t.ends_at > v_from AND t.starts_at < v_to
        GROUP BY t.user_id) b), '{}'),
    -- No appointment runs past its local day: starts from two days before the range let the
    -- (staff_id, starts_at) index limit the scan.
    'busy', coalesce((SELECT json_object_agg(b.staff_id, b.spans) FROM (
        SELECT a.staff_id, json_agg(json_build_array(
            (date_part('epoch', a.starts_at) * 1000)::bigint, (date_part('epoch', a.ends_at) * 1000)::bigint,
            (date_part('epoch', a.processing_starts_at) * 1000)::bigint,
            (date_part('epoch', a.processing_ends_at) * 1000)::bigint, a.buffer_after_minutes)) AS spans
        FROM availability_busy a
        WHERE a.staff_id = ANY (v_staff) AND a.starts_at >= v_from - interval '2 days' AND a.starts_at < v_to
          AND a.ends_at > v_from
        GROUP BY a.staff_id) b), '{}')
  );
END
$$;
