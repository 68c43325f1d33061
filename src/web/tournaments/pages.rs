//! Tournament pages: `/tournaments` (events open to enter, under way, finished, and the form for a new one),
//! `/tournaments/{id}` (the event: entrants, what the reader may do, the crosstable or the rounds, the
//! standings), the players' actions on an event, and the admins' cancellation and removal.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{NaiveDate, TimeZone, Utc};
use serde::Deserialize;

use crate::app::admin;
use crate::app::game::time_control::TimeControl;
use crate::app::tournaments::entries::{self, SWISS_ROUNDS, SWISS_SIZES, TournamentForm};
use crate::app::tournaments::tournament_results::EventResults;
use crate::db::games::GameStatus;
use crate::db::tournaments::{Format, TournamentRow, TournamentStatus};
use crate::db::users::Role;
use crate::db::{self, TournamentId};
use crate::error::{AppError, AppResult};
use crate::i18n::move_words::end_words;
use crate::i18n::{self, Lang, Msg};
use crate::rules::{GameEnd, Reason, Seat, Variant};
use crate::tournament::round_robin::SECTION_SIZES;
use crate::web::admin::console::{Confirmed, actor};
use crate::web::extract::{CheckedForm, Ctx, Signed};
use crate::web::game::lobby::{ClockFields, presets};
use crate::web::tournaments::tournament_table::{self, EventTable};
use crate::web::{AppState, Flash, after_action, html, see_other};

/// An event as a line of a list.
pub struct ListedEvent {
    pub id: TournamentId,
    pub name: String,
    pub variant: String,
    pub format: String,
    pub entrants: String,
    pub state: String,
    /// The reader is in it.
    pub mine: bool,
}

fn format_words(t: &TournamentRow) -> Msg {
    match t.format {
        Format::RoundRobin => Msg::new("tournament-format-round-robin"),
        Format::Swiss => Msg::new("tournament-format-swiss").with("rounds", t.rounds.unwrap_or(0)),
    }
}

fn state_words(t: &TournamentRow, ctx: &Ctx) -> String {
    let lang = ctx.lang;
    let state = match t.status {
        TournamentStatus::Open => match t.closes_at {
            Some(at) => Msg::new("tournament-state-open-until").with("date", ctx.datetime(at)),
            None => Msg::new("tournament-state-open"),
        },
        TournamentStatus::Starting => Msg::new("tournament-state-starting"),
        TournamentStatus::Running if t.format == Format::Swiss => {
            Msg::new("tournament-state-round").with("round", t.current_round)
        }
        TournamentStatus::Running => Msg::new("tournament-state-running"),
        TournamentStatus::Finished => Msg::new("tournament-state-finished"),
        TournamentStatus::Cancelled => Msg::new("tournament-state-cancelled"),
    };
    lang.msg(&state)
}

fn listed(t: &TournamentRow, ctx: &Ctx, mine: &[TournamentId]) -> ListedEvent {
    let lang = ctx.lang;
    ListedEvent {
        mine: mine.contains(&t.id),
        id: t.id,
        name: t.name.clone(),
        variant: lang.msg(&i18n::variant(t.variant)),
        format: lang.msg(&format_words(t)),
        entrants: format!("{} / {}", t.entrants, t.max_players),
        state: state_words(t, ctx),
    }
}

