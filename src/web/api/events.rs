//! Streams a program holds instead of polling: the account's events (`GET /api/v1/events`) and one game's moves
//! as a spectator sees them (`GET /api/v1/games/{id}/events`). Both are Server-Sent Events, or newline-delimited
//! JSON for a client that asks for `application/x-ndjson`.
//!
//! A stream wakes only when PostgreSQL announces something for it (`live::Streams`): an idle stream costs no
//! query. What it sends is read from stored rows after the number the client last had (`Last-Event-ID`, or
//! `?since=`), so a client that reconnects misses nothing, whichever web process it reaches.

use std::collections::VecDeque;
use std::time::Duration;

use actix_web::http::Method;
use actix_web::http::header::{self, ContentEncoding};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use tokio::sync::watch;

use super::schema::{self, MoveSeen};
use super::{ApiUser, Reader};
use crate::app::account::account_events::{self, Numbered};
use crate::app::game::loaded;
use crate::db::GameId;
use crate::db::games::GameStatus;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::web::AppState;

/// A line now and then keeps proxies from taking a quiet stream for a dead one.
const KEEP_ALIVE: Duration = Duration::from_secs(25);
/// Events read at once; a client far behind gets the rest in the following reads.
const BATCH: i64 = 200;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StreamQuery {
    /// Start after this event number (as `Last-Event-ID`, which wins when both are sent). Account events:
    /// without it, the stream starts with the next event. A game's moves: without it, from the first move.
    #[param(value_type = Option<i64>, minimum = 0)]
    since: Option<u64>,
}

/// One of a game's events, as anyone watching may know it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GameEvent {
    /// A move, as a spectator saw it; the event's number is its ply.
    Move(MoveSeen),
    /// The game is over (or never began: a declined challenge); the stream ends after it.
    Over {
        status: String,
        result: Option<schema::Result>,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    EventStream,
    Ndjson,
}

impl Format {
    fn of(req: &HttpRequest) -> Format {
        let accept = req
            .headers()
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if accept.contains("application/x-ndjson") {
            Format::Ndjson
        } else {
            Format::EventStream
        }
    }

    /// One event: its number (when it has one), its name and its JSON.
    fn event(self, id: Option<i64>, name: &str, json: &impl Serialize) -> Bytes {
        let json = serde_json::to_string(json).expect("events serialize");
        match (self, id) {
            (Format::Ndjson, _) => Bytes::from(format!("{json}\n")),
            (Format::EventStream, Some(id)) => Bytes::from(format!("id: {id}\nevent: {name}\ndata: {json}\n\n")),
            (Format::EventStream, None) => Bytes::from(format!("event: {name}\ndata: {json}\n\n")),
        }
    }

    fn keep_alive(self) -> Bytes {
        match self {
            Format::Ndjson => Bytes::from_static(b"\n"),
            Format::EventStream => Bytes::from_static(b": keep-alive\n\n"),
        }
    }

    fn content_type(self) -> &'static str {
        match self {
            Format::Ndjson => "application/x-ndjson",
            Format::EventStream => "text/event-stream",
        }
    }
}

/// A stream's headers without the stream: a HEAD request is answered at once rather than held open.
fn head(req: &HttpRequest) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(Format::of(req).content_type())
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

/// The number the client last had: `Last-Event-ID`, else `?since=`.
fn resumed_from(req: &HttpRequest, query: &StreamQuery) -> AppResult<Option<i64>> {
    match req.headers().get("last-event-id") {
        Some(v) => v
            .to_str()
            .ok()
            .and_then(|v| v.trim().parse::<i64>().ok())
            .filter(|n| *n >= 0)
            .map(Some)
            .ok_or_else(|| AppError::BadRequest(Msg::new("error-bad-event-id"))),
        None => Ok(query.since.map(|n| i64::try_from(n).unwrap_or(i64::MAX))),
    }
}

/// What one read of a stream's source gives.
struct Read {
    chunks: Vec<Bytes>,
    /// The stream ends after these.
    ends: bool,
    /// There is more to read at once (a client far behind is sent its backlog a batch at a time).
    more: bool,
}

/// What a stream sends when woken: the events after its cursor.
trait Source {
    async fn read(&mut self, state: &AppState, format: Format) -> AppResult<Read>;
}

/// A stream ends after this long, quiet or not: the client reconnects with the last number it had, and its
/// token is checked again (a revoked token stops being served without an idle stream asking the database).
const LIFETIME: Duration = Duration::from_secs(3600);

