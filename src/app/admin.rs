//! What admins may do to accounts, games and the mail queue, from the browser or the command line. Every action
//! needs a reason and is written to the audit log in the same transaction.

use sqlx::PgConnection;

use super::{
    Env, account::account_deletion, account::accounts, account::vacations, game::clocks, game::game_end, game::loaded,
    tournaments::entries,
};
use crate::db::audit::{self, Entry};
use crate::db::games::GameStatus;
use crate::db::tournaments::TournamentStatus;
use crate::db::users::Role;
use crate::db::{self, GameId, TournamentId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg};
use crate::rules::{GameEnd, Seat};

/// Who acts: an admin in the browser, or the command line.
#[derive(Debug, Clone)]
pub struct Actor {
    pub id: Option<UserId>,
    pub name: String,
    pub via: &'static str,
}

impl Actor {
    pub fn command_line() -> Actor {
        Actor {
            id: None,
            name: "command line".to_string(),
            via: "cli",
        }
    }
}

fn reason(text: &str) -> AppResult<&str> {
    let r = text.trim();
    if r.is_empty() || r.chars().count() > 500 {
        return Err(AppError::Refused(Msg::new("error-reason-needed")));
    }
    Ok(r)
}

/// Each action the audit log records by its code (the codes written below), and the message that words it
/// for the log's readers.
pub const AUDIT_ACTIONS: [(&str, &str); 20] = [
    ("disable", "audit-disable"),
    ("enable", "audit-enable"),
    ("send_reset", "audit-send-reset"),
    ("mark_verified", "audit-mark-verified"),
    ("change_email", "audit-change-email"),
    ("promote", "audit-promote"),
    ("demote", "audit-demote"),
    ("delete", "audit-delete"),
    ("create_admin", "audit-create-admin"),
    ("create_user", "audit-create-user"),
    ("abort_game", "audit-abort-game"),
    ("declare_result", "audit-declare-result"),
    ("extend_deadline", "audit-extend-deadline"),
    ("retry_mail", "audit-retry-mail"),
    ("discard_mail", "audit-discard-mail"),
    ("rotate_mail_key", "audit-rotate-mail-key"),
    ("dismiss_report", "audit-dismiss-report"),
    ("hide_message", "audit-hide-message"),
    ("cancel_tournament", "audit-cancel-tournament"),
    ("remove_from_tournament", "audit-remove-from-tournament"),
];

/// What an action was done to. Its label is a name or a number ("#12"), never words: the log is read in every
/// language, and the action already says what kind of thing it names.
struct Target<'a> {
    user: Option<UserId>,
    game: Option<GameId>,
    name: &'a str,
}

async fn log(
    tx: &mut PgConnection,
    env: &Env,
    actor: &Actor,
    action: &str,
    target: Target<'_>,
    why: &str,
) -> AppResult<()> {
    let entry = Entry {
        actor_id: actor.id,
        actor_name: &actor.name,
        via: actor.via,
        action,
        target_user: target.user,
        target_game: target.game,
        target: target.name,
        reason: why,
    };
    Ok(audit::record(&mut *tx, &entry, env.clock.now()).await?)
}

pub enum UserAction {
    Disable,
    Enable,
    SendReset,
    MarkVerified,
    ChangeEmail(String),
    Promote,
    Demote,
    Delete,
}

impl UserAction {
    pub fn name(&self) -> &'static str {
        match self {
            UserAction::Disable => "disable",
            UserAction::Enable => "enable",
            UserAction::SendReset => "send_reset",
            UserAction::MarkVerified => "mark_verified",
            UserAction::ChangeEmail(_) => "change_email",
            UserAction::Promote => "promote",
            UserAction::Demote => "demote",
            UserAction::Delete => "delete",
        }
    }
}

