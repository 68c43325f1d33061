//! "My games": the player's games by what they ask of the player, each with the time left on its clock (in the
//! player's own time zone), the move it stands at, and a small board drawn from the player's own view.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{DateTime, Utc};
use serde::Deserialize;

use crate::app::game::pages;
use crate::app::game::time_control::TimeControl;
use crate::db::game_lists::GameListRow;
use crate::db::games::GameStatus;
use crate::db::{GameId, UserId};
use crate::error::AppResult;
use crate::i18n::move_words::end_words;
use crate::i18n::{self, Msg};
use crate::rules::view::Viewer;
use crate::rules::{GameEnd, Reason, Seat};
use crate::web::AppState;
use crate::web::extract::{Ctx, Visit};
use crate::web::game::game_view::bottom;
use crate::web::game::thumbnail::Thumbnail;
use crate::web::html;

/// A game as a line of a list, seen by one user.
pub struct ListedGame {
    pub id: GameId,
    pub variant: String,
    pub opponent: String,
    pub state: String,
    /// The turn the game stands at ("Move 12"), once play began, numbered as the game's move list numbers it.
    pub move_number: Option<String>,
    pub your_turn: bool,
    pub finished: bool,
    pub updated: String,
    /// What the clock says: the time left ("2 d 23 h left"), or that there is no clock or it stopped.
    pub time_left: String,
    /// The deadline itself in the reader's zone, for whoever wants the hour.
    pub deadline: Option<String>,
    /// When the clock runs out, for the order of the list.
    due: Option<DateTime<Utc>>,
    /// The tournament the game belongs to.
    pub event: Option<String>,
    /// The position as the player sees it, small, for a game in play.
    pub board: Option<Thumbnail>,
}

/// The line of `row` as `me` reads it at `now`; `None` for a game that is no longer anyone's business (declined
/// or cancelled).
pub fn listed(row: &GameListRow, me: UserId, ctx: &Ctx, now: DateTime<Utc>) -> Option<ListedGame> {
    let lang = ctx.lang;
    let variant = row.variant;
    let family = variant.family();
    let my_seat = row.seat_of(me);
    let opponent = match my_seat {
        Some(Seat::First) => row.second_name.clone(),
        Some(Seat::Second) => row.first_name.clone(),
        None if row.creator_id == me => row.invitee_name.clone(),
        None => Some(row.creator_name.clone()),
    }
    .map_or_else(|| lang.t("list-anyone"), |name| lang.player_name(&name));
    let with_opponent = |id: &'static str| Msg::new(id).with("opponent", &opponent);
    let state = match (row.status, my_seat) {
        (GameStatus::Open, _) => Msg::new("state-open"),
        (GameStatus::Challenge, _) if row.creator_id == me => with_opponent("state-challenge-sent"),
        (GameStatus::Challenge, _) => with_opponent("state-challenged"),
        (GameStatus::Setup, Some(s)) if !row.submitted(s) => Msg::new("state-set-up"),
        (GameStatus::Setup, _) => with_opponent("state-waiting-setup"),
        (GameStatus::Playing, Some(s)) if row.to_move == Some(s) => Msg::new("state-your-move"),
        (GameStatus::Playing, _) => with_opponent("state-their-move"),
        (GameStatus::Finished, s) => {
            let winner = row.winner;
            let end = row.result_reason.unwrap_or(GameEnd::Rules(Reason::Adjudicated));
            let state = match (winner, s) {
                (None, _) => Msg::new("state-drawn"),
                (Some(w), Some(s)) if w == s => Msg::new("state-won"),
                (Some(_), Some(_)) => Msg::new("state-lost"),
                (Some(w), None) => Msg::new("state-seat-won").with("side", i18n::side(family, w)),
            };
            state
                .with("reason", end_words(variant, end))
                .with("how", end.as_str())
                .with("edition", variant.id())
        }
        (GameStatus::Declined | GameStatus::Cancelled, _) => return None,
    };
    let running = matches!(row.status, GameStatus::Setup | GameStatus::Playing);
    let due = row.deadline.filter(|_| running);
    let time_left = match (running, due) {
        (false, _) => String::new(),
        (true, Some(d)) => lang.msg(&time_left(d - now)),
        (true, None) => match TimeControl::from_row(&row.time_control) {
            TimeControl::Untimed { .. } => lang.t("clock-none"),
            _ => lang.t("list-clock-stopped"),
        },
    };
    Some(ListedGame {
        id: row.id,
        variant: lang.msg(&i18n::variant(variant)),
        opponent,
        state: lang.msg(&state),
        move_number: None,
        your_turn: row.awaits(me),
        finished: row.status == GameStatus::Finished,
        updated: ctx.datetime(row.updated_at),
        time_left,
        deadline: due.map(|d| ctx.datetime(d)),
        due,
        event: row.tournament_name.clone(),
        board: None,
    })
}

