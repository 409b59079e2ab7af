-- Progress of a bulk download (issue 18), for its page and the premium site's download drawer:
-- how many of its files are made, its size once laid out, and how many bytes were sent (the
-- furthest point any fetch, or resumed fetch, reached). Written at most about once a second.
alter table download_zips
  add column prepared integer not null default 0,
  add column size_bytes bigint,
  add column bytes_sent bigint not null default 0,
  add column progress_at timestamptz;
