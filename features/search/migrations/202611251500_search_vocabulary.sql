-- The concept vocabulary (issue #21): each concept is a keyword of the catalogue (its id is the
-- English keyword, 'business team'), with the terms a searcher in each locale types for it.
-- A query in another language is mapped to concepts through these terms and searched as their
-- English keywords (features/search/src/vocabulary/). Keys are computed by the application:
-- `match_key` is the term segmented and normalised (Intl.Segmenter, NFKC, lower case, Latin
-- accents folded; words joined by one space), `stem_key` the same words stemmed by the
-- locale's PostgreSQL dictionary where one exists.
create table search_concepts (
  id text primary key
);

create table search_concept_terms (
  locale text not null,
  concept text not null references search_concepts (id) on delete cascade,
  -- 'shipped': features/search/vocabulary/<locale>.json; 'operator': npm run vocabulary:import.
  -- Loading one source never touches the other's rows.
  source text not null check (source in ('shipped', 'operator')),
  position smallint not null,               -- 0: the preferred term, shown to the visitor
  term text not null,                       -- as written ('Geschäftsteam')
  match_key text not null,
  stem_key text,
  words smallint not null,                  -- words in match_key: the longest match tries these
  primary key (locale, concept, source, position)
);
create index search_concept_terms_match_idx on search_concept_terms (locale, match_key);
create index search_concept_terms_stem_idx on search_concept_terms (locale, stem_key) where stem_key is not null;
-- "Did you mean" in the visitor's language: the locale's closest term.
create index search_concept_terms_trgm_idx on search_concept_terms using gin (match_key gin_trgm_ops);

-- What was loaded from each file, so a start loads a shipped file again only when it changed.
create table search_vocabulary_files (
  locale text not null,
  source text not null,
  content_hash text not null,
  loaded_at timestamptz not null default now(),
  primary key (locale, source)
);

-- The words of a key stemmed with a dictionary (a stop word stays as it is). Used at import.
create function lb_stem_key(dict text, key text) returns text
language sql stable parallel safe as $$
  select string_agg(coalesce((ts_lexize(dict::regdictionary, w))[1], w), ' ' order by n)
  from unnest(string_to_array(key, ' ')) with ordinality as t(w, n)
$$;
