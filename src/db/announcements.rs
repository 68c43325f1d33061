//! What PostgreSQL announces when a transaction commits, heard on one connection of a process's own: a game
//! changed (`game_changed`, sent by the triggers of migration 23), account events were written
//! (`account_events_written`) or numbered for an account (`account_event`, migration 32).

use sqlx::postgres::{PgListener, PgNotification};
use sqlx::{PgExecutor, PgPool};

use super::{GameId, UserId};

const GAME_CHANGED: &str = "game_changed";
const EVENTS_WRITTEN: &str = "account_events_written";
const ACCOUNT_EVENT: &str = "account_event";

/// A game whose page may look different now: a move (with the ply it reached), a new status, a draw offer, a
/// message, a rematch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChanged {
    pub game: GameId,
    pub ply: Option<i32>,
}

/// What listening brings.
pub enum Heard {
    Changed(GameChanged),
    /// Account events were written and wait to be numbered.
    EventsWritten,
    /// The account's events have new numbers to read.
    AccountEvent(UserId),
    /// The connection was lost and is being made again: anything may have changed meanwhile.
    Reconnected,
}

/// One connection of its own, apart from the pool's, that hears every announcement.
pub struct Listener(PgListener);

impl Listener {
    /// Listens on a connection made like `pool`'s but not taken from it: a listener holds its connection for
    /// good, and the pool's are counted for the pages and jobs.
    pub async fn start(pool: &PgPool) -> Result<Listener, sqlx::Error> {
        let own = pool
            .options()
            .clone()
            .max_connections(1)
            .min_connections(0)
            .max_lifetime(None)
            .idle_timeout(None)
            .connect_lazy_with((*pool.connect_options()).clone());
        let mut listener = PgListener::connect_with(&own).await?;
        listener
            .listen_all([GAME_CHANGED, EVENTS_WRITTEN, ACCOUNT_EVENT])
            .await?;
        Ok(Listener(listener))
    }

    /// Waits for the next announcement. An error means the pool was closed or the server cannot be reached.
    pub async fn next(&mut self) -> Result<Heard, sqlx::Error> {
        loop {
            match self.0.try_recv().await? {
                None => return Ok(Heard::Reconnected),
                Some(n) => {
                    if let Some(heard) = parse(&n) {
                        return Ok(heard);
                    }
                }
            }
        }
    }
}

fn parse(n: &PgNotification) -> Option<Heard> {
    match n.channel() {
        GAME_CHANGED => parse_payload(n.payload()).map(Heard::Changed),
        EVENTS_WRITTEN => Some(Heard::EventsWritten),
        ACCOUNT_EVENT => n.payload().parse().ok().map(|id| Heard::AccountEvent(UserId(id))),
        _ => None,
    }
}

/// `"ID"` or `"ID PLY"`.
fn parse_payload(payload: &str) -> Option<GameChanged> {
    let mut parts = payload.split(' ');
    let game = GameId(parts.next()?.parse().ok()?);
    let ply = match parts.next() {
        Some(p) => Some(p.parse().ok()?),
        None => None,
    };
    parts.next().is_none().then_some(GameChanged { game, ply })
}

/// The game's ply, `None` when there is no such game.
pub async fn ply(db: impl PgExecutor<'_>, id: GameId) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar!("SELECT ply FROM games WHERE id = $1", id.0)
        .fetch_optional(db)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_name_a_game_and_perhaps_its_ply() {
        assert_eq!(
            parse_payload("12 40"),
            Some(GameChanged {
                game: GameId(12),
                ply: Some(40)
            })
        );
        assert_eq!(
            parse_payload("7"),
            Some(GameChanged {
                game: GameId(7),
                ply: None
            })
        );
        for bad in ["", "x", "1 y", "1 2 3", "1  2"] {
            assert_eq!(parse_payload(bad), None, "{bad:?}");
        }
    }
}
