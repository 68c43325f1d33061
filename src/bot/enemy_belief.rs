//! What the enemy may believe of `expert`'s pieces, and a search in which it answers from that belief rather than
//! from the guessed game, where it would see everything (why: `outguess`, and docs/ARCHITECTURE.md).

use crate::rules::game::PieceState;
use crate::rules::piece::PieceId;
use crate::rules::rng::SeededRng;
use crate::rules::{Game, Kind, Seat};

use super::evaluate::WIN;
use super::search::alphabeta;

/// What `game` is worth to `me`, searched `depth` moves deep, the enemy making its next turn as it would knowing
/// only what it has seen of `me`'s pieces. A search in one guessed game lets the enemy see everything: it would
/// always hit `me`'s weakest hidden piece and flee the strongest, so the player would fear to show a piece and
/// never bluff ("strategy fusion"). Here each enemy decision is searched in the game the enemy may believe in, `me`'s
/// pieces it has not seen dealt among themselves again (`believed`), and the move it picks there is then played
/// in the guessed game; what follows is searched in the guessed game. `belief` seeds that dealing, the same
/// for every move searched from one guess so that the moves are compared against one enemy; without one the
/// enemy sees everything, as in `hard`. Positions are judged by `judge`.
pub(super) fn outguess(
    game: &Game,
    depth: u32,
    me: Seat,
    belief: Option<u64>,
    nodes: &mut u64,
    judge: fn(&Game, Seat) -> i32,
) -> i32 {
    let enemy_decides = depth > 0 && game.outcome().is_none() && game.to_move().is_some_and(|side| side != me);
    let belief = match belief {
        Some(belief) if enemy_decides => belief,
        // Past the enemy's first decision (or before it, in the middle of a turn of two moves) the search is the
        // plain one: an enemy choosing blind at every depth would cost a search of each of its moves. The plain
        // search also judges a position at the end of the depth or of the game.
        _ => return alphabeta(game, depth, (-WIN - 1, WIN + 1), me, nodes, judge),
    };
    let seen = believed(game, me, belief);
    let mut moves = seen.legal_moves();
    moves.sort_by_key(|m| seen.piece_at(m.to).is_none());
    let mut choice = None;
    let mut beta = WIN + 1;
    for mv in moves {
        let mut child = seen.clone();
        if child.play(mv).is_err() {
            continue;
        }
        *nodes += 1;
        let v = alphabeta(&child, depth - 1, (-WIN - 1, beta), me, nodes, judge);
        if v < beta {
            beta = v;
            choice = Some(mv);
        }
    }
    let mut child = game.clone();
    match choice {
        Some(mv) if child.play(mv).is_ok() => {
            *nodes += 1;
            outguess(&child, depth - 1, me, Some(belief), nodes, judge)
        }
        _ => judge(game, me),
    }
}

/// `game` as its enemy may believe it to be: `me`'s pieces the enemy has not seen dealt their kinds again among
/// themselves (drawn from `belief`), those that have moved only kinds that move. The Flag stays where it is:
/// a player cannot afford to hope that the enemy piece beside it will not guess it, and a searching enemy
/// attacks every piece that might be the Flag.
fn believed(game: &Game, me: Seat, belief: u64) -> Game {
    let hidden: Vec<(PieceId, &PieceState)> = game
        .pieces()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.owner == me && p.square.is_some() && !p.known.to_opponent && !p.kind.is_goal())
        .map(|(id, p)| (id as PieceId, p))
        .collect();
    let mut kinds: Vec<Kind> = hidden.iter().map(|(_, p)| p.kind).collect();
    SeededRng::new(belief).shuffle(&mut kinds);
    // The pieces that have moved take the first kinds that move, the others the rest in the drawn order.
    let moved = hidden.iter().filter(|(_, p)| p.moved).count();
    let (mut for_moved, mut for_rest) = (Vec::with_capacity(moved), Vec::with_capacity(kinds.len()));
    for kind in kinds {
        if kind.is_movable() && for_moved.len() < moved {
            for_moved.push(kind);
        } else {
            for_rest.push(kind);
        }
    }
    let (moved, rest): (Vec<_>, Vec<_>) = hidden.iter().map(|&(id, p)| (id, p.moved)).partition(|&(_, m)| m);
    game.with_identities(
        moved
            .into_iter()
            .zip(for_moved)
            .chain(rest.into_iter().zip(for_rest))
            .map(|((id, _), kind)| (id, kind)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::rules::playout::random_start;

    /// The game the enemy is made to believe in is one it cannot tell from the guessed game: its view of both is
    /// the same, its moves are, and the player's army is the same army, its hidden part dealt again.
    #[test]
    fn the_enemys_belief_looks_to_the_enemy_like_the_game() {
        use crate::rules::Viewer;
        for variant in Variant::ALL {
            let mut redealt = 0;
            for seed in 0..6 {
                let (_, _, mut game) = random_start(variant, seed);
                let mut rng = SeededRng::new(seed);
                while game.outcome().is_none() && game.ply() < 20 + 30 * seed as u32 {
                    let legal = game.legal_moves();
                    game.play(legal[rng.below(legal.len())]).unwrap();
                }
                // The search asks for the belief when the enemy is to move.
                let Some(me) = game.to_move().map(Seat::other) else {
                    continue;
                };
                let seen = believed(&game, me, seed);
                let enemy = Viewer::Player(me.other());
                assert_eq!(seen.view_for(enemy), game.view_for(enemy), "{variant:?} seed {seed}");
                let army = |g: &Game| {
                    let mut kinds: Vec<Kind> = g.pieces().iter().filter(|p| p.owner == me).map(|p| p.kind).collect();
                    kinds.sort();
                    kinds
                };
                assert_eq!(army(&seen), army(&game), "{variant:?} seed {seed}");
                assert_eq!(seen.legal_moves(), game.legal_moves(), "the enemy's moves: {variant:?}");
                redealt += usize::from(seen.pieces() != game.pieces());
            }
            // Where every piece is shown, there is nothing to believe otherwise.
            let expected = if variant.is_open() { 0..=0 } else { 4..=6 };
            assert!(
                expected.contains(&redealt),
                "{variant:?}: re-dealt in {redealt} of 6 games"
            );
        }
    }
}
