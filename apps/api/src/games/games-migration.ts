/**
 * The game catalogue and players' favourites. Applied after the accounts migration (favourites
 * point at accounts). The catalogue is seeded from code by `seedGames`; rows are never deleted,
 * so a favourite never loses its game.
 */
export const gamesMigration = {
  id: '005-games',
  sql: `
    create table games (
      provider_code text not null,
      game_code text not null,
      game_name text not null,
      category text not null,
      game_type text not null,
      provider_name text not null,
      tags text[] not null default '{}',
      sort_order int not null,
      primary key (provider_code, game_code)
    );
    create index games_by_category on games (category, sort_order);
    create table favourites (
      account bigint not null references accounts (id),
      provider_code text not null,
      game_code text not null,
      created_at timestamptz not null default now(),
      primary key (account, provider_code, game_code),
      foreign key (provider_code, game_code) references games (provider_code, game_code)
    );
  `,
} as const
