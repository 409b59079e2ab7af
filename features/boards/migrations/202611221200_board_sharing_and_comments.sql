-- Boards, second part (issue 6): invitation links and comments.

-- Links an owner hands out to share a board. The code is 32 random bytes (base64url): it cannot
-- be guessed, so it is stored as it is and the owner can copy the link again later. Revoking
-- stamps revoked_at; a revoked link no longer lets anyone join.
create table board_invitations (
  id integer generated always as identity primary key,
  board_id integer not null references boards (id) on delete cascade,
  code text not null unique check (char_length(code) = 43),
  rights text not null check (rights in ('view', 'edit')),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index board_invitations_board_idx on board_invitations (board_id, created_at desc);

-- Comments on an asset of a board, by the owner or a member. They go when the board goes, and
-- when the asset leaves the board (the composite key follows board_items).
create table board_comments (
  id integer generated always as identity primary key,
  board_id integer not null,
  asset_id integer not null,
  author_id integer not null references account_users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 1000),
  created_at timestamptz not null default now(),
  foreign key (board_id, asset_id) references board_items (board_id, asset_id) on delete cascade
);
create index board_comments_item_idx on board_comments (board_id, asset_id, created_at);
