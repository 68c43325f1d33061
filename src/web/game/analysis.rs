//! The analysis on a finished game's page: the button that asks for it, how far the workers are, and once done
//! the chart of the evaluation under the replay, the marks in the move list and the judgement of the move looked
//! at.

use actix_web::{HttpResponse, web};

use crate::app::game::analysis::{self, Analysis, JudgedPly, Mark};
use crate::bot::analysis::DECISIVE;
use crate::db::GameId;
use crate::error::AppResult;
use crate::i18n::{Lang, Msg};
use crate::rules::Seat;
use crate::rules::game::MoveReport;
use crate::web::extract::{CheckedForm, NoFields, Signed};
use crate::web::{AppState, after_action};

pub async fn request(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = analysis::request(&state.env, signed.user.user_id, id)
        .await
        .map(|_moves| ());
    after_action(result, &format!("/games/{id}#analysis"), Some("analysis-requested"))
}

/// The chart's drawing area, in the SVG's own units.
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 120.0;
/// The evaluation at the chart's top and bottom edges (about a General and a Colonel): beyond it, a line stays
/// at the edge.
const CAP: f64 = 400.0;

/// What the page shows of the analysis.
pub enum Panel {
    /// Nobody asked yet: the button.
    Ask,
    Working {
        said: String,
    },
    Done(Done),
}

pub struct Done {
    /// The chart's line: "x,y x,y …".
    pub line: String,
    /// The marked moves on the chart: where, which ply, and whether a blunder.
    pub dots: Vec<Dot>,
    /// Where the move looked at stands on the chart.
    pub shown_x: Option<f64>,
    /// The words of the chart, for a reader who does not see it.
    pub chart_label: String,
    /// The judgement of the move looked at (the last one when not looking back).
    pub shown: Option<String>,
}

pub struct Dot {
    pub x: f64,
    pub y: f64,
    pub ply: usize,
    pub blunder: bool,
    pub title: String,
}

/// The mark of a move in the moves list: "?" or "??", and its words.
pub struct MoveMark {
    pub sign: &'static str,
    pub title: String,
}

/// The reader's language, and what it calls one of this game's moves (`i18n::move_unit`): the analysis numbers
/// each of them.
#[derive(Clone, Copy)]
pub struct PlyWords {
    pub lang: Lang,
    pub unit: &'static str,
}

impl PlyWords {
    fn msg(self, m: Msg) -> String {
        self.lang.msg(&m.with("unit", self.unit))
    }
}

/// The panel for a finished game (`None` for one under way, which is never analysed).
pub fn panel(
    analysis: Option<&Analysis>,
    finished: bool,
    reports: &[MoveReport],
    shown_ply: u32,
    seats: &[String; 2],
    words: PlyWords,
) -> Option<Panel> {
    if !finished || reports.is_empty() {
        return None;
    }
    Some(match analysis {
        None => Panel::Ask,
        Some(Analysis::Working { judged }) => Panel::Working {
            said: words.msg(
                Msg::new("analysis-working")
                    .with("judged", *judged)
                    .with("total", reports.len()),
            ),
        },
        Some(Analysis::Done(plies)) => Panel::Done(done(plies, reports, shown_ply, seats, words)),
    })
}

