//! Which games changed, as PostgreSQL announces it (`NOTIFY game_changed`, sent by the triggers of migration 23
//! when a transaction that changed a game commits), and the one figure an open page compares with it.

use sqlx::postgres::{PgListener, PgNotification};
use sqlx::{PgExecutor, PgPool};

use super::GameId;

const CHANNEL: &str = "game_changed";

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
        listener.listen(CHANNEL).await?;
        Ok(Listener(listener))
    }

    /// Waits for the next announcement. An error means the pool was closed or the server cannot be reached.
    pub async fn next(&mut self) -> Result<Heard, sqlx::Error> {
        loop {
            match self.0.try_recv().await? {
                None => return Ok(Heard::Reconnected),
                Some(n) => {
                    if let Some(changed) = parse(&n) {
                        return Ok(Heard::Changed(changed));
                    }
                }
            }
        }
    }
}

fn parse(n: &PgNotification) -> Option<GameChanged> {
    parse_payload(n.payload())
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
