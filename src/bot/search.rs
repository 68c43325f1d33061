//! The `hard` player: guess the hidden enemy pieces many times, search every guess a few moves deep with
//! everything in view, and play the move that does best on average over the guesses (determinized search).

use crate::rules::rng::SeededRng;
use crate::rules::{Game, Move, Seat, SeatView};

use super::Budget;
use super::evaluate::{WIN, score};
use super::sampling::determinize;
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
        let Some(game) = determinize(sv, &tracked, rng) else {
            break;
        };
        samples += 1;
        for (i, &mv) in legal.iter().enumerate() {
            let mut child = game.clone();
            child
                .play(mv)
                .expect("a legal move of the view is legal in a game that agrees with it");
            nodes += 1;
            totals[i] += i64::from(alphabeta(&child, depth - 1, -WIN - 1, WIN + 1, me, &mut nodes));
        }
    }
    if samples == 0 {
        return None;
    }
    let best = *totals.iter().max()?;
    let tied: Vec<usize> = (0..legal.len()).filter(|&i| totals[i] == best).collect();
    Some(legal[tied[rng.below(tied.len())]])
}

/// Minimax with alpha-beta cuts, from `me`'s side; attacks are tried first so that cuts come early.
fn alphabeta(game: &Game, depth: u32, mut alpha: i32, mut beta: i32, me: Seat, nodes: &mut u64) -> i32 {
    if depth == 0 || game.outcome().is_some() {
        return score(game, me);
    }
    let Some(to_move) = game.to_move() else {
        return score(game, me);
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
        let v = alphabeta(&child, depth - 1, alpha, beta, me, nodes);
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
    if best.abs() > WIN { score(game, me) } else { best }
}
