//! Game pages that follow their game: `GET /games/{id}/events` is a stream of Server-Sent Events that says
//! "this game changed" and nothing more. The page's script then fetches the page again, drawn as always from its
//! own viewer's view, so the stream can carry nothing hidden.
//!
//! Each web process holds one connection that LISTENs (`db::game_events`) and wakes only the streams of the game
//! that changed: an idle stream costs no query and no wake-up. Any number of web processes can serve streams, as
//! each hears every announcement from PostgreSQL.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use sqlx::PgPool;
use tokio::sync::watch;

use super::AppState;
use super::extract::Signed;
use crate::db::GameId;
use crate::db::game_events::{self, GameChanged, Heard, Listener};
use crate::error::{AppError, AppResult};

/// A comment line now and then keeps proxies and browsers from taking a quiet stream for a dead one.
const KEEP_ALIVE: Duration = Duration::from_secs(25);
/// How long a browser waits before it opens a dropped stream again.
const RETRY_MS: u32 = 3000;

/// The last change of one game that its open streams were told of. Every change wakes them, a draw offer or a
/// message at the same ply too: `send_replace` notifies whether or not the value differs.
#[derive(Clone, Copy, Default)]
struct Latest {
    ply: Option<i32>,
}

/// The open streams of this process, by game, and whether the process is stopping.
#[derive(Clone)]
pub struct Streams {
    games: Arc<Mutex<HashMap<GameId, watch::Sender<Latest>>>>,
    stopping: watch::Receiver<bool>,
}

impl Streams {
    /// Streams end when `stopping` turns true, so that a graceful stop of the server need not wait for them.
    pub fn new(stopping: watch::Receiver<bool>) -> Streams {
        Streams {
            games: Arc::default(),
            stopping,
        }
    }

    /// Hears PostgreSQL's announcements until the server stops, and wakes the streams they concern. A lost
    /// connection is made again; every open stream is then woken, as changes may have been missed meanwhile.
    pub async fn listen(self, pool: PgPool) {
        let mut stopping = self.stopping.clone();
        tokio::select! {
            () = self.hear(pool) => {}
            Ok(()) = stopping.changed() => {}
        }
    }

    async fn hear(&self, pool: PgPool) {
        let mut connected = false;
        loop {
            let mut listener = match Listener::start(&pool).await {
                Ok(l) => l,
                Err(sqlx::Error::PoolClosed) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "game pages cannot hear changes; trying again");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            if connected {
                self.wake_all();
            }
            connected = true;
            loop {
                match listener.next().await {
                    Ok(Heard::Changed(c)) => self.wake(c),
                    Ok(Heard::Reconnected) => self.wake_all(),
                    Err(sqlx::Error::PoolClosed) => return,
                    Err(e) => {
                        tracing::warn!(error = %e, "lost the connection that hears game changes");
                        break;
                    }
                }
            }
        }
    }

    fn wake(&self, c: GameChanged) {
        let mut games = self.games.lock().expect("the streams' map is never poisoned");
        if let Some(sender) = games.get(&c.game) {
            if sender.receiver_count() == 0 {
                games.remove(&c.game);
            } else {
                sender.send_replace(Latest { ply: c.ply });
            }
        }
    }

    fn wake_all(&self) {
        let games = self.games.lock().expect("the streams' map is never poisoned");
        for sender in games.values() {
            sender.send_modify(|_| {});
        }
    }

    fn subscribe(&self, game: GameId) -> Subscription {
        let mut games = self.games.lock().expect("the streams' map is never poisoned");
        let changes = games
            .entry(game)
            .or_insert_with(|| watch::channel(Latest::default()).0)
            .subscribe();
        Subscription {
            game,
            changes: Some(changes),
            streams: self.clone(),
        }
    }
}

/// One stream's hold on its game's changes; the game is forgotten when its last stream ends.
struct Subscription {
    game: GameId,
    changes: Option<watch::Receiver<Latest>>,
    streams: Streams,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        drop(self.changes.take());
        let mut games = self.streams.games.lock().expect("the streams' map is never poisoned");
        if games.get(&self.game).is_some_and(|s| s.receiver_count() == 0) {
            games.remove(&self.game);
        }
    }
}

#[derive(Deserialize)]
pub struct EventsQuery {
    /// The ply the page was drawn at: a change made before the stream opened is told at once.
    ply: Option<i32>,
}

/// An open stream.
struct Open {
    sub: Subscription,
    stopping: watch::Receiver<bool>,
    /// What is to be sent before waiting for changes.
    pending: VecDeque<Bytes>,
}

impl Open {
    /// The next piece of the stream; `None` ends it.
    async fn next(&mut self) -> Option<Bytes> {
        if let Some(chunk) = self.pending.pop_front() {
            return Some(chunk);
        }
        let changes = self.sub.changes.as_mut()?;
        if *self.stopping.borrow() {
            return None;
        }
        tokio::select! {
            changed = changes.changed() => {
                changed.ok()?;
                let ply = changes.borrow_and_update().ply;
                Some(event(ply))
            }
            // A stop that can no longer come (its sender is gone) leaves this branch out.
            Ok(()) = self.stopping.changed() => None,
            () = tokio::time::sleep(KEEP_ALIVE) => Some(Bytes::from_static(b": keep-alive\n\n")),
        }
    }
}

fn event(ply: Option<i32>) -> Bytes {
    match ply {
        Some(p) => Bytes::from(format!("event: changed\ndata: {{\"ply\":{p}}}\n\n")),
        None => Bytes::from_static(b"event: changed\ndata: {}\n\n"),
    }
}

/// The stream of one game's changes, for anyone who may see its page.
pub async fn events(
    _signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    query: web::Query<EventsQuery>,
) -> AppResult<HttpResponse> {
    let game = path.into_inner();
    // Subscribed before the game is read, so no change falls between the two.
    let sub = state.streams.subscribe(game);
    let now = game_events::ply(&state.env.pool, game)
        .await?
        .ok_or(AppError::NotFound)?;
    let first = format!("retry: {RETRY_MS}\n\n");
    let mut pending = VecDeque::from([Bytes::from(first)]);
    if query.ply.is_some_and(|p| p != now) {
        pending.push_back(event(Some(now)));
    }
    let open = Open {
        sub,
        stopping: state.streams.stopping.clone(),
        pending,
    };
    let body = futures_util::stream::unfold(open, |mut open| async move {
        let chunk = open.next().await?;
        Some((Ok::<_, actix_web::Error>(chunk), open))
    });
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        // nginx passes the stream on as it comes instead of collecting it.
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(body))
}
