//! What a position is worth to one side, judged with every identity in hand (a guessed game, or the seat's own
//! pieces): material, what the opponent knows of it, and how close the nearest attacker is to the enemy's goal.
//! A search judges hundreds of thousands of positions a move, so each judgement reads the pieces twice and no
//! more: once for what stands (`Census`), once for distances to the goals that pass found (`Reach`).

use crate::rules::board::Dir;
use crate::rules::{Family, Game, Kind, Move, Seat, Square};

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

/// What stands on the board, side by side (indexed by `Seat::index`).
pub struct Census {
    /// Each side's Flag or Headquarters.
    goal: [Option<Square>; 2],
    /// Each side's material, a piece the opponent knows counted at `KNOWN_SHARE`.
    material: [i32; 2],
    /// Each side's pieces that can move.
    pub movable: [u32; 2],
    spy: [bool; 2],
    marshal: [bool; 2],
}

impl Census {
    pub fn of(game: &Game) -> Census {
        let mut census = Census {
            goal: [None; 2],
            material: [0; 2],
            movable: [0; 2],
            spy: [false; 2],
            marshal: [false; 2],
        };
        for p in game.pieces() {
            let Some(sq) = p.square else { continue };
            let side = p.owner.index();
            let movable = p.kind.is_movable();
            let mut worth = value(p.kind);
            if movable {
                census.movable[side] += 1;
                if p.known.to_opponent {
                    worth = worth * KNOWN_SHARE / 100;
                }
            } else if p.kind.is_goal() {
                census.goal[side] = Some(sq);
            }
            census.material[side] += worth;
            match p.kind {
                Kind::Spy => census.spy[side] = true,
                Kind::Marshal => census.marshal[side] = true,
                _ => {}
            }
        }
        census
    }

    /// The side to move, when one of its pieces can take the enemy's goal with the next move (from beside it,
    /// or a Scout from along a line): a position judged where it stands would miss a game that ends one move
    /// beyond the search.
    pub fn goal_falls_next(&self, game: &Game) -> Option<Seat> {
        let side = game.to_move()?;
        let goal = self.goal[side.other().index()]?;
        let dims = game.dims();
        let terrain = game.terrain().set();
        // Attacks are orthogonal in every preset; the first piece on each line is the only one that could strike.
        Dir::ORTHOGONAL
            .into_iter()
            .filter_map(|dir| {
                (1..dims.size() as i8)
                    .map_while(|steps| dims.step(goal, dir, steps))
                    .take_while(|sq| !terrain.contains(dims.index(*sq)))
                    .find_map(|sq| game.piece_at(sq).map(|(_, p)| (sq, p)))
            })
            .any(|(from, p)| p.owner == side && p.kind.is_movable() && game.check(Move { from, to: goal }).is_ok())
            .then_some(side)
    }
}

/// How near each side's movable pieces stand to the enemy's goal.
pub struct Reach {
    /// Steps from the enemy's goal to the side's nearest movable piece (`None`: no goal, or no such piece).
    nearest: [Option<i32>; 2],
    /// For each side, the threat to its own goal: `danger` summed over the enemy pieces near it.
    pub threat: [i32; 2],
    /// For each side, the strength of its strongest piece within `GUARD_STEPS` of its own goal (0: none).
    pub guard: [u8; 2],
}

/// How near its goal a piece stands to guard it.
const GUARD_STEPS: u8 = 2;

/// Whether `side`'s goal at `goal` is walled in: every square beside it holds one of its Bombs or Mines, or is
/// a lake or volcano, so that only a piece that clears Bombs or Mines can break through.
fn walled(game: &Game, goal: Square, side: Seat) -> bool {
    let dims = game.dims();
    let terrain = game.terrain().set();
    Dir::ORTHOGONAL
        .into_iter()
        .filter_map(|dir| dims.step(goal, dir, 1))
        .all(|sq| match game.piece_at(sq) {
            Some((_, p)) => p.owner == side && matches!(p.kind, Kind::Bomb | Kind::Mine),
            None => terrain.contains(dims.index(sq)),
        })
}

impl Reach {
    /// How near each side's movable pieces stand to the enemy's goal, and nothing else: all `hard` asks.
    pub fn nearest(game: &Game, census: &Census) -> Reach {
        Reach::walk(game, census, None::<fn(i32, Kind, bool) -> i32>)
    }

    /// The same, with each goal's guard and the threat to it: `danger(steps, kind, walled)` is what an enemy piece
    /// of `kind` that many steps from a goal threatens, the goal walled in or not.
    pub fn with_danger(game: &Game, census: &Census, danger: impl Fn(i32, Kind, bool) -> i32) -> Reach {
        Reach::walk(game, census, Some(danger))
    }

    // One pass over the pieces for both; without `danger` the walls and guards are not looked at (they were a
    // fifth of `hard`'s thinking, for nothing it reads).
    fn walk(game: &Game, census: &Census, danger: Option<impl Fn(i32, Kind, bool) -> i32>) -> Reach {
        let mut reach = Reach {
            nearest: [None; 2],
            threat: [0; 2],
            guard: [0; 2],
        };
        let walled = match danger {
            Some(_) => Seat::BOTH.map(|side| census.goal[side.index()].is_some_and(|goal| walled(game, goal, side))),
            None => [false; 2],
        };
        for p in game.pieces() {
            let Some(sq) = p.square else { continue };
            if !p.kind.is_movable() {
                continue;
            }
            let side = p.owner.index();
            if danger.is_some()
                && let Some(own) = census.goal[side]
                && sq.col().abs_diff(own.col()) + sq.row().abs_diff(own.row()) <= GUARD_STEPS
            {
                reach.guard[side] = reach.guard[side].max(p.kind.strength().unwrap_or(0));
            }
            let Some(goal) = census.goal[p.owner.other().index()] else {
                continue;
            };
            let steps = i32::from(sq.col().abs_diff(goal.col()) + sq.row().abs_diff(goal.row()));
            reach.nearest[side] = Some(reach.nearest[side].map_or(steps, |n| n.min(steps)));
            if let Some(danger) = &danger {
                let target = p.owner.other().index();
                reach.threat[target] += danger(steps, p.kind, walled[target]);
            }
        }
        reach
    }
}

