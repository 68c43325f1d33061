//! Preset pages (a diagram of the board, statistics with a chart drawn on the server, a button to play),
//! leaderboards, and player profiles with their rating history. Open to everyone.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

use super::AppState;
use super::extract::Ctx;
use super::html;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::rules::setup::area;
use crate::rules::{Kind, Numbering, Seat, Terrain, Variant};

fn variant(id: &str) -> AppResult<Variant> {
    Variant::parse(id).ok_or(AppError::NotFound)
}

/// A share as a whole percentage of `total`.
fn percent(n: i64, total: i64) -> i64 {
    if total == 0 { 0 } else { (n * 100 + total / 2) / total }
}

struct StatRow {
    label: String,
    count: i64,
    percent: i64,
    /// The bar's length in the chart (of 300).
    bar: i64,
    y: i64,
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
    see_also: Vec<(&'static str, String)>,
}

pub async fn preset(ctx: Ctx, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let v = variant(&path)?;
    let family = v.family();
    let lang = ctx.lang;
    let [total, first, second, draws] = db::ratings::preset_results(&state.env.pool, v.id()).await?;
    let stats = [
        (ctx.t1("preset-wins", "side", i18n::side(family, Seat::First)), first),
        (ctx.t1("preset-wins", "side", i18n::side(family, Seat::Second)), second),
        (ctx.t("preset-draws"), draws),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (label, count))| StatRow {
        label,
        count,
        percent: percent(count, total),
        bar: percent(count, total) * 3,
        y: i as i64 * 30 + 5,
    })
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
                    } else if areas[0].contains(&sq) {
                        DiagramCell {
                            class: "first",
                            label: "",
                        }
                    } else if areas[1].contains(&sq) {
                        DiagramCell {
                            class: "second",
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
        .map(|&(k, n)| format!("{n} × {}", lang.msg(&i18n::piece(v, k))))
        .collect::<Vec<_>>()
        .join(", ");
    html(
        StatusCode::OK,
        PresetPage {
            ctx,
            id: v.id(),
            name: lang.msg(&i18n::variant(v)),
            family: match family {
                crate::rules::Family::Stratego => "stratego",
                crate::rules::Family::Espionage => "espionage",
            },
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
            see_also: Variant::ALL
                .into_iter()
                .filter(|o| o.family() == family && *o != v)
                .map(|o| (o.id(), lang.msg(&i18n::variant(o))))
                .collect(),
        },
    )
}

#[derive(Template)]
#[template(path = "leaderboard.html")]
struct LeaderboardPage {
    ctx: Ctx,
    id: &'static str,
    name: String,
    rows: Vec<db::ratings::BoardRow>,
}

pub async fn leaderboard(ctx: Ctx, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let v = variant(&path)?;
    let rows = db::ratings::leaderboard(&state.env.pool, v.id()).await?;
    html(
        StatusCode::OK,
        LeaderboardPage {
            id: v.id(),
            name: ctx.tm(&i18n::variant(v)),
            rows,
            ctx,
        },
    )
}

/// One preset's rating history as a line in a 400×150 chart.
struct HistoryChart {
    name: String,
    points: String,
    low: i64,
    high: i64,
}

fn chart(name: String, ratings: &[f64]) -> HistoryChart {
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min).floor() - 10.0;
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max).ceil() + 10.0;
    let step = if ratings.len() > 1 {
        380.0 / (ratings.len() - 1) as f64
    } else {
        0.0
    };
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| {
            format!(
                "{:.1},{:.1}",
                10.0 + step * i as f64,
                140.0 - (r - low) / (high - low) * 130.0
            )
        })
        .collect::<Vec<_>>()
        .join(" ");
    HistoryChart {
        name,
        points,
        low: low as i64,
        high: high as i64,
    }
}

#[derive(Template)]
#[template(path = "profile.html")]
struct ProfilePage {
    ctx: Ctx,
    username: String,
    ratings: Vec<(String, i64, i64, i32)>,
    charts: Vec<HistoryChart>,
    results: Vec<(String, i64, i64, i64)>,
    recent: Vec<(i64, String)>,
}

pub async fn profile(ctx: Ctx, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let user = db::users::id_by_name(pool, &path).await?.ok_or(AppError::NotFound)?;
    let row = db::users::admin_row(pool, user).await?.ok_or(AppError::NotFound)?;
    let lang = ctx.lang;
    let name_of = |id: &str| Variant::parse(id).map_or_else(|| id.to_string(), |v| lang.msg(&i18n::variant(v)));
    let ratings = db::ratings::of_player(pool, user)
        .await?
        .into_iter()
        .map(|r| {
            (
                name_of(&r.variant),
                r.rating.round() as i64,
                r.deviation.round() as i64,
                r.games,
            )
        })
        .collect();
    let history = db::ratings::history(pool, user).await?;
    let charts = Variant::ALL
        .into_iter()
        .filter_map(|v| {
            let mut points: Vec<f64> = vec![1500.0];
            points.extend(history.iter().filter(|(id, _, _)| id == v.id()).map(|(_, r, _)| *r));
            (points.len() > 1).then(|| chart(lang.msg(&i18n::variant(v)), &points))
        })
        .collect();
    let results = db::ratings::player_results(pool, user)
        .await?
        .into_iter()
        .map(|(v, w, d, l)| (name_of(&v), w, d, l))
        .collect();
    let recent = db::games::of_user(pool, user)
        .await?
        .into_iter()
        .rev()
        .take(20)
        .map(|(id, s)| (id.0, lang.t(s.message_id())))
        .collect();
    html(
        StatusCode::OK,
        ProfilePage {
            ctx,
            username: row.username,
            ratings,
            charts,
            results,
            recent,
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
