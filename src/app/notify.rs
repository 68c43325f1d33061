//! Which mails an event causes, and their words. Each is queued in the outbox inside the event's own
//! transaction, under an idempotency key, and speaks only from the recipient's own view of the game.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::Env;
use super::games::{LoadedGame, player_id};
use super::words::{describe, result_words};
use crate::db::outbox::{self, NewMail};
use crate::db::users::{self, Numbering as NumberingPref, Recipient};
use crate::db::{GameId, UserId};
use crate::error::AppResult;
use crate::mail::MailContent;
use crate::rules::game::MoveReport;
use crate::rules::view::Viewer;
use crate::rules::{Game, Numbering, Seat};

/// The kinds of game mail a player can turn off, with how the account page names them.
pub const OPTIONAL: [(&str, &str); 5] = [
    ("your_turn", "It is my turn"),
    ("challenge", "Someone challenges me"),
    ("game_started", "A game of mine starts"),
    ("game_over", "A game of mine ends"),
    ("reminder", "My time is running out"),
];

/// A player counts as on the site (so no turn mail) for this long after their last request.
const ACTIVE_MINUTES: i64 = 10;

fn is_off(r: &Recipient, kind: &str) -> bool {
    r.mail_off.get(kind).and_then(|v| v.as_bool()) == Some(false)
}

fn numbering(r: &Recipient) -> Numbering {
    match r.numbering {
        NumberingPref::Modern => Numbering::Modern,
        NumberingPref::Classic => Numbering::Classic,
    }
}

fn unsubscribe_url(env: &Env, r: &Recipient, kind: &str) -> String {
    let kind = if OPTIONAL.iter().any(|(k, _)| *k == kind) {
        kind
    } else {
        "all"
    };
    format!("{}/unsubscribe/{}?kind={kind}", env.base_url, r.unsubscribe_secret)
}

/// Queues one mail, unless the recipient turned its kind off.
async fn queue(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    kind: &'static str,
    key: String,
    game: Option<GameId>,
    mut content: MailContent,
) -> AppResult<()> {
    if OPTIONAL.iter().any(|(k, _)| *k == kind) && is_off(r, kind) {
        return Ok(());
    }
    let unsubscribe = unsubscribe_url(env, r, kind);
    content.unsubscribe_url = Some(unsubscribe.clone());
    let (text, html) = content.render()?;
    let mail = NewMail {
        key,
        kind,
        user: Some(r.id),
        game,
        to: r.email.clone(),
        subject: content.subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe),
    };
    outbox::enqueue(&mut *tx, &mail, env.clock.now()).await?;
    Ok(())
}

fn game_link(env: &Env, id: GameId) -> String {
    format!("{}/games/{id}", env.base_url)
}

fn names(game: &LoadedGame) -> [String; 2] {
    Seat::BOTH.map(|s| game.player_name(s).unwrap_or("?").to_string())
}

fn deadline_words(deadline: Option<DateTime<Utc>>) -> String {
    match deadline {
        Some(d) => format!("Your deadline: {}.", d.format("%A %-d %B %Y, %H:%M UTC")),
        None => "The clock stands still for now.".to_string(),
    }
}

