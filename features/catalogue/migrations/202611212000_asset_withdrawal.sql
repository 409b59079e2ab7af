-- Assets withdrawn from sale stay in the table (orders and boards still refer to them); their
-- detail page answers 410 Gone and search no longer returns them.
alter table assets add column withdrawn_at timestamptz;
