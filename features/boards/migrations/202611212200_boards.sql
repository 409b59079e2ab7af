-- Boards (issue 6): a customer's named lists of assets, the board new saves go to, and sharing.
-- Ids are int4 like the catalogue's and the accounts' (pg returns int8 as text).

create table boards (
  id integer generated always as identity primary key,
  owner_id integer not null references account_users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index boards_owner_idx on boards (owner_id, updated_at desc);

-- The assets of a board, in the customer's order (position ascending; new saves go last).
create table board_items (
  board_id integer not null references boards (id) on delete cascade,
  asset_id integer not null references assets (id),
  position integer not null,
  added_at timestamptz not null default now(),
  primary key (board_id, asset_id)
);
create index board_items_order_idx on board_items (board_id, position);

-- The board a customer's saves go to (spec section 4: 'default' until one is chosen).
create table board_defaults (
  user_id integer primary key references account_users (id) on delete cascade,
  board_id integer not null references boards (id) on delete cascade
);

-- Customers a board is shared with, and their rights on it.
create table board_members (
  board_id integer not null references boards (id) on delete cascade,
  user_id integer not null references account_users (id) on delete cascade,
  rights text not null check (rights in ('view', 'edit')),
  joined_at timestamptz not null default now(),
  primary key (board_id, user_id)
);
create index board_members_user_idx on board_members (user_id);
