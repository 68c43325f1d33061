//! What a position is worth to one side, judged with every identity in hand (a guessed game, or the seat's own
//! pieces): material, what the opponent knows of it, and how close the nearest attacker is to the enemy's goal.

use crate::rules::{Family, Game, Kind, Seat};

/// The worth of a won game; a lost one is its negation. Far above any material count.
pub const WIN: i32 = 1_000_000;

/// How much a piece counts. Stratego values follow the usual order of strength with the Miners and the Spy above
/// their rank (both are needed to win); Espionage's Minesweepers are what opens a way through Mines.
pub fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Marshal => 400,
        Kind::General => 250,
        Kind::Colonel => 140,
        Kind::Major => 90,
        Kind::Captain => 55,
        Kind::Lieutenant => 35,
        Kind::Sergeant => 22,
        Kind::Miner => 45,
        Kind::Scout => 15,
        Kind::Spy => 60,
        Kind::Bomb => 20,
        Kind::Soldier(5) => 200,
        Kind::Soldier(4) => 110,
        Kind::Soldier(3) => 60,
        Kind::Soldier(2) => 35,
        Kind::Soldier(_) => 20,
        Kind::Minesweeper => 50,
        Kind::Mine => 15,
        Kind::Flag | Kind::Headquarters => 0,
    }
}

/// A piece whose identity its opponent knows is worth less: it can be hunted and it threatens less.
const KNOWN_SHARE: i32 = 85;

/// Worth of a square nearer the enemy's goal, for the nearest of one side's movable pieces.
const APPROACH: i32 = 4;

/// The position's worth to `me`: positive is good.
pub fn score(game: &Game, me: Seat) -> i32 {
    if let Some(outcome) = game.outcome() {
        return match outcome.winner {
            Some(w) if w == me => WIN - game.ply() as i32,
            Some(_) => -WIN + game.ply() as i32,
            None => 0,
        };
    }
    let mut total = 0;
    let mut goal = [None; 2];
    for p in game.pieces() {
        let Some(sq) = p.square else { continue };
        if p.kind.is_goal() {
            goal[p.owner.index()] = Some(sq);
        }
        let mut worth = value(p.kind);
        if p.known.to_opponent && p.kind.is_movable() {
            worth = worth * KNOWN_SHARE / 100;
        }
        total += if p.owner == me { worth } else { -worth };
    }
    for side in Seat::BOTH {
        let Some(target) = goal[side.other().index()] else {
            continue;
        };
        let nearest = game
            .pieces()
            .iter()
            .filter(|p| p.owner == side && p.kind.is_movable())
            .filter_map(|p| p.square)
            .map(|sq| i32::from(sq.col().abs_diff(target.col()) + sq.row().abs_diff(target.row())))
            .min()
            .unwrap_or(20);
        let pull = APPROACH * (20 - nearest);
        total += if side == me { pull } else { -pull };
    }
    if game.family() == Family::Stratego {
        total += spy_threat(game, me);
    }
    total
}

/// The Spy is worth its count only while the enemy Marshal stands, and the Marshal is worth less while the
/// enemy Spy does.
fn spy_threat(game: &Game, me: Seat) -> i32 {
    let alive = |owner: Seat, kind: Kind| {
        game.pieces()
            .iter()
            .any(|p| p.owner == owner && p.kind == kind && p.square.is_some())
    };
    let mut total = 0;
    for side in Seat::BOTH {
        let sign = if side == me { 1 } else { -1 };
        if alive(side, Kind::Spy) && !alive(side.other(), Kind::Marshal) {
            total -= sign * (value(Kind::Spy) - 5);
        }
    }
    total
}
