//! The front page, the lobby (create, open games, challenges), and "My games".

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::game::games::{self, GameForm};
use crate::app::game::pages;
use crate::app::game::time_control::TimeControl;
use crate::app::mail::mail_limits::{self, MailAsker};
use crate::db::GameId;
use crate::db::games::{GameStatus, SeatChoice};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Lang, Msg};
use crate::rules::Variant;
use crate::web::extract::{CheckedForm, Ctx, NoFields, Signed, Visit, client_address};
use crate::web::game::my_games::{ListedGame, listed};
use crate::web::html;
use crate::web::{AppState, Flash, after_action, see_other};

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: Ctx,
    variants: Vec<(&'static str, String)>,
}

/// Every preset's id and name in `lang`, for menus and lists.
pub fn presets(lang: Lang) -> Vec<(&'static str, String)> {
    Variant::ALL
        .iter()
        .map(|&v| (v.id(), lang.msg(&i18n::variant(v))))
        .collect()
}

pub async fn home(ctx: Ctx) -> AppResult<HttpResponse> {
    if ctx.user.is_some() {
        return Ok(see_other("/games", None));
    }
    html(
        StatusCode::OK,
        HomePage {
            variants: presets(ctx.lang),
            ctx,
        },
    )
}

pub async fn not_found() -> AppResult<HttpResponse> {
    Err(AppError::NotFound)
}

#[derive(Template)]
#[template(path = "lobby.html")]
struct LobbyPage {
    ctx: Ctx,
    variants: Vec<(&'static str, String)>,
    /// The preset the new-game form starts with (a preset page's "Play this game" names it), and the open
    /// games are limited to, if one is named.
    chosen: &'static str,
    filter_preset: Option<&'static str>,
    filter_clock: Option<ClockKind>,
    /// Games open to join, after the filters.
    offered: Vec<OfferedGame>,
    challenges: Vec<ListedGame>,
    /// Games under way that anyone may watch.
    watchable: Vec<(GameId, String, String)>,
}

#[derive(Deserialize)]
pub struct LobbyQuery {
    preset: Option<String>,
    clock: Option<ClockKind>,
}

/// The kinds of clock the lobby's filter tells apart.
#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ClockKind {
    PerMove,
    Fischer,
}

impl ClockKind {
    fn of(tc: TimeControl) -> Option<ClockKind> {
        match tc {
            TimeControl::PerMove { .. } => Some(ClockKind::PerMove),
            TimeControl::Fischer { .. } => Some(ClockKind::Fischer),
            TimeControl::Untimed { .. } => None,
        }
    }
}

/// A game open to join, as the lobby offers it.
pub struct OfferedGame {
    pub id: GameId,
    pub variant: String,
    pub clock: String,
    pub rated: bool,
    pub creator: String,
    /// The creator's rating in the preset, rounded; empty without one.
    pub rating: String,
}

/// The lobby reads its lists and the session in one statement.
pub async fn lobby(visit: Visit, state: web::Data<AppState>, query: web::Query<LobbyQuery>) -> AppResult<HttpResponse> {
    let filter_preset = query.preset.as_deref().and_then(Variant::parse);
    let chosen = filter_preset.unwrap_or(Variant::ALL[0]).id();
    let (user, rows) = pages::lobby(&state.env, visit.session_token().as_deref()).await?;
    let signed = visit.signed(user)?;
    let me = signed.user.user_id;
    let lang = signed.ctx.lang;
    let of = |status: GameStatus| rows.iter().filter(move |r| r.status == status);
    let offered = of(GameStatus::Open)
        .filter(|r| filter_preset.is_none_or(|v| r.variant == v))
        .filter(|r| query.clock.is_none() || ClockKind::of(TimeControl::from_row(&r.time_control)) == query.clock)
        .map(|r| OfferedGame {
            id: r.id,
            variant: lang.msg(&i18n::variant(r.variant)),
            clock: lang.msg(&TimeControl::from_row(&r.time_control).describe()),
            rated: r.rated,
            creator: lang.player_name(&r.creator_name),
            rating: r.creator_rating.map_or_else(String::new, |x| format!("{x:.0}")),
        })
        .collect();
    let now = state.env.clock.now();
    let challenges = of(GameStatus::Challenge)
        .filter_map(|r| listed(r, me, &signed.ctx, now))
        .collect();
    let watchable = of(GameStatus::Playing)
        .map(|r| {
            let name = |n: &Option<String>| n.as_deref().map_or_else(String::new, |n| lang.player_name(n));
            let players = format!("{} {} {}", name(&r.first_name), lang.t("play-vs"), name(&r.second_name));
            (r.id, lang.msg(&i18n::variant(r.variant)), players)
        })
        .collect();
    html(
        StatusCode::OK,
        LobbyPage {
            watchable,
            ctx: signed.ctx,
            variants: presets(lang),
            chosen,
            filter_preset: filter_preset.map(Variant::id),
            filter_clock: query.clock,
            offered,
            challenges,
        },
    )
}

