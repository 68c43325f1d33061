//! `fieldpost admin …`: the admin console's powers on the command line, for when the site is down. Every
//! command needs a reason and is written to the audit log as done by "command line".

use clap::Subcommand;

use crate::app::admin::{self, Actor, GameAction, MailAction, UserAction};
use crate::app::{Env, account::accounts, seed_load};
use crate::db::GameId;
use crate::rules::Seat;

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an account (with --admin, an admin: this is how the first admin is made).
    CreateUser {
        username: String,
        email: String,
        #[arg(long)]
        admin: bool,
        /// The password; a random one is made and printed when none is given.
        #[arg(long, env = "FIELDPOST_NEW_PASSWORD")]
        password: Option<String>,
        #[arg(long, default_value = "created on the command line")]
        reason: String,
    },
    /// Make a player an admin.
    Promote {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Make an admin a player.
    Demote {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// End every session of an account, refuse its sign-ins, and pause its games.
    Disable {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Let a disabled account sign in again, and start its games' clocks.
    Enable {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Anonymise an account; its games under way are lost by forfeit.
    Delete {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Mark an account's email address as confirmed.
    Verify {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Mail an account a password-reset link.
    SendReset {
        username: String,
        #[arg(long)]
        reason: String,
    },
    /// Abort a game: no result.
    Abort {
        game: i64,
        #[arg(long)]
        reason: String,
    },
    /// Declare a game's result: first, second or draw.
    Declare {
        game: i64,
        #[arg(long)]
        winner: String,
        #[arg(long)]
        reason: String,
    },
    /// Give the side that must act more days.
    Extend {
        game: i64,
        #[arg(long)]
        days: i64,
        #[arg(long)]
        reason: String,
    },
    /// Put a failed mail back in the queue.
    RetryMail {
        id: i64,
        #[arg(long)]
        reason: String,
    },
    /// Drop an unsent mail.
    DiscardMail {
        id: i64,
        #[arg(long)]
        reason: String,
    },
    /// Make a new key for the reply and bounce addresses of mails (after a leak, say). Addresses in mails
    /// already sent keep working for 30 days.
    RotateMailKey {
        #[arg(long)]
        reason: String,
    },
    /// Fill a new, empty database for the load bench: accounts (player1, player2, … with the password "seeded
    /// account password"), games in play and finished with random legal moves of every preset, and mail, audit
    /// and session history. Refuses a database that has any account or game.
    SeedLoad {
        #[arg(long, default_value_t = 1_000_000)]
        users: i64,
        /// Games in play (a few dozen moves each).
        #[arg(long, default_value_t = 100_000)]
        games: i64,
        /// Finished games (a few hundred moves each).
        #[arg(long, default_value_t = 20_000)]
        finished: i64,
    },
}

/// Runs one admin command; returns what to print.
pub async fn run(env: Env, command: AdminCommand) -> anyhow::Result<String> {
    let env = &env;
    let user_action = |a: UserAction, name: String, reason: String| async move {
        let id = admin::user_named(env, &name).await?;
        let what = a.name();
        admin::act_on_user(env, &Actor::command_line(), id, a, &reason).await?;
        Ok::<String, anyhow::Error>(format!("{what}: {name}"))
    };
    let result = match command {
        AdminCommand::CreateUser {
            username,
            email,
            admin,
            password,
            reason,
        } => {
            let generated = password.is_none();
            let password = password.unwrap_or_else(|| accounts::random_token()[..20].to_string());
            admin::create_user(
                env,
                &Actor::command_line(),
                &username,
                &email,
                &password,
                admin,
                &reason,
            )
            .await?;
            let role = if admin { "admin" } else { "player" };
            match generated {
                true => format!("created {role} {username}; password: {password}"),
                false => format!("created {role} {username}"),
            }
        }
        AdminCommand::Promote { username, reason } => user_action(UserAction::Promote, username, reason).await?,
        AdminCommand::Demote { username, reason } => user_action(UserAction::Demote, username, reason).await?,
        AdminCommand::Disable { username, reason } => user_action(UserAction::Disable, username, reason).await?,
        AdminCommand::Enable { username, reason } => user_action(UserAction::Enable, username, reason).await?,
        AdminCommand::Delete { username, reason } => user_action(UserAction::Delete, username, reason).await?,
        AdminCommand::Verify { username, reason } => user_action(UserAction::MarkVerified, username, reason).await?,
        AdminCommand::SendReset { username, reason } => user_action(UserAction::SendReset, username, reason).await?,
        AdminCommand::Abort { game, reason } => {
            admin::act_on_game(env, &Actor::command_line(), GameId(game), GameAction::Abort, &reason).await?;
            format!("aborted game #{game}")
        }
        AdminCommand::Declare { game, winner, reason } => {
            let winner = match winner.as_str() {
                "first" => Some(Seat::First),
                "second" => Some(Seat::Second),
                "draw" => None,
                other => anyhow::bail!("--winner {other}: give first, second or draw"),
            };
            admin::act_on_game(
                env,
                &Actor::command_line(),
                GameId(game),
                GameAction::Declare(winner),
                &reason,
            )
            .await?;
            format!("declared the result of game #{game}")
        }
        AdminCommand::Extend { game, days, reason } => {
            admin::act_on_game(
                env,
                &Actor::command_line(),
                GameId(game),
                GameAction::Extend { days },
                &reason,
            )
            .await?;
            format!("gave game #{game} {days} more day(s)")
        }
        AdminCommand::RetryMail { id, reason } => {
            admin::act_on_mail(env, &Actor::command_line(), id, MailAction::Retry, &reason).await?;
            format!("mail #{id} queued again")
        }
        AdminCommand::SeedLoad { users, games, finished } => {
            let size = seed_load::SeedSize {
                users,
                playing: games,
                finished,
            };
            serde_json::to_string(&seed_load::seed(env, size).await?)?
        }
        AdminCommand::RotateMailKey { reason } => {
            admin::rotate_mail_key(env, &Actor::command_line(), &reason).await?;
            "a new key signs the reply and bounce addresses; the old one is honoured for 30 days".to_string()
        }
        AdminCommand::DiscardMail { id, reason } => {
            admin::act_on_mail(env, &Actor::command_line(), id, MailAction::Discard, &reason).await?;
            format!("mail #{id} discarded")
        }
    };
    Ok(result)
}
