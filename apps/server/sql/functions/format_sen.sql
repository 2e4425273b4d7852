-- format_sen: an amount in sen as the API shows it ('-12.34'), for texts built in the database
-- (a transfer's notification, a close's).
CREATE OR REPLACE FUNCTION format_sen(sen bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sen < 0 THEN '-' ELSE '' END
    || (abs(sen) / 100)::text || '.' || lpad((abs(sen) % 100)::text, 2, '0')
$$;
