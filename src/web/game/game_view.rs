//! What every game page shares: the viewer's piece numbering and board orientation, the clock line, and the
//! page's query (a ply to look back at, a chosen piece or setup square without JavaScript).

use serde::Deserialize;

use crate::app::game::loaded::LoadedGame;
use crate::app::game::time_control::TimeControl;
use crate::db::games::GameStatus;
use crate::db::sessions::SessionUser;
use crate::db::users::Orientation;
use crate::db::{GameId, TournamentId};
use crate::i18n::{Lang, Msg};
use crate::rules::{Numbering, Seat};
use crate::web::extract::Ctx;

pub(in crate::web) fn numbering(user: &SessionUser) -> Numbering {
    user.numbering.into()
}

/// Which seat's home rows are drawn at the bottom.
pub(in crate::web) fn bottom(user: &SessionUser, me: Option<Seat>) -> Seat {
    match user.orientation {
        Orientation::OwnSide => me.unwrap_or(Seat::First),
        Orientation::FirstSeat => Seat::First,
    }
}

/// The time control, the deadline, and who (if anyone) has stopped the clock with a vacation.
pub(in crate::web) fn clock_line(game: &LoadedGame, ctx: &Ctx) -> String {
    let lang = ctx.lang;
    let time_control = TimeControl::from_row(&game.row.time_control);
    let away: Vec<&str> = Seat::BOTH
        .into_iter()
        .filter(|&s| match s {
            Seat::First => game.row.first_on_vacation && !game.row.first_disabled,
            Seat::Second => game.row.second_on_vacation && !game.row.second_disabled,
        })
        .filter_map(|s| game.player_name(s))
        .collect();
    let running = matches!(game.row.status, GameStatus::Setup | GameStatus::Playing);
    let untimed = matches!(time_control, TimeControl::Untimed { .. });
    let line = match (running && !untimed, game.row.deadline) {
        (true, Some(d)) => Msg::new("clock-deadline").with("deadline", ctx.datetime(d)),
        (true, None) if game.row.first_disabled || game.row.second_disabled => Msg::new("clock-paused"),
        (true, None) if !away.is_empty() => Msg::new("clock-vacation")
            .with("names", away.join(", "))
            .with("n", away.len()),
        _ => Msg::new("clock-only"),
    };
    lang.msg(&line.with("control", time_control.describe()))
}

#[derive(Deserialize)]
pub struct PageQuery {
    /// A ply to look back at.
    pub(in crate::web) ply: Option<u32>,
    /// The own piece chosen to move (without JavaScript).
    pub(in crate::web) select: Option<String>,
    /// The setup square chosen to swap (without JavaScript).
    pub(in crate::web) pick: Option<String>,
    /// The enemy piece chosen to write a note on (without JavaScript).
    pub(in crate::web) note: Option<String>,
    /// The first move of a two-move turn, planned but not sent (`e4-e5`): the page shows the board after it.
    pub(in crate::web) after: Option<String>,
}

/// The next game after `current` in which the user must act (after the last, the first again): a player can
/// work through every waiting game in one sitting.
pub(in crate::web) fn next_acting(user: &SessionUser, current: GameId) -> Option<GameId> {
    let others = || user.acting.iter().copied().filter(|&g| g != current);
    others().find(|&g| g > current).or_else(|| others().next())
}

/// The event a game belongs to, as the game's pages link it.
pub struct EventLink {
    pub id: TournamentId,
    /// "Tournament: Winter cup, round 2".
    pub words: String,
}

pub(in crate::web) fn event_link(game: &LoadedGame, lang: Lang) -> Option<EventLink> {
    let id = game.row.tournament_id?;
    let name = game.row.tournament_name.as_deref()?;
    let words = match game.row.tournament_round {
        Some(round) if round > 0 => Msg::new("play-tournament-round")
            .with("name", name)
            .with("round", round),
        _ => Msg::new("play-tournament").with("name", name),
    };
    Some(EventLink {
        id,
        words: lang.msg(&words),
    })
}
