-- Visual search (202611221100) reads stacks and dominant colours on the search table too:
-- collapsing stacks is a condition of every search, and search by image orders by colour.
alter table asset_search
  add column dominant_color text,
  add column stack_id integer,
  add column is_stack_lead boolean not null default true;

update asset_search s set dominant_color = a.dominant_color, stack_id = a.stack_id,
  is_stack_lead = a.is_stack_lead
from assets a
where a.id = s.id and (a.dominant_color is not null or a.stack_id is not null or not a.is_stack_lead);

create index asset_search_stack_idx on asset_search (stack_id) where stack_id is not null;

-- Columns by name from now on, so a later column cannot shift the copy.
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
    lb_search_prior(new.popularity, new.family, new.date_taken, new.uploaded_at), new.document,
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
