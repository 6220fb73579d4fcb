-- availability: the parts an answer is assembled from, for the server to keep in memory
-- (issue #29). availability_inputs reads everything an answer needs each time; the server now
-- keeps what changes rarely (the location, its people, hours and services) and what a day holds
-- (its overrides, time off and appointments) per location and local day, forgotten as the change
-- feed announces changes to them, and reads here only what it lacks. availability_inputs stays:
-- the calendar's answers read it while the feed is down, and transactions read it.
--
-- One local day's part holds the time off and appointments that overlap the day (by its start
-- and end in the location's zone, so that consecutive days share their boundaries) and the
-- day's overrides. NULL when the location is not in the tenant. Instants are epoch ms.
CREATE FUNCTION availability_location(p_establishment uuid, p_now timestamptz)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_zone text;
  v_place json;
  v_today date;
BEGIN
  SELECT p.time_zone, (p_now AT TIME ZONE p.time_zone)::date,
      json_build_object('timeZone', p.time_zone, 'businessHours', p.business_hours, 'settings', p.settings)
    INTO v_zone, v_today, v_place
    FROM availability_places p WHERE p.id = p_establishment;
  IF v_zone IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object(
    'place', v_place,
    'today', to_char(v_today, 'YYYY-MM-DD'),
    -- When the location's today began and when it turns.
    'dayStarts', (date_part('epoch', v_today::timestamp AT TIME ZONE v_zone) * 1000)::bigint,
    'dayTurns', (date_part('epoch', (v_today + 1)::timestamp AT TIME ZONE v_zone) * 1000)::bigint,
    'people', coalesce((SELECT json_agg(json_build_array(pp.user_id, pp.first_name, pp.last_name, pp.role,
        pp.bookable, pp.sort_order))
      FROM availability_people pp WHERE pp.establishment_id = p_establishment), '[]'),
    'hours', coalesce((SELECT json_agg(json_build_array(h.user_id, h.weekday, h.start_minute, h.end_minute))
      FROM availability_hours h WHERE h.establishment_id = p_establishment), '[]'),
    'services', coalesce((SELECT json_agg(json_build_object('id', s.id, 'establishmentId', s.establishment_id,
        'isActive', s.is_active, 'durationMinutes', s.duration_minutes,
        'bufferAfterMinutes', s.buffer_after_minutes, 'processingStartMinutes', s.processing_start_minutes,
        'processingDurationMinutes', s.processing_duration_minutes, 'performers', s.performers))
      FROM availability_services s WHERE s.establishment_id = p_establishment), '[]')
  );
END
$$;
--> statement-breakpoint
-- The local days p_offset .. p_offset + p_count - 1 from p_date (NULL: the location's today at
-- p_now), each with its parts, oldest first; NULL when the location is not in the tenant.
CREATE FUNCTION availability_days(
  p_establishment uuid, p_now timestamptz, p_date date, p_offset int, p_count int
) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_zone text;
  v_first date;
  v_staff uuid[];
BEGIN
  SELECT p.time_zone, coalesce(p_date, (p_now AT TIME ZONE p.time_zone)::date) + p_offset
    INTO v_zone, v_first
    FROM availability_places p WHERE p.id = p_establishment;
  IF v_zone IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(pp.user_id), '{}') INTO v_staff
    FROM availability_people pp WHERE pp.establishment_id = p_establishment;
  RETURN coalesce((SELECT json_agg(json_build_object(
      'date', to_char(d.day, 'YYYY-MM-DD'),
      'starts', (date_part('epoch', d.starts) * 1000)::bigint,
      'ends', (date_part('epoch', d.ends) * 1000)::bigint,
      'overrides', coalesce((SELECT json_agg(json_build_array(o.user_id, o.is_working, o.start_minute, o.end_minute))
        FROM availability_overrides o WHERE o.establishment_id = p_establishment AND o.date = d.day), '[]'),
      'timeOff', coalesce((SELECT json_agg(json_build_array(t.user_id,
          (date_part('epoch', t.starts_at) * 1000)::bigint, (date_part('epoch', t.ends_at) * 1000)::bigint))
        FROM availability_time_off t
        WHERE t.user_id = ANY (v_staff) AND t.ends_at > d.starts AND t.starts_at < d.ends), '[]'),
      -- No appointment runs past its local day: starts from two days before let the
      -- (staff_id, starts_at) index limit the scan, as in availability_inputs.
      'busy', coalesce((SELECT json_agg(json_build_array(a.staff_id,
          (date_part('epoch', a.starts_at) * 1000)::bigint, (date_part('epoch', a.ends_at) * 1000)::bigint,
          (date_part('epoch', a.processing_starts_at) * 1000)::bigint,
          (date_part('epoch', a.processing_ends_at) * 1000)::bigint, a.buffer_after_minutes))
        FROM availability_busy a
        WHERE a.staff_id = ANY (v_staff) AND a.starts_at >= d.starts - interval '2 days' AND a.starts_at < d.ends
          AND a.ends_at > d.starts), '[]')
    ) ORDER BY d.day)
    FROM (SELECT g.day, g.day::timestamp AT TIME ZONE v_zone AS starts,
        (g.day + 1)::timestamp AT TIME ZONE v_zone AS ends
      FROM (SELECT (v_first + i) AS day FROM generate_series(0, p_count - 1) i) g) d), '[]');
END
$$;
--> statement-breakpoint
-- Both in one statement that enters the tenant itself, as availability_inputs_in_tenant does
-- (migration 0051): the location's part when p_location, then the days asked for (none when
-- p_count is 0). Never inside a transaction.
CREATE FUNCTION availability_parts_in_tenant(
  p_tenant uuid, p_establishment uuid, p_now timestamptz, p_location boolean, p_date date, p_offset int,
  p_count int
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('role', 'daybook_app', true), set_config('app.tenant_id', p_tenant::text, true);
  RETURN json_build_object(
    'location', CASE WHEN p_location THEN availability_location(p_establishment, p_now) END,
    'days', CASE WHEN p_count > 0 THEN availability_days(p_establishment, p_now, p_date, p_offset, p_count) END
  );
END
$$;
