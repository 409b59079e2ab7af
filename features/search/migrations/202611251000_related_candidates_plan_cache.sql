-- PGlite's session plans every statement for its values (plan_cache_mode = force_custom_plan,
-- packages/platform/src/db/database.ts), which would plan this function's query afresh on every
-- call too: it keeps PostgreSQL's usual choice, a plan kept for the session once it serves
-- every sample alike (the reason it is a function, 202611231300_related_candidates_function.sql).
alter function lb_related_candidates(integer[], text, integer, integer) set plan_cache_mode = auto;
