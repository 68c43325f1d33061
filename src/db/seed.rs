//! Bulk filling of a new database for the load bench: accounts and history from set-returning functions, games
//! with their setups and moves streamed in with `COPY`.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor};

use super::games::GameStatus;
use super::{GameId, UserId};
use crate::rules::{GameEnd, Seat, Variant};

/// Whether the database holds no account and no game: the only kind seeding fills.
pub async fn is_new(db: impl PgExecutor<'_>) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar!(
        r#"/* cold: asked once, before seeding */
           SELECT NOT EXISTS (SELECT 1 FROM users WHERE role <> 'computer') AND NOT EXISTS (SELECT 1 FROM games)
               AS "new!""#
    )
    .fetch_one(db)
    .await
}

/// Adds `count` accounts named `player1`, `player2`, …, all with the password hashed as `password_hash`, seen
/// over the last months. Returns the first and last of their ids.
pub async fn insert_users(
    db: impl PgExecutor<'_>,
    count: i64,
    password_hash: &str,
    now: DateTime<Utc>,
) -> Result<(UserId, UserId), sqlx::Error> {
    let row = sqlx::query!(
        r#"WITH added AS (
             INSERT INTO users (username, username_key, email, email_key, password_hash, created_at,
                                last_active_at, email_verified_at)
             SELECT 'player' || i, 'player' || i, 'player' || i || '@example.org', 'player' || i || '@example.org',
                    $2, $3::timestamptz - (i % 400) * interval '1 day', $3::timestamptz - (i % 2000) * interval '1 hour',
                    $3::timestamptz - (i % 400) * interval '1 day'
             FROM generate_series(1, $1::bigint) AS i
             RETURNING id)
           SELECT min(id) AS "first!", max(id) AS "last!" FROM added"#,
        count,
        password_hash,
        now
    )
    .fetch_one(db)
    .await?;
    Ok((UserId(row.first), UserId(row.last)))
}

/// A game as seeding writes it: players, state, clock, setups and moves.
pub struct SeedGame {
    pub id: GameId,
    pub variant: Variant,
    pub terrain: Vec<String>,
    pub players: [UserId; 2],
    pub status: GameStatus,
    pub to_move: Option<Seat>,
    pub winner: Option<Seat>,
    pub result: Option<GameEnd>,
    pub started_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    pub setups: [String; 2],
    /// Each move with the seat that made it.
    pub moves: Vec<(Seat, String)>,
}

/// A value in `COPY`'s text format.
fn field(out: &mut String, value: Option<&str>) {
    match value {
        None => out.push_str("\\N"),
        Some(v) => {
            for c in v.chars() {
                match c {
                    '\\' => out.push_str("\\\\"),
                    '\t' => out.push_str("\\t"),
                    '\n' => out.push_str("\\n"),
                    '\r' => out.push_str("\\r"),
                    c => out.push(c),
                }
            }
        }
    }
}

fn row(out: &mut String, values: &[Option<&str>]) {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push('\t');
        }
        field(out, *v);
    }
    out.push('\n');
}