/// A stream of `source`'s events, woken by `changes`.
fn stream<S: Source + 'static, V: 'static>(
    state: web::Data<AppState>,
    format: Format,
    source: S,
    changes: watch::Receiver<V>,
    hold: impl Sized + 'static,
) -> HttpResponse {
    struct Open<S, V, H> {
        state: web::Data<AppState>,
        format: Format,
        source: S,
        changes: watch::Receiver<V>,
        stopping: watch::Receiver<bool>,
        pending: VecDeque<Bytes>,
        read_now: bool,
        ending: bool,
        opened: std::time::Instant,
        _hold: H,
    }
    let open = Open {
        stopping: state.streams.stopping.clone(),
        state,
        format,
        source,
        changes,
        pending: VecDeque::new(),
        // The first read sends what the client missed (or, for a game, its moves so far).
        read_now: true,
        ending: false,
        opened: std::time::Instant::now(),
        _hold: hold,
    };
    let body = futures_util::stream::unfold(open, |mut open| async move {
        loop {
            if let Some(chunk) = open.pending.pop_front() {
                return Some((Ok::<_, actix_web::Error>(chunk), open));
            }
            if open.ending || *open.stopping.borrow() {
                return None;
            }
            if open.read_now {
                open.read_now = false;
                match open.source.read(&open.state, open.format).await {
                    Ok(read) => {
                        open.pending.extend(read.chunks);
                        open.ending = read.ends;
                        open.read_now = read.more;
                    }
                    Err(e) => {
                        // The client reconnects and resumes from the last number it had.
                        tracing::warn!(error = %e, "an event stream could not read; it ends");
                        return None;
                    }
                }
                continue;
            }
            tokio::select! {
                changed = open.changes.changed() => {
                    changed.ok()?;
                    open.read_now = true;
                }
                Ok(()) = open.stopping.changed() => return None,
                () = tokio::time::sleep(KEEP_ALIVE) => {
                    if open.opened.elapsed() > LIFETIME {
                        return None;
                    }
                    open.pending.push_back(open.format.keep_alive());
                }
            }
        }
    });
    HttpResponse::Ok()
        .content_type(format.content_type())
        .insert_header((header::CACHE_CONTROL, "no-store"))
        // Sent as it comes: neither gzip nor nginx may hold it back to fill a buffer.
        .insert_header(ContentEncoding::Identity)
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(body)
}

struct AccountSource {
    user: ApiUser,
    after: i64,
    /// The number the stream starts after, until it is sent.
    opened_at: Option<i64>,
}

/// The first line of an account's stream: the number it starts after.
#[derive(Serialize)]
struct StreamOpened {
    seq: i64,
    #[serde(rename = "type")]
    kind: &'static str,
}

impl Source for AccountSource {
    async fn read(&mut self, state: &AppState, format: Format) -> AppResult<Read> {
        let (events, last, more) = account_events::after(&state.env, self.user.id, self.after, BATCH).await?;
        self.after = last;
        let mut chunks: Vec<Bytes> = events
            .iter()
            .map(|e: &Numbered| format.event(Some(e.seq), name_of(e), e))
            .collect();
        if let Some(seq) = self.opened_at.take() {
            // First, where the stream starts: a client that drops before any event comes resumes from here.
            let opened = StreamOpened {
                seq,
                kind: "stream_opened",
            };
            chunks.insert(0, format.event(Some(seq), "stream_opened", &opened));
        }
        Ok(Read {
            chunks,
            ends: false,
            more,
        })
    }
}

/// The SSE event name: the event's `type`.
fn name_of(e: &Numbered) -> &'static str {
    use account_events::AccountEvent as E;
    match e.event {
        E::YourTurn { .. } => "your_turn",
        E::ChallengeReceived { .. } => "challenge_received",
        E::ChallengeAccepted { .. } => "challenge_accepted",
        E::ChallengeDeclined { .. } => "challenge_declined",
        E::ChallengeWithdrawn { .. } => "challenge_withdrawn",
        E::GameOver { .. } => "game_over",
        E::Message { .. } => "message",
        E::DrawOffered { .. } => "draw_offered",
        E::RoundPaired { .. } => "round_paired",
    }
}

