//! A preset's page: its rules in short, the setup area and terrain as a diagram, the pieces, and how games of
//! it have ended by seat.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

use crate::db;
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::setup::area;
use crate::rules::{GameEnd, Kind, Numbering, Seat, Terrain, Variant};
use crate::web::AppState;
use crate::web::extract::Ctx;
use crate::web::html;

pub(in crate::web) fn variant(id: &str) -> AppResult<Variant> {
    Variant::parse(id).ok_or(AppError::NotFound)
}

/// A share as a whole percentage of `total`.
fn percent(n: i64, total: i64) -> i64 {
    if total == 0 { 0 } else { (n * 100 + total / 2) / total }
}

struct StatRow {
    label: String,
    count: i64,
    /// The share of finished games, also drawn as a bar of that length (of 100) beside it.
    percent: i64,
}

/// A row of the rules' piece table.
struct PieceRow {
    name: String,
    /// The modern rank (Stratego) or the strength (Espionage); "–" for a piece without one.
    modern: String,
    classic: String,
    count: u8,
}

fn piece_rows(v: Variant, lang: crate::i18n::Lang) -> Vec<PieceRow> {
    v.army()
        .iter()
        .map(|&(kind, count)| {
            let rank = |n: Numbering| match (v.family(), kind) {
                (_, Kind::Soldier(s)) => s.to_string(),
                (crate::rules::Family::Stratego, _) if kind.strength().is_some() => kind.label(n),
                _ => "–".to_string(),
            };
            PieceRow {
                name: lang.capitalized(&i18n::piece(v, kind)),
                modern: rank(Numbering::Modern),
                classic: rank(Numbering::Classic),
                count,
            }
        })
        .collect()
}

struct DiagramCell {
    class: &'static str,
    label: &'static str,
}

#[derive(Template)]
#[template(path = "preset.html")]
struct PresetPage {
    ctx: Ctx,
    id: &'static str,
    name: String,
    family: &'static str,
    seats: [String; 2],
    army: String,
    moves_per_turn: u8,
    pieces: Vec<PieceRow>,
    diagram: Vec<Vec<DiagramCell>>,
    total: i64,
    stats: Vec<StatRow>,
    /// How the games ended, the commonest first.
    endings: Vec<StatRow>,
    /// Single moves a finished game took on average, in words; `None` before the first.
    average_length: Option<String>,
    /// Against each computer level: its name, games, the people's wins, the computer's.
    against_computer: Vec<(String, i64, i64, i64)>,
    see_also: Vec<(&'static str, String)>,
    /// This preset alone, for the "Play the computer" form.
    this_preset: Vec<(&'static str, String)>,
}

pub async fn preset(ctx: Ctx, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let v = variant(&path)?;
    let family = v.family();
    let lang = ctx.lang;
    let [total, first, second, draws] = db::ratings::preset_results(&state.env.pool, v.id()).await?;
    let stats = [
        (lang.msg(&i18n::side_wins(family, Seat::First)), first),
        (lang.msg(&i18n::side_wins(family, Seat::Second)), second),
        (ctx.t("preset-draws"), draws),
    ]
    .into_iter()
    .map(|(label, count)| StatRow {
        label,
        count,
        percent: percent(count, total),
    })
    .collect();
    let stored_endings = db::ratings::preset_endings(&state.env.pool, v.id()).await?;
    let ended: i64 = stored_endings.iter().map(|(_, n, _)| n).sum();
    let plies: i64 = stored_endings.iter().map(|(_, _, p)| p).sum();
    let endings = stored_endings
        .into_iter()
        .filter_map(|(reason, count, _)| {
            let end = GameEnd::parse(&reason)?;
            Some(StatRow {
                label: lang.capitalized(&i18n::move_words::end_words(v, end)),
                count,
                percent: percent(count, ended),
            })
        })
        .collect();
    let average_length = (ended > 0).then(|| {
        let average = (plies as f64 / ended as f64).round() as i64;
        ctx.t2("preset-average-length", "n", average, "unit", i18n::move_unit(v))
    });
    let against_computer = db::ratings::preset_computer_results(&state.env.pool, v.id())
        .await?
        .into_iter()
        .map(|(level, games, people, computer)| (ctx.t(&format!("computer-{level}")), games, people, computer))
        .collect();
    // Volcanoes differ from game to game: the diagram shows one drawing of them.
    let terrain = Terrain::draw(v, 1);
    let areas = [area(v, Seat::First), area(v, Seat::Second)];
    let dims = v.dims();
    let diagram = (0..dims.size())
        .rev()
        .map(|row| {
            (0..dims.size())
                .map(|col| {
                    let sq = crate::rules::Square::new(col, row);
                    if terrain.squares().contains(&sq) {
                        DiagramCell {
                            class: "terrain",
                            label: "~",
                        }
                    } else if let Some(seat) = Seat::BOTH.into_iter().find(|s| areas[s.index()].contains(&sq)) {
                        // Shaded in the seat's own colour: red and blue, or white and black in Espionage.
                        DiagramCell {
                            class: seat.name(family),
                            label: "",
                        }
                    } else {
                        DiagramCell { class: "", label: "" }
                    }
                })
                .collect()
        })
        .collect();
    let army = v
        .army()
        .iter()
        .map(|&(k, n)| lang.msg(&Msg::new("setup-count").with("n", n).with("piece", i18n::piece(v, k))))
        .collect::<Vec<_>>()
        .join(", ");
    html(
        StatusCode::OK,
        PresetPage {
            ctx,
            id: v.id(),
            name: lang.msg(&i18n::variant(v)),
            family: family.id(),
            // The first starts the sentence under the diagram, the second is in its middle.
            seats: [
                lang.msg(&i18n::side(family, Seat::First)),
                lang.msg(&i18n::seat(family, Seat::Second)),
            ],
            army,
            moves_per_turn: v.moves_per_turn(),
            pieces: piece_rows(v, lang),
            diagram,
            total,
            stats,
            endings,
            average_length,
            against_computer,
            see_also: Variant::ALL
                .into_iter()
                .filter(|o| o.family() == family && *o != v)
                .map(|o| (o.id(), lang.msg(&i18n::variant(o))))
                .collect(),
            this_preset: vec![(v.id(), lang.msg(&i18n::variant(v)))],
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_round_and_survive_no_games() {
        assert_eq!(percent(1, 3), 33);
        assert_eq!(percent(2, 3), 67);
        assert_eq!(percent(0, 0), 0);
        assert_eq!(percent(5, 5), 100);
    }
}
