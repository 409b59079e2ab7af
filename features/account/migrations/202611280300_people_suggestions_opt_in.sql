-- The search profile's personalityDisambiguityOptedIn (spec §3): a customer who opts in stops
-- being offered people for their words once they remove a person filter (spec §4 rule).
alter table account_users add column people_disambiguation_opt_in boolean not null default false;
