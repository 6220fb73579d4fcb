-- availability: an answer in one round trip (issue #29). withTenant costs three round trips
-- around the one query (BEGIN, entering the tenant, COMMIT), and on a busy server those trips,
-- not the query, were most of an answer's time. This wrapper enters the tenant as withTenant
-- does (db/tenant.ts: role daybook_app and app.tenant_id, both local) and reads: called as a
-- statement of its own, its implicit transaction ends with the statement, and the settings with
-- it, so a pooled connection never keeps them. Not for use inside a transaction (they would last
-- to its end); availability_inputs is. SECURITY INVOKER (a role cannot be set otherwise), and
-- row-level security applies to every read of availability_inputs.
CREATE FUNCTION availability_inputs_in_tenant(
  p_tenant uuid, p_establishment uuid, p_service uuid, p_duration int, p_date date, p_days int,
  p_now timestamptz, p_buffer_max int
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('role', 'daybook_app', true), set_config('app.tenant_id', p_tenant::text, true);
  RETURN availability_inputs(p_establishment, p_service, p_duration, p_date, p_days, p_now, p_buffer_max);
END
$$;
