-- Stored values take the search parameters' own spellings (packages/core/src/search), so search
-- compares a filter's values with them as they are and no translation table sits between.
-- Written before: orientations 'panoramichorizontal' and 'panoramicvertical', ethnicities
-- 'hispaniclatinx' and 'multiethnic' (the generator's mark of a group of several), and the
-- composition 'head_and_shoulders'. One statement, so each row changed fires the search table's
-- row trigger once, which copies the new values (and the filter words indexed from them); the
-- term dictionary and keyword numbers are unaffected (keywords and people do not change).
update assets set
  orientation = case orientation
    when 'panoramichorizontal' then 'panoramic_horizontal'
    when 'panoramicvertical' then 'panoramic_vertical'
    else orientation end,
  ethnicity = array_replace(array_replace(ethnicity, 'hispaniclatinx', 'hispanic_latinx'),
    'multiethnic', 'multiethnic_group'),
  compositions = array_replace(compositions, 'head_and_shoulders', 'headshot')
where orientation in ('panoramichorizontal', 'panoramicvertical')
  or ethnicity && array['hispaniclatinx', 'multiethnic']
  or 'head_and_shoulders' = any(compositions);