/// "It is your turn", with what the opponent did in words the recipient may know. Not sent while the
/// player is on the site, nor to players who take a daily digest instead.
pub async fn your_turn(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    engine: &Game,
    reports: &[MoveReport],
    seat: Seat,
    deadline: Option<DateTime<Utc>>,
) -> AppResult<()> {
    let Some(user) = player_id(game, seat) else {
        return Ok(());
    };
    let r = users::recipient(&mut *tx, user).await?;
    let now = env.clock.now();
    let active = r
        .last_active_at
        .is_some_and(|t| now - t < chrono::Duration::minutes(ACTIVE_MINUTES));
    if r.daily_digest || active {
        return Ok(());
    }
    let names = names(game);
    let family = game.variant.family();
    let since = reports.iter().rposition(|m| m.seat == seat).map_or(0, |i| i + 1);
    let mut paragraphs: Vec<String> = reports[since..]
        .iter()
        .map(|m| {
            describe(
                family,
                &engine.describe(m, Viewer::Player(seat)),
                Some(seat),
                &names,
                numbering(&r),
            )
        })
        .collect();
    paragraphs.push(deadline_words(deadline));
    let opponent = &names[seat.other().index()];
    let content = MailContent {
        subject: format!("Your move against {opponent} (game #{})", game.id()),
        greeting: format!("Hello {},", r.username),
        paragraphs: [
            vec![format!(
                "It is your move in {} against {opponent}.",
                game.variant.name()
            )],
            paragraphs,
        ]
        .concat(),
        action: Some(("Open the game".to_string(), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("your_turn:{}:{}:{}", user.0, game.id(), engine.ply());
    queue(tx, env, &r, "your_turn", key, Some(game.id()), content).await
}

pub async fn challenge(tx: &mut PgConnection, env: &Env, game: &LoadedGame, invitee: UserId) -> AppResult<()> {
    let r = users::recipient(&mut *tx, invitee).await?;
    let content = MailContent {
        subject: format!("{} challenges you to {}", game.row.creator_name, game.variant.name()),
        greeting: format!("Hello {},", r.username),
        paragraphs: vec![format!(
            "{} challenges you to a game of {}. Accept or decline it on the game's page.",
            game.row.creator_name,
            game.variant.name()
        )],
        action: Some(("See the challenge".to_string(), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("challenge:{}:{}", invitee.0, game.id());
    queue(tx, env, &r, "challenge", key, Some(game.id()), content).await
}

/// Both players: the game has begun (setups to arrange).
pub async fn game_started(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    deadline: Option<DateTime<Utc>>,
) -> AppResult<()> {
    let names = names(game);
    for seat in Seat::BOTH {
        let Some(user) = player_id(game, seat) else { continue };
        let r = users::recipient(&mut *tx, user).await?;
        let content = MailContent {
            subject: format!(
                "Game #{} against {} has started",
                game.id(),
                names[seat.other().index()]
            ),
            greeting: format!("Hello {},", r.username),
            paragraphs: vec![
                format!(
                    "Your game of {} against {} has started: you play {}. Arrange your army in secret.",
                    game.variant.name(),
                    names[seat.other().index()],
                    seat.name(game.variant.family())
                ),
                deadline_words(deadline),
            ],
            action: Some(("Arrange your army".to_string(), game_link(env, game.id()))),
            unsubscribe_url: None,
        };
        let key = format!("game_started:{}:{}", user.0, game.id());
        queue(tx, env, &r, "game_started", key, Some(game.id()), content).await?;
    }
    Ok(())
}

/// Both players: the result.
pub async fn game_over(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    reason: &str,
) -> AppResult<()> {
    let names = names(game);
    let family = game.variant.family();
    for seat in Seat::BOTH {
        let Some(user) = player_id(game, seat) else { continue };
        let r = users::recipient(&mut *tx, user).await?;
        let content = MailContent {
            subject: format!("Game #{} against {} is over", game.id(), names[seat.other().index()]),
            greeting: format!("Hello {},", r.username),
            paragraphs: vec![
                result_words(family, winner, reason, Some(seat), &names),
                "The whole game can now be replayed move by move, every piece shown.".to_string(),
            ],
            action: Some(("See the game".to_string(), game_link(env, game.id()))),
            unsubscribe_url: None,
        };
        let key = format!("game_over:{}:{}", user.0, game.id());
        queue(tx, env, &r, "game_over", key, Some(game.id()), content).await?;
    }
    Ok(())
}

/// The deadline is near. `turn` tells the turns apart (the ply, or -1 during setup).
pub async fn reminder(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    user: UserId,
    turn: i32,
    deadline: DateTime<Utc>,
) -> AppResult<()> {
    let r = users::recipient(&mut *tx, user).await?;
    let content = MailContent {
        subject: format!("Your time in game #{} is running out", game.id()),
        greeting: format!("Hello {},", r.username),
        paragraphs: vec![
            format!("Your {} game #{} is waiting for you.", game.variant.name(), game.id()),
            format!(
                "{} If it passes, the game is lost on time.",
                deadline_words(Some(deadline))
            ),
        ],
        action: Some(("Open the game".to_string(), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("reminder:{}:{}:{turn}", user.0, game.id());
    queue(tx, env, &r, "reminder", key, Some(game.id()), content).await
}

/// The day's one mail for a player who asked for a digest: the games waiting for them.
pub async fn digest(tx: &mut PgConnection, env: &Env, user: UserId, games: &[(GameId, String)]) -> AppResult<()> {
    let r = users::recipient(&mut *tx, user).await?;
    let day = env.clock.now().format("%Y-%m-%d");
    let content = MailContent {
        subject: format!("{} game(s) waiting for your move", games.len()),
        greeting: format!("Hello {},", r.username),
        paragraphs: games
            .iter()
            .map(|(id, what)| format!("{what}: {}", game_link(env, *id)))
            .collect(),
        action: Some(("See your games".to_string(), format!("{}/games", env.base_url))),
        unsubscribe_url: None,
    };
    queue(
        tx,
        env,
        &r,
        "your_turn",
        format!("digest:{}:{day}", user.0),
        None,
        content,
    )
    .await
}

/// Account mails: a link with a single-use token. `purpose` is verify, reset or email_change.
pub async fn account_link(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    to: Option<&str>,
    purpose: &'static str,
    token: &str,
) -> AppResult<()> {
    let mut r = users::recipient(&mut *tx, user).await?;
    if let Some(address) = to {
        r.email = address.to_string();
    }
    let (subject, text, label, path) = match purpose {
        "verify" => (
            "Confirm your email address",
            "Welcome to Fieldpost. Please confirm that this address is yours.",
            "Confirm my address",
            "verify",
        ),
        "reset" => (
            "Reset your password",
            "Someone (we hope you) asked to reset your Fieldpost password. The link works once, within the hour. If it was not you, ignore this mail.",
            "Choose a new password",
            "reset",
        ),
        _ => (
            "Confirm your new email address",
            "Please confirm that Fieldpost should write to this address from now on.",
            "Confirm the new address",
            "email/confirm",
        ),
    };
    let content = MailContent {
        subject: subject.to_string(),
        greeting: format!("Hello {},", r.username),
        paragraphs: vec![text.to_string()],
        action: Some((label.to_string(), format!("{}/{path}/{token}", env.base_url))),
        unsubscribe_url: None,
    };
    let key = format!("{purpose}:{}:{}", user.0, &token[..16]);
    queue(tx, env, &r, purpose, key, None, content).await
}
