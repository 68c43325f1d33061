//! The mails of an event: it started (with each player's games), a Swiss round started, it is over (with each
//! player's place), it was called off. One mail per player and event step, keyed so that a step can never mail
//! twice. They say who plays whom and how games ended: nothing any spectator could not see.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::app::Env;
use crate::app::mail::mailing::{deadline_words, greeting, lang_of, queue};
use crate::app::tournaments::tournament_results::EventResults;
use crate::db::mail_settings::{self, Recipient};
use crate::db::outbox::MailAbout;
use crate::db::tournaments::{EntrantRow, TournamentRow};
use crate::db::{GameId, UserId};
use crate::error::AppResult;
use crate::i18n::{self, Msg};
use crate::mail::MailContent;
use crate::rules::Seat;
use crate::tournament::Pairing;
use crate::tournament::standings::Standing;

/// What one player was given in a round: a game, or the bye.
pub enum Assignment {
    Game {
        pairing: Pairing<UserId>,
        game: GameId,
        deadline: Option<DateTime<Utc>>,
    },
    Bye {
        player: UserId,
    },
}

impl Assignment {
    pub fn game(pairing: Pairing<UserId>, game: GameId, deadline: Option<DateTime<Utc>>) -> Assignment {
        Assignment::Game {
            pairing,
            game,
            deadline,
        }
    }
}

fn event_link(env: &Env, t: &TournamentRow) -> String {
    format!("{}/tournaments/{}", env.base_url, t.id)
}

/// `user`'s part of a round in lines: each game with its opponent and seat, or the bye; then the deadline.
fn assignment_lines(
    r: &Recipient,
    t: &TournamentRow,
    user: UserId,
    given: &[Assignment],
    results: &EventResults,
) -> Vec<String> {
    let lang = lang_of(r);
    let mut lines = Vec::new();
    let mut deadline = None;
    for a in given {
        match a {
            Assignment::Game {
                pairing,
                game,
                deadline: d,
            } => {
                let seat = if pairing.first == user {
                    Seat::First
                } else if pairing.second == user {
                    Seat::Second
                } else {
                    continue;
                };
                deadline = deadline.or(*d);
                let line = Msg::new("mail-tournament-game")
                    .with("id", game.0)
                    .with("opponent", results.name_of(*pairing.player(seat.other())))
                    .with("seat", i18n::seat(t.variant.family(), seat));
                lines.push(lang.msg(&line));
            }
            Assignment::Bye { player } if *player == user => lines.push(lang.t("mail-tournament-bye")),
            Assignment::Bye { .. } => {}
        }
    }
    if deadline.is_some() {
        lines.push(deadline_words(r, deadline));
    }
    lines
}

/// One mail to `user` about event `t`: `subject` and `text` are message ids, both given the event's name.
async fn mail_one(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    user: UserId,
    (event, subject, text): (&str, Msg, Msg),
    more: impl FnOnce(&Recipient) -> Vec<String>,
) -> AppResult<()> {
    let r = mail_settings::recipient(&mut *tx, user).await?;
    let lang = lang_of(&r);
    let named = |m: Msg| lang.msg(&m.with("name", t.name.as_str()));
    let content = MailContent {
        lang,
        subject: named(subject),
        greeting: greeting(lang, &r),
        paragraphs: std::iter::once(named(text)).chain(more(&r)).collect(),
        board: None,
        closing: Vec::new(),
        action: Some((lang.t("mail-tournament-open"), event_link(env, t))),
        unsubscribe_url: None,
    };
    let about = MailAbout::Tournament {
        tournament: t.id,
        event: event.to_string(),
    };
    queue(tx, env, &r, about, content).await
}

/// Every entrant: the event has started, and these are your games.
pub(in crate::app) async fn started(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    round: i32,
    given: &[Assignment],
    results: &EventResults,
) -> AppResult<()> {
    let text = match round {
        0 => Msg::new("mail-tournament-started-section"),
        _ => Msg::new("mail-tournament-started-swiss").with("rounds", t.rounds.unwrap_or(0)),
    };
    let words = ("started", Msg::new("mail-tournament-started-subject"), text);
    announce(tx, env, t, words, results.entrants.iter(), (given, results)).await
}

/// Every player still in a Swiss event: the next round, with their game or bye.
pub(in crate::app) async fn round_started(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    round: i32,
    given: &[Assignment],
    results: &EventResults,
) -> AppResult<()> {
    let event = format!("round-{round}");
    let words = (
        event.as_str(),
        Msg::new("mail-tournament-round-subject").with("round", round),
        Msg::new("mail-tournament-round-text").with("round", round),
    );
    let still_in = results.entrants.iter().filter(|e| !e.withdrawn);
    announce(tx, env, t, words, still_in, (given, results)).await
}

/// One mail to each of `to` with the same words and each player's own part of the round.
async fn announce<'a>(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    (event, subject, text): (&str, Msg, Msg),
    to: impl Iterator<Item = &'a EntrantRow>,
    (given, results): (&[Assignment], &EventResults),
) -> AppResult<()> {
    for e in to {
        let words = (event, subject.clone(), text.clone());
        mail_one(tx, env, t, e.user_id, words, |r| {
            assignment_lines(r, t, e.user_id, given, results)
        })
        .await?;
    }
    Ok(())
}

/// Every entrant: the final table's winner, and their own place.
pub(in crate::app) async fn over(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    table: &[Standing<UserId>],
    results: &EventResults,
) -> AppResult<()> {
    let winners: Vec<&str> = table
        .iter()
        .filter(|s| s.rank == 1)
        .map(|s| results.name_of(s.player))
        .collect();
    let winners = winners.join(", ");
    for s in table {
        let text = Msg::new("mail-tournament-over-text").with("winner", winners.as_str());
        let place = Msg::new("mail-tournament-place")
            .with("rank", s.rank)
            .with("count", table.len())
            .with("points", s.points.to_string());
        mail_one(
            tx,
            env,
            t,
            s.player,
            ("over", Msg::new("mail-tournament-over-subject"), text),
            |r| vec![lang_of(r).msg(&place)],
        )
        .await?;
    }
    Ok(())
}

/// Every entrant: the event was called off.
pub(in crate::app) async fn cancelled(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    entrants: &[EntrantRow],
) -> AppResult<()> {
    for e in entrants {
        let words = (
            "cancelled",
            Msg::new("mail-tournament-cancelled-subject"),
            Msg::new("mail-tournament-cancelled-text"),
        );
        mail_one(tx, env, t, e.user_id, words, |_| Vec::new()).await?;
    }
    Ok(())
}