/// A finished game's worth to `me`: a win sooner is better, a loss later less bad.
pub fn ended(game: &Game, me: Seat) -> Option<i32> {
    game.outcome().map(|outcome| match outcome.winner {
        Some(w) if w == me => WIN - game.ply() as i32,
        Some(_) => -WIN + game.ply() as i32,
        None => 0,
    })
}

/// The position's worth to `me`: positive is good.
pub fn score(game: &Game, me: Seat) -> i32 {
    if let Some(end) = ended(game, me) {
        return end;
    }
    let census = Census::of(game);
    let reach = Reach::nearest(game, &census);
    score_of(game, &census, &reach, me)
}

/// `score` of a game not over, from what its two passes found.
pub fn score_of(game: &Game, census: &Census, reach: &Reach, me: Seat) -> i32 {
    let mut total = census.material[me.index()] - census.material[me.other().index()];
    for side in Seat::BOTH {
        if census.goal[side.other().index()].is_none() {
            continue;
        }
        let pull = APPROACH * (20 - reach.nearest[side.index()].unwrap_or(20));
        total += if side == me { pull } else { -pull };
    }
    if game.family() == Family::Stratego {
        // The Spy is worth its count only while the enemy Marshal stands, and the Marshal is worth less while
        // the enemy Spy does.
        for side in Seat::BOTH {
            let sign = if side == me { 1 } else { -1 };
            if census.spy[side.index()] && !census.marshal[side.other().index()] {
                total -= sign * (value(Kind::Spy) - 5);
            }
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use crate::rules::playout::random_start;
    use crate::rules::rng::SeededRng;
    use crate::rules::{Seat, Variant};

    /// `hard`'s judgement as first written, a pass over the pieces for each thing it asks: the two-pass version
    /// must give the same value for every position, or `hard` (kept as `hard-v1`) would play differently.
    mod plain {
        use crate::bot::evaluate::{WIN, value};
        use crate::rules::game::PieceState;
        use crate::rules::{Family, Game, Kind, Seat, Square};

        fn on_board(game: &Game) -> impl DoubleEndedIterator<Item = (&PieceState, Square)> {
            game.pieces().iter().filter_map(|p| p.square.map(|sq| (p, sq)))
        }

        /// The side's goal, the last of its goal pieces in the game's order (as the judgements first read it).
        fn goal(game: &Game, side: Seat) -> Option<(&PieceState, Square)> {
            on_board(game).rfind(|(p, _)| p.owner == side && p.kind.is_goal())
        }

        pub fn score(game: &Game, me: Seat) -> i32 {
            if let Some(outcome) = game.outcome() {
                return match outcome.winner {
                    Some(w) if w == me => WIN - game.ply() as i32,
                    Some(_) => -WIN + game.ply() as i32,
                    None => 0,
                };
            }
            let on_board = || on_board(game);
            let goal = |side: Seat| goal(game, side);
            let mut total = 0;
            for (p, _) in on_board() {
                let known = p.known.to_opponent && p.kind.is_movable();
                let worth = if known { value(p.kind) * 85 / 100 } else { value(p.kind) };
                total += if p.owner == me { worth } else { -worth };
            }
            for side in Seat::BOTH {
                let Some((_, target)) = goal(side.other()) else {
                    continue;
                };
                let nearest = on_board()
                    .filter(|(p, _)| p.owner == side && p.kind.is_movable())
                    .map(|(_, sq)| i32::from(sq.col().abs_diff(target.col()) + sq.row().abs_diff(target.row())))
                    .min()
                    .unwrap_or(20);
                total += if side == me {
                    4 * (20 - nearest)
                } else {
                    -4 * (20 - nearest)
                };
            }
            let alive = |side: Seat, kind: Kind| on_board().any(|(p, _)| p.owner == side && p.kind == kind);
            if game.family() == Family::Stratego {
                for side in Seat::BOTH {
                    let sign = if side == me { 1 } else { -1 };
                    if alive(side, Kind::Spy) && !alive(side.other(), Kind::Marshal) {
                        total -= sign * (value(Kind::Spy) - 5);
                    }
                }
            }
            total
        }
    }

    #[test]
    fn the_two_pass_judgement_equals_the_plain_one() {
        for variant in Variant::ALL {
            for seed in 0..3 {
                let (_, _, mut game) = random_start(variant, seed);
                let mut rng = SeededRng::new(seed);
                while game.outcome().is_none() && game.ply() < 300 {
                    for seat in Seat::BOTH {
                        assert_eq!(
                            super::score(&game, seat),
                            plain::score(&game, seat),
                            "{variant:?} ply {}",
                            game.ply()
                        );
                    }
                    let legal = game.legal_moves();
                    game.play(legal[rng.below(legal.len())]).unwrap();
                }
            }
        }
    }
}