#[derive(Template)]
#[template(path = "tournaments.html")]
struct ListPage {
    ctx: Ctx,
    open: Vec<ListedEvent>,
    running: Vec<ListedEvent>,
    finished: Vec<ListedEvent>,
    variants: Vec<(&'static str, String)>,
    sizes: (usize, i32),
    size_note: String,
    rounds: (i32, i32),
}

/// Finished events the list shows.
const FINISHED_LISTED: i64 = 50;

pub async fn list(ctx: Ctx, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let (active, finished) = tokio::try_join!(
        db::tournaments::active(pool),
        db::tournaments::ended(pool, FINISHED_LISTED)
    )?;
    let mine = match &ctx.user {
        Some(u) => db::tournaments::entered(pool, u.user_id).await?,
        None => Vec::new(),
    };
    let lang = ctx.lang;
    let (mine, reader) = (&mine, &ctx);
    let of = |s: TournamentStatus| {
        active
            .iter()
            .filter(move |t| t.status == s)
            .map(move |t| listed(t, reader, mine))
    };
    html(
        StatusCode::OK,
        ListPage {
            open: of(TournamentStatus::Open).collect(),
            running: of(TournamentStatus::Starting)
                .chain(of(TournamentStatus::Running))
                .collect(),
            finished: finished.iter().map(|t| listed(t, reader, &[])).collect(),
            variants: presets(lang),
            sizes: (*SECTION_SIZES.start(), *SWISS_SIZES.end()),
            size_note: lang.msg(
                &Msg::new("tournaments-size-note")
                    .with("low", *SECTION_SIZES.start())
                    .with("high", *SECTION_SIZES.end())
                    .with("swiss_low", *SWISS_SIZES.start())
                    .with("swiss_high", *SWISS_SIZES.end()),
            ),
            rounds: (*SWISS_ROUNDS.start(), *SWISS_ROUNDS.end()),
            ctx,
        },
    )
}

#[derive(Deserialize)]
pub struct CreateFields {
    name: String,
    #[serde(default)]
    description: String,
    variant: String,
    format: Format,
    /// Numbers as text, so that a blank or out-of-range one is refused with the field's own words.
    #[serde(default)]
    size: String,
    #[serde(default)]
    rounds: String,
    /// A date (`2026-12-24`): entries close at the end of that day, UTC. Empty: when full.
    #[serde(default)]
    closes: String,
    #[serde(default)]
    rated: Option<String>,
    /// Present when the creator plays in the event.
    #[serde(default)]
    play: Option<String>,
    #[serde(flatten)]
    clock: ClockFields,
}

impl CreateFields {
    fn closes_at(&self) -> AppResult<Option<chrono::DateTime<Utc>>> {
        let text = self.closes.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let day = NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map_err(|_| AppError::Refused(Msg::new("error-tournament-closing")))?;
        let end = day.and_hms_opt(23, 59, 59).expect("a valid time of day");
        Ok(Some(Utc.from_utc_datetime(&end)))
    }
}

pub async fn create(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<CreateFields>,
) -> AppResult<HttpResponse> {
    let variant = Variant::parse(&form.variant)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &form.variant)))?;
    let number = |text: &str, message: &'static str| {
        text.trim()
            .parse::<i32>()
            .map_err(|_| AppError::Refused(Msg::new(message)))
    };
    let size = number(&form.size, "error-tournament-size");
    let rounds = match form.format {
        Format::Swiss => number(&form.rounds, "error-tournament-rounds").map(Some),
        Format::RoundRobin => Ok(None),
    };
    let created = match (form.closes_at(), size, rounds) {
        (Ok(closes_at), Ok(size), Ok(rounds)) => {
            let event = TournamentForm {
                name: &form.name,
                description: &form.description,
                variant,
                time_control: form.clock.time_control(),
                rated: form.rated.is_some(),
                format: form.format,
                size,
                rounds,
                closes_at,
                play: form.play.is_some(),
            };
            entries::create(&state.env, signed.user.user_id, event).await
        }
        (Err(e), ..) | (_, Err(e), _) | (.., Err(e)) => Err(e),
    };
    match created {
        Ok(id) => Ok(see_other(
            &format!("/tournaments/{id}"),
            Some(Flash::Done(Msg::new("tournament-created"))),
        )),
        Err(e) => after_action(Err(e), "/tournaments#new", None),
    }
}

#[derive(Template)]
#[template(path = "tournament.html")]
struct EventPage {
    ctx: Ctx,
    id: TournamentId,
    name: String,
    description: String,
    variant: String,
    format: String,
    clock: String,
    rated: bool,
    state: String,
    creator: String,
    entrants: Vec<(String, bool)>,
    places: String,
    open: bool,
    over: bool,
    /// What the reader may do here.
    may_join: bool,
    may_leave: bool,
    may_withdraw: bool,
    is_creator: bool,
    is_admin: bool,
    table: EventTable,
    /// The reader's games in this event.
    my_games: Vec<MyEventGame>,
    /// The reader asked to withdraw: the page asks first, naming the games that would be forfeited.
    asking_to_withdraw: bool,
    /// Some of the reader's games of the event are being played.
    plays_now: bool,
}

pub struct MyEventGame {
    pub id: crate::db::GameId,
    pub round: i32,
    pub opponent: String,
    pub state: String,
    pub running: bool,
}

/// The reader's games of the event, each with its state in words.
fn my_games(results: &EventResults, me: crate::db::UserId, variant: Variant, lang: Lang) -> Vec<MyEventGame> {
    results
        .games
        .iter()
        .filter_map(|g| {
            let (mine, opponent) = match () {
                _ if g.first_id == me => (Seat::First, &g.second_name),
                _ if g.second_id == me => (Seat::Second, &g.first_name),
                _ => return None,
            };
            let state = match g.status {
                GameStatus::Setup => Msg::new("tournament-game-setting-up"),
                GameStatus::Playing => Msg::new("tournament-game-under-way"),
                _ => {
                    let end = g.result_reason.unwrap_or(GameEnd::Rules(Reason::Adjudicated));
                    match g.winner {
                        None => Msg::new("state-drawn"),
                        Some(w) if w == mine => Msg::new("state-won"),
                        Some(_) => Msg::new("state-lost"),
                    }
                    .with("reason", end_words(variant, end))
                    .with("how", end.as_str())
                    .with("edition", variant.id())
                }
            };
            Some(MyEventGame {
                id: g.id,
                round: g.round,
                opponent: opponent.clone(),
                state: lang.msg(&state),
                running: matches!(g.status, GameStatus::Setup | GameStatus::Playing),
            })
        })
        .collect()
}

