//! The `hard` player: guess the hidden enemy pieces many times, search every guess a few moves deep with
//! everything in view, and play the move that does best on average over the guesses (determinized search).

use crate::rules::rng::SeededRng;
use crate::rules::{Game, Move, Seat, SeatView};

use super::Budget;
use super::evaluate::{WIN, score};
use super::sampling::{Leanings, determinize};
use super::tracking::Tracked;

/// Guesses searched at most, whatever the budget.
const MAX_SAMPLES: usize = 48;

/// The move with the best average over guessed games, or `None` when no guess agreed with the view (then the
/// caller falls back on a simpler player).
pub fn choose(sv: &SeatView, rng: &mut SeededRng, budget: &Budget) -> Option<Move> {
    let legal = sv.legal_moves();
    let tracked = Tracked::follow(sv);
    let me = sv.seat();
    // A turn of two moves is searched to the end of the opponent's answer.
    let depth = if sv.variant().moves_per_turn() == 2 { 3 } else { 2 };
    let mut totals = vec![0i64; legal.len()];
    let mut nodes = 0u64;
    let mut samples = 0;
    while samples < MAX_SAMPLES && nodes < budget.nodes && !budget.interrupted() {
        let Some(game) = determinize(sv, &tracked, &Leanings::none(), rng) else {
            break;
        };
        samples += 1;
        for (i, &mv) in legal.iter().enumerate() {
            let mut child = game.clone();
            child
                .play(mv)
                .expect("a legal move of the view is legal in a game that agrees with it");
            nodes += 1;
            totals[i] += i64::from(alphabeta(&child, depth - 1, (-WIN - 1, WIN + 1), me, &mut nodes, score));
        }
    }
    if samples == 0 {
        return None;
    }
    best_of(legal, &totals, rng)
}

/// The move with the highest total, ties broken by `rng`.
pub(super) fn best_of(legal: &[Move], totals: &[i64], rng: &mut SeededRng) -> Option<Move> {
    let best = *totals.iter().max()?;
    let tied: Vec<usize> = (0..legal.len()).filter(|&i| totals[i] == best).collect();
    Some(legal[tied[rng.below(tied.len())]])
}

/// Minimax with alpha-beta cuts (the window `(alpha, beta)`), from `me`'s side, positions judged by `judge`;
/// attacks are tried first so that cuts come early.
pub(super) fn alphabeta(
    game: &Game,
    depth: u32,
    (mut alpha, mut beta): (i32, i32),
    me: Seat,
    nodes: &mut u64,
    judge: fn(&Game, Seat) -> i32,
) -> i32 {
    if depth == 0 || game.outcome().is_some() {
        return judge(game, me);
    }
    let Some(to_move) = game.to_move() else {
        return judge(game, me);
    };
    let mut moves = game.legal_moves();
    moves.sort_by_key(|m| game.piece_at(m.to).is_none());
    let maximizing = to_move == me;
    let mut best = if maximizing { -WIN - 1 } else { WIN + 1 };
    for mv in moves {
        let mut child = game.clone();
        if child.play(mv).is_err() {
            continue;
        }
        *nodes += 1;
        let v = alphabeta(&child, depth - 1, (alpha, beta), me, nodes, judge);
        if maximizing {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    if best.abs() > WIN { judge(game, me) } else { best }
}
