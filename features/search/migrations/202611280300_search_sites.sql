-- The storefront an asset is offered on, in the search table (assets.sites, set by
-- `npm run import --site`): null when it is on both, as nearly every asset is, else the one
-- site ('none' when on neither). Every search checks `site_only is null or site_only = $site`;
-- the column is almost all null, so the planner's estimates and plans stay as they were.
-- A trigger of its own, after assets_search_sync (triggers fire in name order), writes it only
-- when an asset is not on both sites or its sites change: generated assets cost nothing more.
alter table asset_search add column site_only text;

create function lb_site_only(sites text[]) returns text language sql immutable parallel safe
  return case
    when sites @> array['premium', 'subscription'] then null
    when 'premium' = any(sites) then 'premium'
    when 'subscription' = any(sites) then 'subscription'
    else 'none' end;

create function lb_sync_asset_search_sites() returns trigger language plpgsql as $$
begin
  update asset_search set site_only = lb_site_only(new.sites)
    where id = new.id and site_only is distinct from lb_site_only(new.sites);
  return null;
end $$;

create trigger assets_search_sync_sites_insert after insert on assets
  for each row when (not new.sites @> array['premium', 'subscription'])
  execute function lb_sync_asset_search_sites();
create trigger assets_search_sync_sites_update after update of sites on assets
  for each row when (old.sites is distinct from new.sites)
  execute function lb_sync_asset_search_sites();

update asset_search s set site_only = lb_site_only(a.sites)
  from assets a where a.id = s.id and not a.sites @> array['premium', 'subscription'];