#[derive(Deserialize)]
pub struct EventQuery {
    /// `ask`: the reader chose to withdraw, and is asked first.
    withdraw: Option<String>,
}

fn path_id(path: &str) -> AppResult<TournamentId> {
    path.parse().map(TournamentId).map_err(|_| AppError::NotFound)
}

pub async fn page(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<String>,
    query: web::Query<EventQuery>,
) -> AppResult<HttpResponse> {
    let id = path_id(&path)?;
    let pool = &state.env.pool;
    let t = db::tournaments::by_id(pool, id).await?.ok_or(AppError::NotFound)?;
    let results = EventResults::read(pool, id).await?;
    let lang = ctx.lang;
    let me = ctx.user.as_ref().map(|u| u.user_id);
    let entry = results.entrants.iter().find(|e| Some(e.user_id) == me);
    let open = t.status == TournamentStatus::Open;
    let table = tournament_table::build(&t, &results, lang)?;
    let may_withdraw = t.status == TournamentStatus::Running && entry.is_some_and(|e| !e.withdrawn);
    let my_games = me.map_or_else(Vec::new, |me| my_games(&results, me, t.variant, lang));
    html(
        StatusCode::OK,
        EventPage {
            id,
            description: t.description.clone(),
            variant: lang.msg(&i18n::variant(t.variant)),
            format: lang.msg(&format_words(&t)),
            clock: lang.msg(&TimeControl::from_row(&t.time_control).describe()),
            rated: t.rated,
            state: state_words(&t, &ctx),
            creator: t.creator_name.clone(),
            entrants: results
                .entrants
                .iter()
                .map(|e| (e.username.clone(), e.withdrawn))
                .collect(),
            places: format!("{} / {}", t.entrants, t.max_players),
            open,
            over: matches!(t.status, TournamentStatus::Finished | TournamentStatus::Cancelled),
            may_join: open && me.is_some() && entry.is_none() && t.entrants < i64::from(t.max_players),
            may_leave: open && entry.is_some(),
            may_withdraw,
            asking_to_withdraw: may_withdraw && query.withdraw.as_deref() == Some("ask"),
            plays_now: my_games.iter().any(|g| g.running),
            my_games,
            is_creator: me == Some(t.creator_id),
            is_admin: ctx.user.as_ref().is_some_and(|u| u.role == Role::Admin),
            name: t.name,
            table,
            ctx,
        },
    )
}

/// `POST /tournaments/{id}/{action}`: join, leave, start, cancel, withdraw.
#[derive(Deserialize)]
pub struct ActFields {
    /// `yes` once the reader has seen what withdrawing forfeits.
    confirm: Option<String>,
}

pub async fn act(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    CheckedForm(form): CheckedForm<ActFields>,
) -> AppResult<HttpResponse> {
    let (id, action) = path.into_inner();
    let id = path_id(&id)?;
    let (env, me) = (&state.env, signed.user.user_id);
    // Withdrawing forfeits games: asked without the confirmation, the page asks first and names them.
    if action == "withdraw" && form.confirm.as_deref() != Some("yes") {
        return Ok(see_other(&format!("/tournaments/{id}?withdraw=ask#withdraw"), None));
    }
    let (result, done) = match action.as_str() {
        "join" => (entries::join(env, me, id).await, "tournament-joined"),
        "leave" => (entries::leave(env, me, id).await, "tournament-left"),
        "start" => (entries::start_early(env, me, id).await, "tournament-starting"),
        "cancel" => (entries::cancel(env, me, id).await, "tournament-cancelled"),
        "withdraw" => (entries::withdraw(env, me, id).await, "tournament-withdrawn"),
        _ => return Err(AppError::NotFound),
    };
    after_action(result, &format!("/tournaments/{id}"), Some(done))
}

#[derive(Deserialize)]
pub struct AdminFields {
    action: String,
    #[serde(default)]
    player: String,
}

/// `POST /admin/tournaments/{id}`: cancel the event, or remove a player from it.
pub async fn admin_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<String>,
    CheckedForm(form): CheckedForm<Confirmed<AdminFields>>,
) -> AppResult<HttpResponse> {
    let id = path_id(&path)?;
    let back = format!("/tournaments/{id}");
    let reason = match form.check() {
        Ok(r) => r.to_string(),
        Err(e) => return after_action(Err(e), &back, None),
    };
    let env = &state.env;
    let result = match form.fields.action.as_str() {
        "cancel" => admin::cancel_tournament(env, &actor(&signed), id, &reason).await,
        "remove" => match db::users::id_by_name(&env.pool, form.fields.player.trim()).await? {
            Some(user) => admin::remove_from_tournament(env, &actor(&signed), id, user, &reason).await,
            None => Err(AppError::Refused(
                Msg::new("error-no-such-player").with("name", form.fields.player.trim()),
            )),
        },
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    after_action(result, &back, Some("admin-done"))
}
