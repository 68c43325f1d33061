//! Game pages that follow their game: `GET /games/{id}/events` is a stream of Server-Sent Events that says
//! "this game changed" and nothing more. The page's script then fetches the page again, drawn as always from its
//! own viewer's view, so the stream can carry nothing hidden.
//!
//! Each web process holds one connection that LISTENs (`db::announcements`) and wakes only the streams of the game
//! that changed: an idle stream costs no query and no wake-up. Any number of web processes can serve streams, as
//! each hears every announcement from PostgreSQL.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use tokio::sync::{Notify, watch};

use crate::app::{Env, account::account_events};
use crate::db::announcements::{self, Heard, Listener};
use crate::db::{GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::web::AppState;
use crate::web::extract::Signed;

/// A comment line now and then keeps proxies and browsers from taking a quiet stream for a dead one.
const KEEP_ALIVE: Duration = Duration::from_secs(25);
/// How long a browser waits before it opens a dropped stream again.
const RETRY_MS: u32 = 3000;

/// The last change of one game that its open streams were told of. Every change wakes them, a draw offer or a
/// message at the same ply too: `send_replace` notifies whether or not the value differs.
#[derive(Clone, Copy, Default)]
pub(in crate::web) struct Latest {
    pub ply: Option<i32>,
}

/// The open streams of one kind, by what they follow: each key has one channel, which wakes all its streams.
struct Registry<K, V> {
    map: Arc<Mutex<HashMap<K, watch::Sender<V>>>>,
}

impl<K, V> Clone for Registry<K, V> {
    fn clone(&self) -> Self {
        Registry { map: self.map.clone() }
    }
}

impl<K: Copy + Eq + std::hash::Hash, V: Default> Registry<K, V> {
    fn new() -> Self {
        Registry { map: Arc::default() }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<K, watch::Sender<V>>> {
        self.map.lock().expect("the streams' map is never poisoned")
    }

    fn wake(&self, key: K, value: V) {
        let mut map = self.lock();
        if let Some(sender) = map.get(&key) {
            if sender.receiver_count() == 0 {
                map.remove(&key);
            } else {
                sender.send_replace(value);
            }
        }
    }

    fn wake_all(&self) {
        for sender in self.lock().values() {
            sender.send_modify(|_| {});
        }
    }

    fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    fn subscribe(&self, key: K) -> Subscription<K, V> {
        let changes = self
            .lock()
            .entry(key)
            .or_insert_with(|| watch::channel(V::default()).0)
            .subscribe();
        Subscription {
            key,
            changes: Some(changes),
            registry: self.clone(),
        }
    }
}

/// One stream's hold on what it follows; the key is forgotten when its last stream ends.
pub(in crate::web) struct Subscription<K: Copy + Eq + std::hash::Hash, V> {
    key: K,
    pub changes: Option<watch::Receiver<V>>,
    registry: Registry<K, V>,
}

impl<K: Copy + Eq + std::hash::Hash, V> Drop for Subscription<K, V> {
    fn drop(&mut self) {
        drop(self.changes.take());
        let mut map = self.registry.map.lock().expect("the streams' map is never poisoned");
        if map.get(&self.key).is_some_and(|s| s.receiver_count() == 0) {
            map.remove(&self.key);
        }
    }
}

/// The open streams of this process: of games (pages and the API's) and of accounts (the API's events), and
/// whether the process is stopping.
#[derive(Clone)]
pub struct Streams {
    games: Registry<GameId, Latest>,
    accounts: Registry<UserId, ()>,
    /// Asks this process's numbering task to number the account events written (many asks make one run).
    numbering: Arc<Notify>,
    pub(in crate::web) stopping: watch::Receiver<bool>,
}

impl Streams {
    /// Streams end when `stopping` turns true, so that a graceful stop of the server need not wait for them.
    pub fn new(stopping: watch::Receiver<bool>) -> Streams {
        Streams {
            games: Registry::new(),
            accounts: Registry::new(),
            numbering: Arc::default(),
            stopping,
        }
    }

    /// Hears PostgreSQL's announcements until the server stops, and wakes the streams they concern. A lost
    /// connection is made again; every open stream is then woken, as changes may have been missed meanwhile.
    pub async fn listen(self, env: Env) {
        let mut stopping = self.stopping.clone();
        tokio::select! {
            () = self.hear(env.clone()) => {}
            () = self.keep_numbering(env) => {}
            Ok(()) = stopping.changed() => {}
        }
    }

    /// Numbers the account events written, when asked and this process streams to accounts (another process
    /// that does may be quicker; a stream that opens numbers what is left). Apart from the listening, so that
    /// game pages are not woken late behind the numbering's lock; a numbering that fails is tried again until it
    /// succeeds, since the events it leaves would otherwise wait for the next one written.
    async fn keep_numbering(&self, env: Env) {
        loop {
            self.numbering.notified().await;
            let mut wait = Duration::from_millis(200);
            while !self.accounts.is_empty() {
                match account_events::number(&env).await {
                    Ok(_) => break,
                    Err(e) => {
                        tracing::warn!(error = %e, "account events could not be numbered; trying again");
                        tokio::time::sleep(wait).await;
                        wait = (wait * 2).min(Duration::from_secs(10));
                    }
                }
            }
        }
    }

    async fn hear(&self, env: Env) {
        loop {
            let mut listener = match Listener::start(&env.pool).await {
                Ok(l) => l,
                Err(sqlx::Error::PoolClosed) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "streams cannot hear changes; trying again");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            // Whatever was announced before this connection listened went unheard, the first time too: a
            // stream may have opened while the process was still connecting (the server serves at once), and an
            // event written then would wait unnumbered for the next one.
            self.missed_some();
            loop {
                match listener.next().await {
                    Ok(Heard::Changed(c)) => self.games.wake(c.game, Latest { ply: c.ply }),
                    Ok(Heard::AccountEvent(user)) => self.accounts.wake(user, ()),
                    Ok(Heard::EventsWritten) => self.numbering.notify_one(),
                    Ok(Heard::Reconnected) => self.missed_some(),
                    Err(sqlx::Error::PoolClosed) => return,
                    Err(e) => {
                        tracing::warn!(error = %e, "lost the connection that hears changes");
                        break;
                    }
                }
            }
        }
    }

    /// After announcements may have been lost: every stream looks again.
    fn missed_some(&self) {
        self.numbering.notify_one();
        self.games.wake_all();
        self.accounts.wake_all();
    }

    pub(in crate::web) fn subscribe(&self, game: GameId) -> Subscription<GameId, Latest> {
        self.games.subscribe(game)
    }

    pub(in crate::web) fn subscribe_account(&self, user: UserId) -> Subscription<UserId, ()> {
        self.accounts.subscribe(user)
    }
}

#[derive(Deserialize)]
pub struct EventsQuery {
    /// The ply the page was drawn at: a change made before the stream opened is told at once.
    ply: Option<i32>,
}

/// An open stream.
struct Open {
    sub: Subscription<GameId, Latest>,
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
    let now = announcements::ply(&state.env.pool, game)
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