/// The token owner's events as they happen: their turn (game, ply, deadline), challenges received, accepted,
/// declined or withdrawn, games over (the result from their side), messages written to them, draws offered to
/// them, tournament rounds paired. Each event carries its number as the SSE `id` (and `seq` in its JSON): reconnect with
/// `Last-Event-ID` (or `?since=`) and the stream goes on after it, missing nothing kept (events are kept 30
/// days). The first event, `stream_opened`, gives the number the stream starts after, so that a client that
/// drops before anything happens can resume too. `Accept: application/x-ndjson` gives one JSON object a line
/// instead; a blank line now and then keeps either alive (skip blank lines). A stream ends after an hour: resume
/// it.
#[utoipa::path(get, path = "/api/v1/events", tag = "events", security(("token" = [])),
    params(StreamQuery, ("Last-Event-ID" = Option<i64>, Header, description = "The last event number the client had")),
    responses((status = 200, description = "The stream (text/event-stream, or application/x-ndjson when asked); each event an `AccountEvent` with its number (`seq`) and time (`at`)",
        content((String = "text/event-stream"), (String = "application/x-ndjson"))),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn account(
    Reader(user): Reader,
    state: web::Data<AppState>,
    query: web::Query<StreamQuery>,
    req: HttpRequest,
) -> AppResult<HttpResponse> {
    let from = resumed_from(&req, &query)?;
    if req.method() == Method::HEAD {
        return Ok(head(&req));
    }
    // Following first, so that nothing numbered from here on goes unheard; then the events no process has
    // numbered yet (none may have held a stream) are numbered.
    let sub = state.streams.subscribe_account(user.id);
    account_events::number(&state.env).await?;
    let after = match from {
        Some(n) => n,
        None => account_events::newest(&state.env, user.id).await?,
    };
    let changes = sub.changes.clone().expect("a new subscription follows");
    let source = AccountSource {
        user,
        after,
        opened_at: Some(after),
    };
    Ok(stream(state, Format::of(&req), source, changes, sub))
}

struct GameSource {
    user: ApiUser,
    game: GameId,
    after: i64,
}

impl Source for GameSource {
    async fn read(&mut self, state: &AppState, format: Format) -> AppResult<Read> {
        let game = loaded::load(&state.env.pool, self.game).await?;
        let mut out = Vec::new();
        let both_in = game.submitted(crate::rules::Seat::First) && game.submitted(crate::rules::Seat::Second);
        if both_in && matches!(game.row.status, GameStatus::Playing | GameStatus::Finished) {
            let replay = game.replay(None)?;
            // A spectator's moves, whoever holds the stream: it may be passed around.
            let moves = schema::moves_seen(&game, &replay, None, self.user.lang, self.user.numbering);
            let after = self.after;
            for m in moves.into_iter().filter(|m| i64::from(m.ply) > after) {
                self.after = i64::from(m.ply);
                out.push(format.event(Some(self.after), "move", &GameEvent::Move(m)));
            }
        }
        let over = !matches!(
            game.row.status,
            GameStatus::Open | GameStatus::Challenge | GameStatus::Setup | GameStatus::Playing
        );
        if over {
            let family = game.variant().family();
            let event = GameEvent::Over {
                status: schema::status_word(game.row.status),
                result: schema::game_result(family, game.row.winner, game.row.result_reason),
            };
            out.push(format.event(None, "over", &event));
        }
        Ok(Read {
            chunks: out,
            ends: over,
            more: false,
        })
    }
}

/// One game's moves as a spectator sees them (the players' own views stay with `GET /api/v1/games/{id}`), as
/// they are played: each move's number is its ply, and a stream resumed with `Last-Event-ID` (or `?since=`)
/// goes on after it. Without either, it starts with the game's first move. An `over` event ends it, and a game
/// over resumed after its last move answers `204` (an EventSource stops reconnecting).
#[utoipa::path(get, path = "/api/v1/games/{id}/events", tag = "events", security(("token" = [])),
    params(("id" = i64, Path, description = "The game"), StreamQuery,
        ("Last-Event-ID" = Option<i64>, Header, description = "The last ply the client had")),
    responses((status = 200, description = "The stream (text/event-stream, or application/x-ndjson when asked); each event a `GameEvent`",
        content((String = "text/event-stream"), (String = "application/x-ndjson"))),
        (status = 204, description = "The game is over and the client has every move"),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn game(
    Reader(user): Reader,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    query: web::Query<StreamQuery>,
    req: HttpRequest,
) -> AppResult<HttpResponse> {
    let game = path.into_inner();
    let after = resumed_from(&req, &query)?.unwrap_or(0);
    // Following before the game is read, so no move falls between the two.
    let sub = state.streams.subscribe(game);
    let row = loaded::load(&state.env.pool, game).await?.row;
    let over = !matches!(
        row.status,
        GameStatus::Open | GameStatus::Challenge | GameStatus::Setup | GameStatus::Playing
    );
    if req.method() == Method::HEAD {
        return Ok(head(&req));
    }
    if over && after >= i64::from(row.ply) {
        // Nothing more will come: an EventSource stops reconnecting at a 204.
        return Ok(HttpResponse::NoContent().finish());
    }
    let changes = sub.changes.clone().expect("a new subscription follows");
    let source = GameSource { user, game, after };
    Ok(stream(state, Format::of(&req), source, changes, sub))
}