pub async fn act_on_user(env: &Env, actor: &Actor, target: UserId, action: UserAction, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let now = env.clock.now();
    let row = db::user_admin::admin_row(&env.pool, target)
        .await?
        .ok_or(AppError::NotFound)?;
    if row.deleted_at.is_some() {
        return Err(AppError::Conflict(Msg::new("error-account-deleted")));
    }
    if actor.id == Some(target) && matches!(action, UserAction::Disable | UserAction::Demote | UserAction::Delete) {
        return Err(AppError::Refused(Msg::new("error-not-on-yourself")));
    }
    // A computer player can be taken out of play and back, and nothing else: it has no address or password.
    if row.role == Role::Computer && !matches!(action, UserAction::Disable | UserAction::Enable) {
        return Err(AppError::Refused(Msg::new("error-computer-account")));
    }
    let mut tx = env.pool.begin().await?;
    let who = Target {
        user: Some(target),
        game: None,
        name: &row.username,
    };
    log(&mut tx, env, actor, action.name(), who, why).await?;
    match action {
        // A disabled computer player starts no new games but finishes those it has: its opponents' clocks go on.
        UserAction::Disable => {
            db::user_admin::set_disabled(&mut *tx, target, Some(now)).await?;
            db::sessions::delete_others(&mut *tx, target, None).await?;
            // A disabled player can play no more of an event: they withdraw, as a player who leaves does. First,
            // so that each event is locked before its games, as a withdrawal locks them.
            entries::leave_all(&mut tx, env, target).await?;
            if row.role != Role::Computer {
                vacations::pause_all(&mut tx, env, target).await?;
            }
        }
        UserAction::Enable => {
            db::user_admin::set_disabled(&mut *tx, target, None).await?;
            if row.role != Role::Computer {
                vacations::resume(&mut tx, env, target).await?;
            }
        }
        UserAction::SendReset => accounts::queue_password_reset(&mut tx, env, target).await?,
        UserAction::MarkVerified => db::users::mark_verified(&mut *tx, target, now).await?,
        UserAction::ChangeEmail(email) => {
            let email = accounts::Email::parse(&email)?;
            accounts::move_address(&mut tx, env, target, email.as_str()).await?;
        }
        UserAction::Promote => db::user_admin::set_role(&mut *tx, target, Role::Admin).await?,
        UserAction::Demote => db::user_admin::set_role(&mut *tx, target, Role::Player).await?,
        UserAction::Delete => account_deletion::erase(&mut tx, env, target, true).await?,
    }
    tx.commit().await?;
    Ok(())
}

/// Makes an account (the first admin comes from the command line this way).
pub async fn create_user(
    env: &Env,
    actor: &Actor,
    username: &str,
    email: &str,
    password: &str,
    admin: bool,
    why: &str,
) -> AppResult<UserId> {
    let why = reason(why)?;
    let user = accounts::register(env, username, email, password, Lang::En).await?;
    let mut tx = env.pool.begin().await?;
    if admin {
        db::user_admin::set_role(&mut *tx, user, Role::Admin).await?;
    }
    let action = if admin { "create_admin" } else { "create_user" };
    let who = Target {
        user: Some(user),
        game: None,
        name: username,
    };
    log(&mut tx, env, actor, action, who, why).await?;
    tx.commit().await?;
    Ok(user)
}

fn game_target(id: GameId, name: &str) -> Target<'_> {
    Target {
        user: None,
        game: Some(id),
        name,
    }
}

pub enum GameAction {
    Abort,
    /// The winner, or a draw.
    Declare(Option<Seat>),
    Extend {
        days: i64,
    },
}