/// How long until a deadline, in the two largest units that matter ("2 d 23 h left", "5 h 12 min left").
fn time_left(left: chrono::Duration) -> Msg {
    let minutes = left.num_minutes();
    if minutes <= 0 {
        return Msg::new("list-time-up");
    }
    let (days, hours, minutes) = (minutes / (24 * 60), minutes / 60 % 24, minutes % 60);
    match (days, hours) {
        (0, 0) => Msg::new("list-left-minutes").with("minutes", minutes),
        (0, _) => Msg::new("list-left-hours")
            .with("hours", hours)
            .with("minutes", minutes),
        _ => Msg::new("list-left-days").with("days", days).with("hours", hours),
    }
}

/// The most urgent first: the nearest deadline, then games whose clock does not run, the latest change first
/// among equals.
fn by_urgency(games: &mut [ListedGame]) {
    games.sort_by_key(|g| (g.due.is_none(), g.due));
}

/// Finished games a page of "My games" lists.
const FINISHED_PER_PAGE: i64 = 50;

#[derive(Template)]
#[template(path = "games.html")]
struct MyGamesPage {
    ctx: Ctx,
    your_turn: Vec<ListedGame>,
    waiting: Vec<ListedGame>,
    finished: Vec<ListedGame>,
    /// The page of finished games shown (0 the newest), and whether older ones exist.
    page: i64,
    older: bool,
}

#[derive(Deserialize)]
pub struct MyGamesQuery {
    #[serde(default)]
    page: u32,
}

/// "My games" reads its list and the session in one statement.
pub async fn my_games(
    visit: Visit,
    state: web::Data<AppState>,
    query: web::Query<MyGamesQuery>,
) -> AppResult<HttpResponse> {
    let page = i64::from(query.page);
    let token = visit.session_token();
    let (user, rows) = pages::my_games(
        &state.env,
        token.as_deref(),
        FINISHED_PER_PAGE + 1,
        page * FINISHED_PER_PAGE,
    )
    .await?;
    let signed = visit.signed(user)?;
    let me = signed.user.user_id;
    let now = state.env.clock.now();
    let (finished, running): (Vec<&GameListRow>, Vec<&GameListRow>) = rows
        .iter()
        .map(|r| &r.game)
        .partition(|r| r.status == GameStatus::Finished);
    let shown = |rows: Vec<&GameListRow>| -> Vec<ListedGame> {
        rows.into_iter()
            .filter_map(|r| listed(r, me, &signed.ctx, now))
            .collect()
    };
    let (mut finished, mut running) = (shown(finished), shown(running));
    let older = finished.len() as i64 > FINISHED_PER_PAGE;
    finished.truncate(FINISHED_PER_PAGE as usize);
    let lang = signed.ctx.lang;
    for own in pages::own_views(me, rows) {
        let Viewer::Player(seat) = own.view.viewer() else {
            continue;
        };
        if let Some(g) = running.iter_mut().find(|g| g.id == own.id) {
            g.board = Thumbnail::of(&own.view, bottom(&signed.user, Some(seat)));
            // A turn: Turkish calls Espionage's two moves a *sıra*, one move a *hamle*.
            let unit = i18n::move_unit(own.view.variant());
            g.move_number = Some(lang.msg(&Msg::new("list-move").with("n", own.turn).with("unit", unit)));
        }
    }
    let (mut your_turn, mut waiting): (Vec<_>, Vec<_>) = running.into_iter().partition(|g| g.your_turn);
    by_urgency(&mut your_turn);
    by_urgency(&mut waiting);
    html(
        StatusCode::OK,
        MyGamesPage {
            ctx: signed.ctx,
            your_turn,
            waiting,
            finished,
            page,
            older,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn time_left_reads_in_the_two_largest_units() {
        let left = |minutes: i64| Lang::En.msg(&time_left(chrono::Duration::minutes(minutes)));
        assert_eq!(left(2 * 24 * 60 + 23 * 60 + 59), "2 d 23 h left");
        assert_eq!(left(5 * 60 + 12), "5 h 12 min left");
        assert_eq!(left(12), "12 min left");
        assert_eq!(left(0), "Time is up");
        assert_eq!(left(-30), "Time is up");
    }
}
