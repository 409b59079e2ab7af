-- Comments outlive the asset's place on the board (issue 23): an edit member who removes an asset
-- used to delete the owner's comments on it with the board_items row. Comments now belong to the
-- board alone; they are shown only while their asset is on the board, so they come back with it,
-- and go with the board or with their author.
alter table board_comments drop constraint board_comments_board_id_asset_id_fkey;
alter table board_comments
  add constraint board_comments_board_id_fkey foreign key (board_id) references boards (id) on delete cascade;
alter table board_comments
  add constraint board_comments_asset_id_fkey foreign key (asset_id) references assets (id) on delete cascade;