pub async fn act_on_game(env: &Env, actor: &Actor, id: GameId, action: GameAction, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
    let running = game.running();
    let target = format!("#{id}");
    match action {
        GameAction::Abort => {
            log(&mut tx, env, actor, "abort_game", game_target(id, &target), why).await?;
            match game.row.status {
                GameStatus::Open | GameStatus::Challenge => {
                    db::games::set_status(&mut *tx, id, GameStatus::Cancelled).await?
                }
                _ if running => game_end::end_game(&mut tx, env, &game, None, GameEnd::Aborted).await?,
                _ => return Err(AppError::Conflict(Msg::new("error-game-over-already"))),
            }
        }
        GameAction::Declare(winner) => {
            if !running {
                return Err(AppError::Conflict(Msg::new("error-only-game-under-way")));
            }
            log(&mut tx, env, actor, "declare_result", game_target(id, &target), why).await?;
            game_end::end_game(&mut tx, env, &game, winner, GameEnd::Declared).await?;
        }
        GameAction::Extend { days } => {
            if !running || !(1..=60).contains(&days) {
                return Err(AppError::Refused(Msg::new("error-extend-days")));
            }
            log(&mut tx, env, actor, "extend_deadline", game_target(id, &target), why).await?;
            clocks::extend(&mut tx, &game, days).await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

pub enum MailAction {
    Retry,
    Discard,
}

pub async fn act_on_mail(env: &Env, actor: &Actor, id: i64, action: MailAction, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let mut tx = env.pool.begin().await?;
    let (name, subject) = match action {
        MailAction::Retry => ("retry_mail", db::outbox::retry(&mut *tx, id, env.clock.now()).await?),
        MailAction::Discard => (
            "discard_mail",
            db::outbox::discard(&mut *tx, id, env.clock.now()).await?,
        ),
    };
    let subject = subject.ok_or_else(|| AppError::Conflict(Msg::new("error-no-such-mail")))?;
    let mail = format!("#{id}: {subject}");
    let what = Target {
        user: None,
        game: None,
        name: &mail,
    };
    log(&mut tx, env, actor, name, what, why).await?;
    tx.commit().await?;
    Ok(())
}

/// A new key for the reply and bounce addresses (after a leak, say): addresses signed with the old one keep
/// working for `secrets::PREVIOUS_MAIL_KEY_DAYS`.
pub async fn rotate_mail_key(env: &Env, actor: &Actor, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let mut tx = env.pool.begin().await?;
    super::secrets::rotate_mail_key(&mut tx, env).await?;
    let what = Target {
        user: None,
        game: None,
        name: "",
    };
    log(&mut tx, env, actor, "rotate_mail_key", what, why).await?;
    tx.commit().await?;
    Ok(())
}

pub enum ReportAction {
    /// Neither player sees the message any more.
    Hide,
    /// The message stays: the report was unfounded.
    Dismiss,
    /// The author's account is disabled (as from the account's page), and the message hidden.
    DisableAuthor,
}

/// Deals with the reports of one message in a game's conversation; every report of it is closed.
pub async fn act_on_report(env: &Env, actor: &Actor, message: i64, action: ReportAction, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let (game, author) = db::messages::game_of(&env.pool, message)
        .await?
        .ok_or(AppError::NotFound)?;
    if let ReportAction::DisableAuthor = action {
        act_on_user(env, actor, author, UserAction::Disable, why).await?;
    }
    let mut tx = env.pool.begin().await?;
    let now = env.clock.now();
    let name = match action {
        ReportAction::Dismiss => "dismiss_report",
        ReportAction::Hide | ReportAction::DisableAuthor => {
            db::messages::hide(&mut *tx, message, now).await?;
            db::account_events::forget_message(&mut *tx, message).await?;
            "hide_message"
        }
    };
    db::messages::resolve_reports(&mut *tx, message, now).await?;
    let label = format!("#{message} (#{game})");
    let what = Target {
        user: Some(author),
        game: Some(game),
        name: &label,
    };
    log(&mut tx, env, actor, name, what, why).await?;
    tx.commit().await?;
    Ok(())
}

fn event_target(user: Option<UserId>, label: &str) -> Target<'_> {
    Target {
        user,
        game: None,
        name: label,
    }
}

/// Cancels an event, open or under way; its entrants are told. Its games in play go on, counting for nothing.
pub async fn cancel_tournament(env: &Env, actor: &Actor, id: TournamentId, why: &str) -> AppResult<()> {
    let why = reason(why)?;
    let mut tx = env.pool.begin().await?;
    let t = entries::locked(&mut tx, id).await?;
    if matches!(t.status, TournamentStatus::Finished | TournamentStatus::Cancelled) {
        return Err(AppError::Conflict(Msg::new("error-tournament-over")));
    }
    let label = format!("#{id} {}", t.name);
    log(
        &mut tx,
        env,
        actor,
        "cancel_tournament",
        event_target(None, &label),
        why,
    )
    .await?;
    entries::call_off(&mut tx, env, &t).await?;
    tx.commit().await?;
    Ok(())
}

/// Takes a player out of an event: their entry before the start, or a withdrawal (forfeiting the games still
/// in play) after it.
pub async fn remove_from_tournament(
    env: &Env,
    actor: &Actor,
    id: TournamentId,
    user: UserId,
    why: &str,
) -> AppResult<()> {
    let why = reason(why)?;
    let mut tx = env.pool.begin().await?;
    entries::remove_locked(&mut tx, env, id, user).await?;
    let label = format!("#{id}");
    log(
        &mut tx,
        env,
        actor,
        "remove_from_tournament",
        event_target(Some(user), &label),
        why,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The account named `username`, for the command line.
pub async fn user_named(env: &Env, username: &str) -> AppResult<UserId> {
    db::users::id_by_name(&env.pool, username)
        .await?
        .ok_or_else(|| AppError::NotFound)
}
