//! The admin console: accounts, games, the mail queue and the audit log. The whole `/admin` scope sits behind
//! `require_admin`, so no handler here can forget the check; every action asks for a reason and a confirmation.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::account::sign_in;
use crate::app::admin::{self, Actor, GameAction, MailAction, UserAction};
use crate::db::games::GameStatus;
use crate::db::users::Role;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::{Seat, Variant};
use crate::web::extract::{CheckedForm, Ctx, SESSION_COOKIE, Signed, browser_lang, note_reader};
use crate::web::html;
use crate::web::{AppState, after_action};

/// Lets through only signed-in admins whose account is active; everyone else gets the error page.
pub async fn require_admin(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .expect("AppState is registered")
        .clone();
    let session = match req.cookie(SESSION_COOKIE) {
        Some(c) => sign_in::resolve_session(&state.env, c.value()).await?,
        None => None,
    };
    // The refusal is worded in the reader's language, as any other page would be.
    // (Worked out before the extensions are borrowed: reading the cookies borrows them too.)
    let lang = session
        .as_ref()
        .and_then(|u| u.lang)
        .unwrap_or_else(|| browser_lang(req.request()));
    note_reader(req.request(), lang, session.is_some());
    let refusal = match session {
        None => Some(AppError::SignInFirst(None)),
        Some(user) => match db::user_admin::standing(&state.env.pool, user.user_id)
            .await
            .map_err(AppError::from)?
        {
            Some((Role::Admin, true)) => None,
            _ => Some(AppError::Forbidden(Msg::new("error-admins-only"))),
        },
    };
    match refusal {
        // The error rides on the response, so that the page is worded again in the reader's language.
        Some(e) => Ok(req.error_response(e)),
        None => Ok(next.call(req).await?.map_into_boxed_body()),
    }
}

pub(in crate::web) fn actor(signed: &Signed) -> Actor {
    Actor {
        id: Some(signed.user.user_id),
        name: signed.user.username.clone(),
        via: "web",
    }
}

/// What every admin form carries besides its own fields.
#[derive(Deserialize)]
pub struct Confirmed<T> {
    #[serde(default)]
    reason: String,
    #[serde(default)]
    confirm: Option<String>,
    #[serde(flatten)]
    pub(in crate::web) fields: T,
}

impl<T> Confirmed<T> {
    pub(in crate::web) fn check(&self) -> AppResult<&str> {
        if self.confirm.as_deref() != Some("yes") {
            return Err(AppError::Refused(Msg::new("error-unconfirmed")));
        }
        Ok(&self.reason)
    }
}

#[derive(Template)]
#[template(path = "admin/home.html")]
struct HomePage {
    ctx: Ctx,
    mail: Vec<(db::outbox::MailState, i64)>,
}

pub async fn home(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let mail = db::outbox::counts(&state.env.pool).await?;
    html(StatusCode::OK, HomePage { ctx: signed.ctx, mail })
}

#[derive(Deserialize)]
pub struct UserQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    sort: String,
    #[serde(default)]
    page: i64,
}

#[derive(Template)]
#[template(path = "admin/users.html")]
struct UsersPage {
    ctx: Ctx,
    q: String,
    sort: String,
    page: i64,
    users: Vec<db::user_admin::AdminUserRow>,
}

/// A moment in the admin's own language and time zone, or a dash.
fn when(ctx: &Ctx, t: Option<chrono::DateTime<chrono::Utc>>) -> String {
    t.map_or_else(|| "—".to_string(), |t| ctx.datetime(t))
}

pub async fn users(
    signed: Signed,
    state: web::Data<AppState>,
    query: web::Query<UserQuery>,
) -> AppResult<HttpResponse> {
    let q = query.into_inner();
    let page = q.page.max(0);
    let users = db::user_admin::search(&state.env.pool, q.q.trim(), &q.sort, page).await?;
    html(
        StatusCode::OK,
        UsersPage {
            ctx: signed.ctx,
            q: q.q,
            sort: q.sort,
            page,
            users,
        },
    )
}

struct Line {
    when: String,
    text: String,
}

#[derive(Template)]
#[template(path = "admin/user.html")]
struct UserPage {
    ctx: Ctx,
    user: db::user_admin::AdminUserRow,
    is_admin: bool,
    sessions: Vec<Line>,
    logins: Vec<Line>,
    games: Vec<(GameId, String)>,
    mails: Vec<Line>,
}

