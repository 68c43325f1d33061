//! `piece_notes`: a player's guesses about enemy pieces, each known by the square it started on.

use sqlx::PgExecutor;

use super::{GameId, UserId};

/// One note as stored.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Deserialize)]
pub struct NoteRow {
    pub start_square: String,
    /// `is:` or `not:` and a kind's code letter.
    pub guess: Option<String>,
    pub text: Option<String>,
}

/// The author's notes in one game.
pub async fn of_author(db: impl PgExecutor<'_>, game: GameId, author: UserId) -> Result<Vec<NoteRow>, sqlx::Error> {
    sqlx::query_as!(
        NoteRow,
        "SELECT start_square, guess, text FROM piece_notes WHERE game_id = $1 AND author_id = $2 ORDER BY start_square",
        game.0,
        author.0
    )
    .fetch_all(db)
    .await
}

pub async fn put(
    db: impl PgExecutor<'_>,
    game: GameId,
    author: UserId,
    note: &NoteRow,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO piece_notes (game_id, author_id, start_square, guess, text, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (game_id, author_id, start_square) DO UPDATE SET guess = $4, text = $5, updated_at = $6",
        game.0,
        author.0,
        note.start_square,
        note.guess,
        note.text,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn remove(db: impl PgExecutor<'_>, game: GameId, author: UserId, start: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM piece_notes WHERE game_id = $1 AND author_id = $2 AND start_square = $3",
        game.0,
        author.0,
        start
    )
    .execute(db)
    .await?;
    Ok(())
}
