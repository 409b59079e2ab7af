-- Search parameters name people and places by slug ('kyoto', 'anka-eskumarsh'): the address
-- format allows only id characters. One SQL definition, mirrored by slug() in the search feature.
create function lb_slug(value text) returns text
language sql immutable parallel safe as $$
  select trim(both '-' from regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'))
$$;