pub async fn user(signed: Signed, state: web::Data<AppState>, path: web::Path<UserId>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let id = path.into_inner();
    let user = db::user_admin::admin_row(pool, id).await?.ok_or(AppError::NotFound)?;
    let lang = signed.ctx.lang;
    let sessions = db::sessions::of_user(pool, id)
        .await?
        .into_iter()
        .map(|s| Line {
            when: when(&signed.ctx, Some(s.last_seen_at)),
            text: lang.msg(
                &Msg::new("admin-session-line")
                    .with("opened", when(&signed.ctx, Some(s.created_at)))
                    .with("address", s.address.unwrap_or_default()),
            ),
        })
        .collect();
    let logins = db::user_admin::recent_logins(pool, id)
        .await?
        .into_iter()
        .map(|(at, address, ok)| Line {
            when: when(&signed.ctx, Some(at)),
            text: lang
                .msg(&Msg::new(if ok { "admin-login-ok" } else { "admin-login-failed" }).with("address", address)),
        })
        .collect();
    let games = db::game_lists::of_user(pool, id)
        .await?
        .into_iter()
        .map(|(g, s)| (g, lang.t(s.message_id())))
        .collect();
    let mails = db::outbox::sent_to(pool, id)
        .await?
        .into_iter()
        .map(|m| Line {
            when: when(&signed.ctx, Some(m.created_at)),
            text: format!("{} ({})", m.subject, lang.t(m.state.message_id())),
        })
        .collect();
    html(
        StatusCode::OK,
        UserPage {
            ctx: signed.ctx,
            is_admin: user.role == Role::Admin,
            user,
            sessions,
            logins,
            games,
            mails,
        },
    )
}

#[derive(Deserialize)]
pub struct UserActionFields {
    action: String,
    #[serde(default)]
    email: String,
}

pub async fn user_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<UserId>,
    CheckedForm(form): CheckedForm<Confirmed<UserActionFields>>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let back = format!("/admin/users/{}", id.0);
    let reason = match form.check() {
        Ok(r) => r.to_string(),
        Err(e) => return after_action(Err(e), &back, None),
    };
    let action = match form.fields.action.as_str() {
        "disable" => UserAction::Disable,
        "enable" => UserAction::Enable,
        "send_reset" => UserAction::SendReset,
        "mark_verified" => UserAction::MarkVerified,
        "change_email" => UserAction::ChangeEmail(form.fields.email.clone()),
        "promote" => UserAction::Promote,
        "demote" => UserAction::Demote,
        "delete" => UserAction::Delete,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = admin::act_on_user(&state.env, &actor(&signed), id, action, &reason).await;
    after_action(result, &back, Some("admin-done"))
}

#[derive(Deserialize)]
pub struct GameQuery {
    #[serde(default)]
    player: String,
    #[serde(default)]
    variant: String,
    #[serde(default)]
    state: String,
}

