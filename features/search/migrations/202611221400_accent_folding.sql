-- Accents never decide a match on PostgreSQL: "Zurich" finds "Zürich" and "cafe" finds "Café".
-- Search documents and queries use lb_english: the English configuration (catalogue metadata
-- is English) with accents folded by unaccent before stemming where the server has unaccent.
-- The embedded database does not load it: in PGlite 0.5 a session that used it could later
-- spin for ever inside a transaction's commit (seen in CI; a stack trace is in the session
-- note), so there lb_english is plain English. Words without accents stem the same either way,
-- so only assets with non-ASCII text need their document recomputed.
create text search configuration lb_english (copy = english);

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'unaccent') then
    create extension if not exists unaccent;
    alter text search configuration lb_english
      alter mapping for word, hword, hword_part with unaccent, english_stem;
  end if;
end $$;

create function lb_search_document(title text, keywords text[], caption text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('lb_english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('lb_english'::regconfig, coalesce(array_to_string(keywords, ' '), '')), 'B')
      || setweight(to_tsvector('lb_english'::regconfig, coalesce(caption, '')), 'C')
$$;

update asset_search s set document = lb_search_document(a.title, a.keywords, a.caption)
from assets a
where a.id = s.id
  and (a.title || ' ' || array_to_string(a.keywords, ' ') || ' ' || a.caption) ~ '[^\x01-\x7f]';

-- Search documents are computed here from now on (the copy on assets keeps plain English).
create or replace function lb_sync_asset_search() returns trigger language plpgsql as $$
begin
  insert into asset_search (id, asset_type, family, editorial_products, media_type, asset_file_type,
    license_type, width, height, orientation, number_of_people, age_of_people, ethnicity, moods,
    compositions, image_techniques, viewpoints, release_status, collection_code, collection_name,
    contributor, event_id, specific_people, locations, palette, has_nudity, embeddable, exclusive,
    film_definition, frame_rate, duration_seconds, is_offline, agreements, date_taken, uploaded_at,
    popularity, dhash, withdrawn_at, prior, document, dominant_color, stack_id, is_stack_lead)
  values (new.id, new.asset_type, new.family, new.editorial_products, new.media_type, new.asset_file_type,
    new.license_type, new.width, new.height, new.orientation, new.number_of_people, new.age_of_people,
    new.ethnicity, new.moods, new.compositions, new.image_techniques, new.viewpoints, new.release_status,
    new.collection_code, new.collection_name, new.contributor, new.event_id, new.specific_people,
    new.locations, new.palette, new.has_nudity, new.embeddable, new.exclusive, new.film_definition,
    new.frame_rate, new.duration_seconds, new.is_offline, new.agreements, new.date_taken, new.uploaded_at,
    new.popularity, new.dhash, new.withdrawn_at,
    lb_search_prior(new.popularity, new.family, new.date_taken, new.uploaded_at),
    lb_search_document(new.title, new.keywords, new.caption),
    new.dominant_color, new.stack_id, new.is_stack_lead)
  on conflict (id) do update set
    asset_type = excluded.asset_type, family = excluded.family,
    editorial_products = excluded.editorial_products, media_type = excluded.media_type,
    asset_file_type = excluded.asset_file_type, license_type = excluded.license_type,
    width = excluded.width, height = excluded.height, orientation = excluded.orientation,
    number_of_people = excluded.number_of_people, age_of_people = excluded.age_of_people,
    ethnicity = excluded.ethnicity, moods = excluded.moods, compositions = excluded.compositions,
    image_techniques = excluded.image_techniques, viewpoints = excluded.viewpoints,
    release_status = excluded.release_status, collection_code = excluded.collection_code,
    collection_name = excluded.collection_name, contributor = excluded.contributor,
    event_id = excluded.event_id, specific_people = excluded.specific_people,
    locations = excluded.locations, palette = excluded.palette, has_nudity = excluded.has_nudity,
    embeddable = excluded.embeddable, exclusive = excluded.exclusive,
    film_definition = excluded.film_definition, frame_rate = excluded.frame_rate,
    duration_seconds = excluded.duration_seconds, is_offline = excluded.is_offline,
    agreements = excluded.agreements, date_taken = excluded.date_taken,
    uploaded_at = excluded.uploaded_at, popularity = excluded.popularity, dhash = excluded.dhash,
    withdrawn_at = excluded.withdrawn_at, prior = excluded.prior, document = excluded.document,
    dominant_color = excluded.dominant_color, stack_id = excluded.stack_id,
    is_stack_lead = excluded.is_stack_lead;
  return null;
end $$;