#[derive(Deserialize)]
pub struct CreateForm {
    variant: String,
    seat: SeatChoice,
    #[serde(default)]
    opponent: String,
    /// Present (any value) when the game counts for ratings.
    #[serde(default)]
    rated: Option<String>,
    #[serde(flatten)]
    clock: ClockFields,
}

/// The clock fields of a form that starts games: `clock` is `per_move` or `fischer`, and a number left out takes
/// the form's default.
#[derive(Deserialize)]
pub struct ClockFields {
    #[serde(default)]
    clock: String,
    #[serde(default, deserialize_with = "days")]
    per_move_days: Option<i64>,
    #[serde(default, deserialize_with = "days")]
    initial_days: Option<i64>,
    #[serde(default, deserialize_with = "days")]
    increment_days: Option<i64>,
    #[serde(default, deserialize_with = "days")]
    cap_days: Option<i64>,
}

/// A number of days as a form sends it, as text (which is also what a form flattened into another one holds);
/// blank is none.
fn days<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    let text: Option<String> = Option::deserialize(d)?;
    text.filter(|t| !t.trim().is_empty())
        .map(|t| t.trim().parse().map_err(serde::de::Error::custom))
        .transpose()
}

impl ClockFields {
    pub fn time_control(&self) -> TimeControl {
        match self.clock.as_str() {
            "fischer" => TimeControl::Fischer {
                initial_days: self.initial_days.unwrap_or(7),
                increment_days: self.increment_days.unwrap_or(1),
                cap_days: self.cap_days.unwrap_or(14),
            },
            _ => TimeControl::PerMove {
                per_move_days: self.per_move_days.unwrap_or(3),
            },
        }
    }
}

pub async fn create(
    signed: Signed,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<CreateForm>,
) -> AppResult<HttpResponse> {
    // A challenge mails its player: counted per address as well as per account (in the use-case).
    if !form.opponent.trim().is_empty() {
        let asker = MailAsker::Address(client_address(&req));
        if let Err(e) = mail_limits::allow_mail(&state.env, &[asker]).await {
            return after_action(Err(e), "/lobby", None);
        }
    }
    let variant = Variant::parse(&form.variant)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &form.variant)));
    let result = match variant {
        Ok(variant) => {
            let game = GameForm {
                variant,
                seat: form.seat,
                time_control: form.clock.time_control(),
                rated: form.rated.is_some(),
                opponent: Some(form.opponent.as_str()),
                options: Default::default(),
            };
            games::create(&state.env, signed.user.user_id, game).await
        }
        Err(e) => Err(e),
    };
    match result {
        Ok(id) => Ok(see_other(
            &format!("/games/{id}"),
            Some(Flash::Done(Msg::new("lobby-created"))),
        )),
        Err(e) => after_action(Err(e), "/lobby", None),
    }
}

pub async fn join(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = games::join(&state.env, signed.user.user_id, id).await;
    after_action(result, &format!("/games/{id}"), Some("lobby-joined"))
}

pub async fn decline(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = games::decline(&state.env, signed.user.user_id, id).await;
    // Declining another's challenge and withdrawing one's own game are one action, said as what the player did.
    let done = match result {
        Ok(GameStatus::Declined) => "lobby-declined",
        _ => "lobby-withdrawn",
    };
    after_action(result.map(drop), "/games", Some(done))
}