fn done(
    plies: &[Option<JudgedPly>],
    reports: &[MoveReport],
    shown_ply: u32,
    seats: &[String; 2],
    words: PlyWords,
) -> Done {
    let n = plies.len().max(2) - 1;
    let x = |i: usize| (i as f64 * WIDTH / n as f64 * 10.0).round() / 10.0;
    // Each move's value for the player who made it, turned to the first seat's side so that one line tells the
    // whole game; a move that could not be judged keeps the line level.
    let mut level = 0.0;
    let ys: Vec<f64> = plies
        .iter()
        .zip(reports)
        .map(|(ply, report)| {
            if let Some(ply) = ply {
                let value = (ply.best_value as f64).clamp(-CAP, CAP);
                level = if report.seat == Seat::First { value } else { -value };
            }
            ((HEIGHT / 2.0 - level / CAP * HEIGHT / 2.0) * 10.0).round() / 10.0
        })
        .collect();
    let line = ys
        .iter()
        .enumerate()
        .map(|(i, y)| format!("{},{y}", x(i)))
        .collect::<Vec<_>>()
        .join(" ");
    let dots = plies
        .iter()
        .enumerate()
        .filter_map(|(i, ply)| {
            let ply = ply.as_ref()?;
            let mark = ply.mark()?;
            Some(Dot {
                x: x(i),
                y: ys[i],
                ply: i + 1,
                blunder: mark == Mark::Blunder,
                title: mark_title(ply, mark, i + 1, words),
            })
        })
        .collect();
    let looked_at = (shown_ply as usize).checked_sub(1).filter(|&i| i < plies.len());
    Done {
        line,
        dots,
        shown_x: looked_at.map(x),
        chart_label: words.msg(
            Msg::new("analysis-chart")
                .with("first", seats[0].as_str())
                .with("second", seats[1].as_str()),
        ),
        shown: looked_at.map(|i| match &plies[i] {
            None => words.msg(Msg::new("analysis-not-judged").with("ply", i + 1)),
            Some(ply) => judgement(ply, i + 1, reports[i].seat, seats, words),
        }),
    }
}

/// The marks of the moves list, move by move (empty until the analysis is done).
pub fn move_marks(analysis: Option<&Analysis>, words: PlyWords) -> Vec<Option<MoveMark>> {
    let Some(Analysis::Done(plies)) = analysis else {
        return Vec::new();
    };
    plies
        .iter()
        .enumerate()
        .map(|(i, ply)| {
            let ply = ply.as_ref()?;
            let mark = ply.mark()?;
            Some(MoveMark {
                sign: match mark {
                    Mark::Mistake => "?",
                    Mark::Blunder => "??",
                },
                title: mark_title(ply, mark, i + 1, words),
            })
        })
        .collect()
}

fn mark_title(ply: &JudgedPly, mark: Mark, number: usize, words: PlyWords) -> String {
    let kind = match mark {
        Mark::Mistake => "analysis-mistake",
        Mark::Blunder => "analysis-blunder",
    };
    words.msg(
        Msg::new("analysis-mark")
            .with("mark", Msg::new(kind))
            .with("ply", number)
            .with("best", shown_move(&ply.best)),
    )
}

/// "Move 12 (Red): the expert would have played b4-c4, worth +40 to Red then; the move played was worth −35."
fn judgement(ply: &JudgedPly, number: usize, mover: Seat, seats: &[String; 2], words: PlyWords) -> String {
    let side = seats[mover.index()].as_str();
    if ply.loss() == 0 {
        return words.msg(Msg::new("analysis-move-best").with("ply", number).with("side", side));
    }
    words.msg(
        Msg::new("analysis-move")
            .with("ply", number)
            .with("side", side)
            .with("best", shown_move(&ply.best))
            .with("best_value", value_words(ply.best_value, words.lang))
            .with("played_value", value_words(ply.played_value, words.lang)),
    )
}

/// A move as the pages write it, "b4–c4", kept on one line by word joiners: the analysis stores it as the
/// records do, "b4-c4".
fn shown_move(stored: &str) -> String {
    stored.replace('-', "\u{2060}–\u{2060}")
}

/// A judged value in words: a signed number, or a won or lost game when every guess says so.
fn value_words(value: i64, lang: Lang) -> String {
    match value {
        v if v >= DECISIVE => lang.msg(&Msg::new("analysis-value-win")),
        v if v <= -DECISIVE => lang.msg(&Msg::new("analysis-value-loss")),
        v if v > 0 => format!("+{v}"),
        v if v < 0 => format!("−{}", -v),
        _ => "0".to_string(),
    }
}
