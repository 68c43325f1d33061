//! "Play the computer": the form on the lobby and on each preset's page starts a game against a computer player.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::app::game::computer::{self, ComputerGame, ThinkTime};
use crate::app::game::time_control::TimeControl;
use crate::bot::Level;
use crate::db::games::SeatChoice;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::Variant;
use crate::web::extract::{CheckedForm, Ctx, Signed};
use crate::web::{AppState, Flash, after_action, see_other};

#[derive(Deserialize)]
pub struct ComputerForm {
    variant: String,
    level: String,
    seat: SeatChoice,
    /// Absent from forms older than the choice: those meant days a move.
    clock: Option<ComputerClock>,
    per_move_days: Option<i64>,
    /// Seconds the computer may think a move; empty or absent: the usual time.
    think_seconds: Option<String>,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum ComputerClock {
    None,
    PerMove,
}

pub async fn start(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<ComputerForm>,
) -> AppResult<HttpResponse> {
    let chosen = Variant::parse(&form.variant)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &form.variant)))
        .and_then(|variant| {
            let level = Level::parse(&form.level).ok_or_else(|| AppError::BadRequest(Msg::new("error-no-computer")))?;
            let think = match form.think_seconds.as_deref().map(str::trim) {
                None | Some("") => None,
                Some(seconds) => Some(ThinkTime::parse(seconds)?),
            };
            Ok(ComputerGame {
                variant,
                level,
                seat: form.seat,
                time_control: match form.clock {
                    Some(ComputerClock::None) => TimeControl::UNTIMED,
                    Some(ComputerClock::PerMove) | None => TimeControl::PerMove {
                        per_move_days: form.per_move_days.unwrap_or(3),
                    },
                },
                options: Default::default(),
                think,
            })
        });
    let started = match chosen {
        Ok(game) => computer::start(&state.env, signed.user.user_id, game).await,
        Err(e) => Err(e),
    };
    match started {
        Ok(id) => Ok(see_other(
            &format!("/games/{id}"),
            Some(Flash::Done(Msg::new("computer-started"))),
        )),
        Err(e) => after_action(Err(e), "/lobby", None),
    }
}

/// The levels a person may choose, for the form: each id with its name, and its rating where the levels have
/// been rated ("Hard (about 1450)").
pub fn level_choices(ctx: &Ctx) -> Vec<(&'static str, String)> {
    computer::LEVELS
        .iter()
        .map(|level| {
            let name = ctx.t(&format!("computer-{}", level.id()));
            let label = match level.rating() {
                Some(rating) => ctx.t2("computer-level-rated", "level", name, "rating", rating.to_string()),
                None => name,
            };
            (level.id(), label)
        })
        .collect()
}

/// The thinking times the form offers beside the usual one: each value in seconds with its label.
pub fn think_choices(ctx: &Ctx) -> Vec<(u32, String)> {
    ThinkTime::OFFERED
        .iter()
        .map(|think| {
            (
                think.as_seconds(),
                ctx.t1("computer-think-seconds", "n", think.as_seconds()),
            )
        })
        .collect()
}
