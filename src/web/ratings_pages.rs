//! Ratings as pages: a preset's leaderboard, and a player's profile (ratings, their history as charts,
//! results by preset, recent games).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

use super::extract::Ctx;
use super::game::preset_page::variant;
use super::{AppState, html};
use crate::db;
use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::rules::Variant;

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
    /// A computer player: its games are never rated.
    computer: bool,
    ratings: Vec<(String, i64, i64, i32)>,
    charts: Vec<HistoryChart>,
    results: Vec<(String, i64, i64, i64)>,
    recent: Vec<RecentGame>,
}

/// A game of the player's, as their profile lists it.
struct RecentGame {
    id: i64,
    when: String,
    preset: String,
    opponent: String,
    /// How it stands, or how it ended in words ("bo (blue) won by capturing the flag.").
    result: String,
}

/// The games a profile lists.
const RECENT_GAMES: i64 = 20;

pub async fn profile(ctx: Ctx, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let user = db::users::id_by_name(pool, &path).await?.ok_or(AppError::NotFound)?;
    let row = db::user_admin::admin_row(pool, user).await?.ok_or(AppError::NotFound)?;
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
    let recent = db::game_lists::recent_of_player(pool, user, RECENT_GAMES)
        .await?
        .into_iter()
        .map(|g| {
            let names =
                [&g.first_name, &g.second_name].map(|n| n.as_deref().map_or_else(String::new, |n| lang.player_name(n)));
            let result = match (g.status, g.result_reason) {
                (db::games::GameStatus::Finished, Some(end)) => {
                    lang.msg(&i18n::move_words::result_words(g.variant, g.winner, end, None, &names))
                }
                (status, _) => lang.t(status.message_id()),
            };
            RecentGame {
                id: g.id.0,
                when: ctx.datetime(g.updated_at),
                preset: lang.msg(&i18n::variant(g.variant)),
                opponent: names[usize::from(g.first)].clone(),
                result,
            }
        })
        .collect();
    html(
        StatusCode::OK,
        ProfilePage {
            ctx,
            username: lang.player_name(&row.username),
            computer: row.role == crate::db::users::Role::Computer,
            ratings,
            charts,
            results,
            recent,
        },
    )
}
