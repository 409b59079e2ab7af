-- Asset metadata may be written in another language than English (a contributor's own). Its
-- search document is stemmed in that language where PostgreSQL has a stemmer, and read as
-- whole words by lb_simple otherwise (accents folded where the server has unaccent, as for
-- lb_english). A visitor's phrase is parsed in English and in the visitor's language, so each
-- finds the metadata written in it (features/search/src/engine/phrase.ts).
-- The languages and their configurations are packages/core/src/search/languages.ts; an
-- integration test checks that lb_text_config agrees with it.
alter table assets add column metadata_language text not null default 'en'
  check (metadata_language in ('en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'fi', 'da', 'nb', 'hu', 'ro', 'ru', 'tr', 'id', 'ja', 'ko', 'pl', 'cs', 'th', 'vi', 'zh'));

create text search configuration lb_simple (copy = simple);

do $$
begin
  if exists (select 1 from pg_extension where extname = 'unaccent') then
    alter text search configuration lb_simple
      alter mapping for word, hword, hword_part with unaccent, simple;
  end if;
end $$;

create function lb_text_config(language text) returns regconfig
language sql immutable parallel safe as $$
  select (case language
    when 'en' then 'lb_english'
    when 'de' then 'german'
    when 'fr' then 'french'
    when 'es' then 'spanish'
    when 'it' then 'italian'
    when 'pt' then 'portuguese'
    when 'nl' then 'dutch'
    when 'sv' then 'swedish'
    when 'fi' then 'finnish'
    when 'da' then 'danish'
    when 'nb' then 'norwegian'
    when 'hu' then 'hungarian'
    when 'ro' then 'romanian'
    when 'ru' then 'russian'
    when 'tr' then 'turkish'
    when 'id' then 'indonesian'
    else 'lb_simple' end)::regconfig
$$;

create function lb_search_document(title text, keywords text[], caption text, language text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector(lb_text_config(language), coalesce(title, '')), 'A')
      || setweight(to_tsvector(lb_text_config(language), coalesce(array_to_string(keywords, ' '), '')), 'B')
      || setweight(to_tsvector(lb_text_config(language), coalesce(caption, '')), 'C')
$$;

-- Every existing asset is English, so no document changes; new and edited ones use their language.
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
    lb_search_document(new.title, new.keywords, new.caption, new.metadata_language),
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