/// Writes a batch of games, their setups and their moves, with one `COPY` each.
pub async fn copy_games(conn: &mut PgConnection, games: &[SeedGame]) -> Result<(), sqlx::Error> {
    let (mut g, mut s, mut m) = (String::new(), String::new(), String::new());
    for game in games {
        let id = game.id.0.to_string();
        let time = |t: DateTime<Utc>| t.to_rfc3339();
        let seat = |s: Option<Seat>| s.map(|s| s.index().to_string());
        let finished = (game.status == GameStatus::Finished).then(|| time(game.updated_at));
        let playing = game.status == GameStatus::Playing;
        let turn_started = playing.then(|| time(game.updated_at));
        let (first, second) = (game.players[0].0.to_string(), game.players[1].0.to_string());
        let terrain = format!("{{{}}}", game.terrain.join(","));
        let record: Vec<&str> = game.moves.iter().map(|(_, mv)| mv.as_str()).collect();
        let record = format!("{{{}}}", record.join(","));
        let (started, updated) = (time(game.started_at), time(game.updated_at));
        row(
            &mut g,
            &[
                Some(&id),
                Some(game.variant.id()),
                Some(&terrain),
                Some(&first),
                Some("first"),
                Some(&first),
                Some(&second),
                Some(game.status.as_str()),
                Some(&game.moves.len().to_string()),
                Some(&record),
                seat(game.to_move).as_deref(),
                seat(game.winner).as_deref(),
                game.result.map(GameEnd::as_str),
                Some(&started),
                Some(&updated),
                Some(&started),
                finished.as_deref(),
                turn_started.as_deref(),
                game.deadline.map(time).as_deref(),
            ],
        );
        for (i, setup) in game.setups.iter().enumerate() {
            row(&mut s, &[Some(&id), Some(&i.to_string()), Some(setup), Some(&started)]);
        }
        let per_move = (game.updated_at - game.started_at) / (game.moves.len().max(1) as i32);
        for (i, (mover, mv)) in game.moves.iter().enumerate() {
            let (ply, mover) = ((i + 1).to_string(), mover.index().to_string());
            let played = time(game.started_at + per_move * (i as i32 + 1));
            row(&mut m, &[Some(&id), Some(&ply), Some(&mover), Some(mv), Some(&played)]);
        }
    }
    let copies = [
        (
            "COPY games (id, variant, terrain, creator_id, creator_seat, first_id, second_id, status, ply, record, \
             to_move, winner, result_reason, created_at, updated_at, started_at, finished_at, turn_started_at, \
             deadline) FROM STDIN",
            g,
        ),
        ("COPY setups (game_id, seat, setup, submitted_at) FROM STDIN", s),
        ("COPY moves (game_id, ply, seat, mv, played_at) FROM STDIN", m),
    ];
    for (statement, data) in copies {
        let mut copy = conn.copy_in_raw(statement).await?;
        copy.send(data.into_bytes()).await?;
        copy.finish().await?;
    }
    Ok(())
}

/// After games were written with their own ids: new games are numbered after them.
pub async fn renumber_games(db: impl PgExecutor<'_>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"/* cold: once, after seeding */
           SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT max(id) FROM games))"#
    )
    .fetch_one(db)
    .await?;
    Ok(())
}

/// History around the games: `mails` sent mails, `audits` admin actions and `sessions` open sessions, spread
/// over the accounts `users` and the games `1..=games`.
pub async fn insert_history(
    db: &mut PgConnection,
    users: (UserId, UserId),
    games: i64,
    mails: i64,
    audits: i64,
    sessions: i64,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let (first, last) = (users.0.0, users.1.0);
    sqlx::query!(
        r#"INSERT INTO outbox (idempotency_key, kind, user_id, game_id, to_address, subject, text_body, html_body,
                               state, attempts, next_attempt_at, sent_at, created_at)
           SELECT 'seed-' || i, 'your_turn', u, 1 + i % $4::bigint, 'player' || u || '@example.org', 'Your move',
                  'It is your move.', '<p>It is your move.</p>', 'sent', 1, t, t, t
           FROM generate_series(1, $3::bigint) AS i,
                LATERAL (SELECT $1::bigint + (i * 7919) % ($2::bigint - $1::bigint + 1) AS u,
                                $5::timestamptz - (i % 100000) * interval '1 minute' AS t) AS x"#,
        first,
        last,
        mails,
        games,
        now
    )
    .execute(&mut *db)
    .await?;
    sqlx::query!(
        r#"INSERT INTO audit_log (at, actor_name, via, action, target_user, target, reason)
           SELECT $4::timestamptz - i * interval '1 hour', 'seed', 'cli', 'verify', u, 'player' || u, 'seeded'
           FROM generate_series(1, $3::bigint) AS i,
                LATERAL (SELECT $1::bigint + (i * 104729) % ($2::bigint - $1::bigint + 1) AS u) AS x"#,
        first,
        last,
        audits,
        now
    )
    .execute(&mut *db)
    .await?;
    sqlx::query!(
        r#"INSERT INTO sessions (token_hash, user_id, address, user_agent, created_at, last_seen_at)
           SELECT sha256(('seed session ' || i)::bytea), $1::bigint + (i * 31) % ($2::bigint - $1::bigint + 1), '192.0.2.1', 'seed',
                  $4::timestamptz - (i % 30) * interval '1 day', $4::timestamptz - (i % 300) * interval '1 minute'
           FROM generate_series(1, $3::bigint) AS i"#,
        first,
        last,
        sessions,
        now
    )
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// Fresh statistics for the planner and a vacuumed heap, after the tables grew by orders of magnitude (so that
/// autovacuum does not do it later, in the middle of whatever is measured then).
pub async fn vacuum_analyze(db: impl PgExecutor<'_>) -> Result<(), sqlx::Error> {
    sqlx::raw_sql("VACUUM (ANALYZE)").execute(db).await?;
    Ok(())
}
