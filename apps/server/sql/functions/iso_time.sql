-- iso_time: a time as the API shows it (ISO 8601 in UTC with milliseconds), for replies built in
-- the database (a transfer's time).
CREATE OR REPLACE FUNCTION iso_time(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