#[derive(Template)]
#[template(path = "admin/games.html")]
struct GamesPage {
    ctx: Ctx,
    player: String,
    variant: String,
    state: String,
    /// Every preset's id and its name in words.
    variants: Vec<(&'static str, String)>,
    /// Every state's search name and its name in words.
    states: Vec<(&'static str, String)>,
    games: Vec<(GameId, String, String, String)>,
}

pub async fn games(
    signed: Signed,
    state: web::Data<AppState>,
    query: web::Query<GameQuery>,
) -> AppResult<HttpResponse> {
    let q = query.into_inner();
    let rows = db::game_lists::search(&state.env.pool, q.player.trim(), &q.variant, &q.state).await?;
    let lang = signed.ctx.lang;
    let games = rows
        .into_iter()
        .map(|r| {
            // The computer's accounts by the names every other page gives them, "vs" as the game page says it.
            let players = format!(
                "{} {} {}",
                lang.player_name(&r.first_name.unwrap_or_else(|| r.creator_name.clone())),
                lang.t("play-vs"),
                r.second_name
                    .or(r.invitee_name)
                    .map_or_else(|| lang.t("list-anyone"), |name| lang.player_name(&name))
            );
            (
                r.id,
                lang.msg(&i18n::variant(r.variant)),
                players,
                lang.t(r.status.message_id()),
            )
        })
        .collect();
    html(
        StatusCode::OK,
        GamesPage {
            ctx: signed.ctx,
            player: q.player,
            variant: q.variant,
            state: q.state,
            variants: Variant::ALL
                .iter()
                .map(|&v| (v.id(), lang.msg(&i18n::variant(v))))
                .collect(),
            states: GameStatus::ALL
                .iter()
                .map(|s| (s.as_str(), lang.t(s.message_id())))
                .collect(),
            games,
        },
    )
}

#[derive(Template)]
#[template(path = "admin/game.html")]
struct GamePage {
    ctx: Ctx,
    id: GameId,
    summary: String,
    /// "Red wins", "Blue wins": the choices of a declared result.
    winners: [String; 2],
}

/// An admin sees the board as a spectator does, on the game's own page; here are the actions.
pub async fn game(signed: Signed, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let game = crate::app::game::loaded::load(&state.env.pool, path.into_inner()).await?;
    let family = game.variant().family();
    let lang = signed.ctx.lang;
    let summary = lang.msg(
        &Msg::new("admin-game-summary")
            .with("preset", i18n::variant(game.variant()))
            .with(
                "first",
                lang.player_name(game.player_name(Seat::First).unwrap_or(&game.row.creator_name)),
            )
            .with(
                "second",
                game.player_name(Seat::Second)
                    .map_or_else(|| "—".to_string(), |n| lang.player_name(n)),
            )
            .with("state", Msg::new(game.row.status.message_id()))
            .with("deadline", when(&signed.ctx, game.row.deadline)),
    );
    html(
        StatusCode::OK,
        GamePage {
            ctx: signed.ctx,
            id: game.id(),
            summary,
            winners: Seat::BOTH.map(|s| lang.msg(&i18n::side_wins(family, s))),
        },
    )
}

#[derive(Deserialize)]
pub struct GameActionFields {
    action: String,
    #[serde(default)]
    winner: String,
    #[serde(default)]
    days: String,
}

pub async fn game_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<Confirmed<GameActionFields>>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let back = format!("/admin/games/{id}");
    let reason = match form.check() {
        Ok(r) => r.to_string(),
        Err(e) => return after_action(Err(e), &back, None),
    };
    let action = match form.fields.action.as_str() {
        "abort" => GameAction::Abort,
        "declare" => GameAction::Declare(match form.fields.winner.as_str() {
            "first" => Some(Seat::First),
            "second" => Some(Seat::Second),
            _ => None,
        }),
        "extend" => GameAction::Extend {
            days: form.fields.days.trim().parse().unwrap_or(0),
        },
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = admin::act_on_game(&state.env, &actor(&signed), id, action, &reason).await;
    after_action(result, &back, Some("admin-done"))
}

#[derive(Template)]
#[template(path = "admin/mail.html")]
struct MailPage {
    ctx: Ctx,
    counts: Vec<(db::outbox::MailState, i64)>,
    troubled: Vec<db::outbox::FailedMail>,
    bouncing: Vec<db::mail_settings::Bouncing>,
}

pub async fn mail(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let counts = db::outbox::counts(&state.env.pool).await?;
    let troubled = db::outbox::troubled(&state.env.pool).await?;
    let bouncing = db::mail_settings::bouncing(&state.env.pool).await?;
    html(
        StatusCode::OK,
        MailPage {
            ctx: signed.ctx,
            counts,
            troubled,
            bouncing,
        },
    )
}

#[derive(Deserialize)]
pub struct MailActionFields {
    action: String,
}

pub async fn mail_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    CheckedForm(form): CheckedForm<Confirmed<MailActionFields>>,
) -> AppResult<HttpResponse> {
    let reason = match form.check() {
        Ok(r) => r.to_string(),
        Err(e) => return after_action(Err(e), "/admin/mail", None),
    };
    let action = match form.fields.action.as_str() {
        "retry" => MailAction::Retry,
        "discard" => MailAction::Discard,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = admin::act_on_mail(&state.env, &actor(&signed), path.into_inner(), action, &reason).await;
    after_action(result, "/admin/mail", Some("admin-done"))
}

#[derive(Deserialize)]
pub struct AuditQuery {
    #[serde(default)]
    actor: String,
    #[serde(default)]
    action: String,
    #[serde(default)]
    target: String,
}

#[derive(Template)]
#[template(path = "admin/audit.html")]
struct AuditPage {
    ctx: Ctx,
    actor: String,
    action: String,
    target: String,
    /// Every action the log can name: its code and its words.
    actions: Vec<(&'static str, String)>,
    rows: Vec<AuditLine>,
}

/// One entry of the audit log in the reader's words.
struct AuditLine {
    at: chrono::DateTime<chrono::Utc>,
    who: String,
    what: String,
    target: String,
    reason: String,
}

impl AuditLine {
    fn of(ctx: &Ctx, row: db::audit::Row) -> AuditLine {
        // A code this version has no words for (written by a newer one) is shown as it is.
        let what = admin::AUDIT_ACTIONS
            .iter()
            .find(|(code, _)| *code == row.action)
            .map_or(row.action, |(_, id)| ctx.t(id));
        let who = match row.via.as_str() {
            "cli" => ctx.t("audit-command-line"),
            _ => row.actor_name,
        };
        AuditLine {
            at: row.at,
            who,
            what,
            target: row.target,
            reason: row.reason,
        }
    }
}

pub async fn audit(
    signed: Signed,
    state: web::Data<AppState>,
    query: web::Query<AuditQuery>,
) -> AppResult<HttpResponse> {
    let q = query.into_inner();
    let rows = db::audit::list(&state.env.pool, q.actor.trim(), q.action.trim(), q.target.trim()).await?;
    let ctx = signed.ctx;
    let rows = rows.into_iter().map(|row| AuditLine::of(&ctx, row)).collect();
    let actions = admin::AUDIT_ACTIONS
        .iter()
        .map(|(code, id)| (*code, ctx.t(id)))
        .collect();
    html(
        StatusCode::OK,
        AuditPage {
            ctx,
            actor: q.actor,
            action: q.action,
            target: q.target,
            actions,
            rows,
        },
    )
}
