-- Editorial clips seeded before this credited a "Photo by" their filmmaker; the generator now
-- writes "Video by". Imported captions are the operator's and do not start with this pattern.
update assets set caption = replace(caption, '. (Photo by ', '. (Video by ')
where asset_type <> 'image' and family = 'editorial' and render_seed is not null
  and caption like '%. (Photo by %';
