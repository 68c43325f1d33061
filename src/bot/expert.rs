//! The `expert` player. Like `hard` it guesses the hidden enemy pieces (games that agree with everything its
//! seat has seen, leaning on how each piece behaved) and searches each guess; unlike it, it uses all the time it
//! is given (a few guesses at `hard`'s depth, then guesses searched a move deeper until the clock stops it), and
//! it judges a position over the whole game: the material, whether its movable army outlasts the enemy's, and how
//! close the enemy stands to its Flag. Why this design and not another is in `docs/ARCHITECTURE.md` ("The
//! computer players").

use crate::rules::battle::{Removed, fight};
use crate::rules::rng::SeededRng;
use crate::rules::{Family, Game, Kind, Move, Seat, SeatView};

use super::Budget;
use super::enemy_belief::outguess;
use super::evaluate::{Census, Reach, WIN, ended, score_of, value};
use super::sampling::{Leanings, determinize};
use super::search::best_of;
use super::tracking::Tracked;

/// Guesses searched at most: past this many, another guess hardly changes the averages.
const MAX_SAMPLES: usize = 4000;

/// How much having more movable pieces than the enemy is worth, per unit of the logarithm of their ratio: a
/// side whose last movable piece falls has lost, so the last few count far more than the first.
const MOBILITY: f64 = 160.0;

/// The threat of an enemy piece `d` squares (by steps) from a Flag is worth `DANGER × (REACH + 1 − d)` for
/// `d ≤ REACH`, scaled by how strong the piece is or, at a walled Flag, by whether it clears the wall.
const DANGER: i32 = 10;
const REACH: i32 = 4;

/// The lead in value (material and the rest of `judge`) that makes a win about 73% likely (e to 1): a Marshal
/// ahead is a game won three times in four.
const CHANCE_SCALE: f64 = 300.0;

/// Guesses searched at `hard`'s depth before the search deepens: a move to play when not one deeper search fits
/// in the budget (a deeper search of one guess can take a large part of a second).
const SHALLOW_SAMPLES: usize = 4;

/// Whether `expert` models its enemy in this game: lets the enemy answer from its own view (`outguess`) and
/// weighs moves by their chances (`add_chances`). Measured better against `hard-v1` in Stratego's full army of
/// forty; no better with Barrage's eight, and worse in Espionage and in Maršál a špión (where an attacker that wins
/// stays unknown to the defender), where the plain search is kept (BENCHMARKS.md, "`expert` against `hard-v1`").
fn models_the_enemy(sv: &SeatView) -> bool {
    let variant = sv.variant();
    let army: u32 = variant.army().iter().map(|&(_, n)| u32::from(n)).sum();
    variant.family() == Family::Stratego && army == 40 && !variant.is_czech()
}

/// Where the enemy's pieces are guessed to stand before play: in the armies of forty, as real players set them up
/// (in Maršál a špión, where every Flag falls to a raid, with a raider near our own Flag likelier a Miner); in
/// Barrage and Espionage anywhere, as `hard` guesses them.
fn leanings(sv: &SeatView, tracked: &Tracked) -> Leanings {
    let variant = sv.variant();
    if models_the_enemy(sv) {
        Leanings::of_real_setups(sv, tracked)
    } else if variant.is_czech() {
        Leanings::of_real_setups(sv, tracked).with_raiders(sv, tracked, |kind| clears_walls(variant.family(), kind))
    } else {
        Leanings::none()
    }
}

/// The move with the best average over guessed games, or `None` when no guess agreed with the view. Anytime: it
/// first searches `SHALLOW_SAMPLES` guesses as deep as `hard` does, then those guesses and new ones a move deeper
/// until the budget ends, and plays by the deeper averages once one is complete (depth wins more games than
/// guesses do: BENCHMARKS.md). A deeper search cut short by the clock is dropped. Where the first deeper search
/// shows that not `SHALLOW_SAMPLES` of them fit in the time (many moves a side, as in Maršál a špión and
/// Espionage), it is given up and the rest of the time goes to more guesses as deep as `hard` searches: an
/// average of one or two guesses is a poor guide.
pub fn choose(sv: &SeatView, rng: &mut SeededRng, budget: &Budget) -> Option<Move> {
    let legal = sv.legal_moves();
    let tracked = Tracked::follow(sv);
    let models = models_the_enemy(sv);
    let leanings = leanings(sv, &tracked);
    let add_values = if models { add_chances } else { add };
    let me = sv.seat();
    let shallow = hards_depth(sv);
    let mut nodes = 0u64;
    let mut shallow_done = Shallow {
        totals: vec![0i64; legal.len()],
        searched: 0,
        kept: Vec::new(),
    };
    let search_shallow = |done: &mut Shallow, nodes: &mut u64, rng: &mut SeededRng, up_to| {
        // One guess is always searched, whatever the budget: a move from one guess beats a move from none.
        while done.searched == 0 || (done.searched < up_to && *nodes < budget.nodes && !budget.interrupted()) {
            let Some(game) = determinize(sv, &tracked, &leanings, rng) else {
                break;
            };
            let belief = models.then(|| rng.next_u64());
            let values = search_guess(&game, legal, shallow, me, nodes, belief, &|_| false)
                .expect("a search that is never stopped ends");
            add_values(&mut done.totals, &values);
            done.searched += 1;
            if done.kept.len() < SHALLOW_SAMPLES {
                done.kept.push(game);
            }
        }
    };
    search_shallow(&mut shallow_done, &mut nodes, rng, SHALLOW_SAMPLES);
    if shallow_done.searched == 0 {
        return None;
    }
    let mut deep_totals = vec![0i64; legal.len()];
    let mut deep = 0;
    let mut gave_up = false;
    while deep < MAX_SAMPLES && nodes < budget.nodes && !budget.interrupted() {
        let game = match shallow_done.kept.get(deep) {
            Some(game) => game.clone(),
            None => match determinize(sv, &tracked, &leanings, rng) {
                Some(game) => game,
                None => break,
            },
        };
        let begun = budget.time_used();
        let stop = |searched: usize| match (begun, budget.time_used()) {
            (Some(begun), Some(now)) => now >= 1.0 || (deep == 0 && !deeper_fits(begun, now, searched, legal.len())),
            _ => false,
        };
        let belief = models.then(|| rng.next_u64());
        let Some(values) = search_guess(&game, legal, shallow + 1, me, &mut nodes, belief, &stop) else {
            gave_up = deep == 0 && !budget.interrupted();
            break;
        };
        add_values(&mut deep_totals, &values);
        deep += 1;
    }
    if gave_up {
        search_shallow(&mut shallow_done, &mut nodes, rng, MAX_SAMPLES);
    }
    if deep > 0 {
        best_of(legal, &deep_totals, rng)
    } else {
        best_of(legal, &shallow_done.totals, rng)
    }
}

/// Whether the first deeper guess, begun when the share `begun` of the time was used and at `now` after `searched`
/// of its `moves` moves, tells that `SHALLOW_SAMPLES` deeper guesses fit in the time: fewer would make an average
/// that rests on fewer guesses than the shallow one.
fn deeper_fits(begun: f64, now: f64, searched: usize, moves: usize) -> bool {
    let one_guess = (now - begun) * moves as f64 / searched.max(1) as f64;
    searched == 0 || begun + one_guess * SHALLOW_SAMPLES as f64 <= 1.0
}

/// What the searches as deep as `hard`'s have found: each move's summed value, over how many guesses, and the
/// first guesses, kept for the deeper search.
struct Shallow {
    totals: Vec<i64>,
    searched: usize,
    kept: Vec<Game>,
}

/// Each legal move of the view (in `legal_moves` order) with its average value over guessed games searched as
/// deep as `hard` searches, guesses following one another until `nodes` positions are spent (one at least):
/// what the analysis after a game reports. Each guess's value is held within `±cap`, so that a won game in a few
/// guesses (a Scout that happens to find the guessed Flag) counts for what it is likely to be worth, not for a
/// million. Deterministic for a seed; `None` when no guess agreed with the view.
pub fn weigh(sv: &SeatView, rng: &mut SeededRng, nodes: u64, cap: i64) -> Option<Vec<i64>> {
    let legal = sv.legal_moves();
    let tracked = Tracked::follow(sv);
    let models = models_the_enemy(sv);
    let leanings = leanings(sv, &tracked);
    let mut spent = 0u64;
    let mut totals = vec![0i64; legal.len()];
    let mut guesses = 0i64;
    while guesses == 0 || spent < nodes {
        let Some(game) = determinize(sv, &tracked, &leanings, rng) else {
            break;
        };
        let values = search_guess(
            &game,
            legal,
            hards_depth(sv),
            sv.seat(),
            &mut spent,
            models.then(|| rng.next_u64()),
            &|_| false,
        )?;
        let held: Vec<i64> = values.into_iter().map(|v| v.clamp(-cap, cap)).collect();
        add(&mut totals, &held);
        guesses += 1;
    }
    (guesses > 0).then(|| totals.into_iter().map(|total| total / guesses).collect())
}

/// To the end of the opponent's answer (of its turn's first move in a game of two moves a turn), then to the end
/// of the player's own next move: as deep as `hard` searches.
fn hards_depth(sv: &SeatView) -> u32 {
    if sv.variant().moves_per_turn() == 2 { 3 } else { 2 }
}

/// Each legal move's value in one guessed game, searched `depth` moves deep; `None` when `stop`, asked with the
/// number of moves searched so far, cut it short.
/// With a `belief`, the enemy answers as it would knowing what it knows (`outguess`), holding the one belief it
/// seeds.
fn search_guess(
    game: &Game,
    legal: &[Move],
    depth: u32,
    me: Seat,
    nodes: &mut u64,
    belief: Option<u64>,
    stop: &dyn Fn(usize) -> bool,
) -> Option<Vec<i64>> {
    let mut values = Vec::with_capacity(legal.len());
    for &mv in legal {
        if stop(values.len()) {
            return None;
        }
        let mut child = game.clone();
        child
            .play(mv)
            .expect("a legal move of the view is legal in a game that agrees with it");
        *nodes += 1;
        values.push(i64::from(outguess(&child, depth - 1, me, belief, nodes, judge)));
    }
    Some(values)
}

/// Whether `kind` takes the Bombs or Mines that wall a goal in.
fn clears_walls(family: Family, kind: Kind) -> bool {
    let wall = match family {
        Family::Stratego => Kind::Bomb,
        Family::Espionage => Kind::Mine,
    };
    kind.is_movable() && fight(family, kind, wall) == Removed::Defender
}

/// Adds each move's chance of winning in one guess (in millionths), as its value there suggests. Values are
/// averaged as chances, not as they stand: a Flag taken in one guess of eight is a win in one game of eight,
/// not a gain of a hundred Marshals on average, which would send any piece at any piece that might be the Flag
/// and make every enemy piece near the own Flag a panic.
fn add_chances(totals: &mut [i64], values: &[i64]) {
    for (total, &value) in totals.iter_mut().zip(values) {
        let chance = 1.0 / (1.0 + (-(value as f64) / CHANCE_SCALE).exp());
        *total += (chance * 1e6).round() as i64;
    }
}

fn add(totals: &mut [i64], values: &[i64]) {
    for (total, value) in totals.iter_mut().zip(values) {
        *total += value;
    }
}

/// What a position is worth to `me` over the rest of the game: `hard`'s judgement (material, what the enemy
/// knows of it, the way to the enemy's goal), with the movable armies and the danger to each Flag.
pub fn judge(game: &Game, me: Seat) -> i32 {
    if let Some(end) = ended(game, me) {
        return end;
    }
    let census = Census::of(game);
    if let Some(side) = census.goal_falls_next(game) {
        let ended_next = WIN - game.ply() as i32 - 1;
        return if side == me { ended_next } else { -ended_next };
    }
    let family = game.family();
    let reach = Reach::with_danger(game, &census, |steps, kind, walled| {
        if steps > REACH {
            return 0;
        }
        // A Scout or a Soldier at an open gate is as deadly as a Marshal; stronger pieces only a little more so.
        // Behind a wall only a piece that clears it is: a Miner at a walled Flag is the raid that wins games.
        let strength = match walled {
            false => 2 + value(kind).min(200) / 100,
            true if clears_walls(family, kind) => 4,
            true => 1,
        };
        DANGER * (REACH + 1 - steps) * strength
    });
    let base = score_of(game, &census, &reach, me);
    let (mine, theirs) = (census.movable[me.index()], census.movable[me.other().index()]);
    let mobility = MOBILITY * ((1.0 + f64::from(mine)).ln() - (1.0 + f64::from(theirs)).ln());
    // A guard beside the goal that beats the piece that clears its wall halves the threat: the search cannot see
    // a raid coming from afar, but it can see a defender brought home.
    let clearer = match family {
        Family::Stratego => Kind::Miner.strength(),
        Family::Espionage => None,
    }
    .unwrap_or(0);
    let threat = |side: Seat| {
        let threat = reach.threat[side.index()];
        if reach.guard[side.index()] > clearer {
            threat / 2
        } else {
            threat
        }
    };
    base + mobility.round() as i32 - threat(me) + threat(me.other())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::rules::playout::random_start;

    /// `expert` thinks until its clock says stop, and then still answers with a legal move (from the one guess it
    /// has finished); without a clock the node count ends its thinking and the move is the same every time.
    #[test]
    fn expert_answers_when_its_clock_stops_it_and_repeats_itself_without_one() {
        for variant in [Variant::Stratego, Variant::Espionage] {
            let (setups, _, mut game) = random_start(variant, 3);
            let mut rng = SeededRng::new(3);
            let mut reports = Vec::new();
            while game.ply() < 30 {
                let legal = game.legal_moves();
                reports.push(game.play(legal[rng.below(legal.len())]).unwrap());
            }
            let seat = game.to_move().unwrap();
            let sv = SeatView::new([&setups[0], &setups[1]], &game, &reports, seat);
            let used_up = || 1.0;
            let at_once = Budget {
                nodes: u64::MAX,
                clock: Some(&used_up),
            };
            let mv = choose(&sv, &mut SeededRng::new(1), &at_once).expect("a guess agrees with the view");
            assert!(sv.legal_moves().contains(&mv), "{variant:?}: {mv}");
            let counted = Budget {
                nodes: 2_000,
                clock: None,
            };
            assert_eq!(
                choose(&sv, &mut SeededRng::new(9), &counted),
                choose(&sv, &mut SeededRng::new(9), &counted),
                "{variant:?}"
            );
        }
    }

    /// In Maršál a špión, where only a taken Flag wins, the enemy's Flag is guessed where real players put theirs:
    /// on the two back rows in more than three guesses of four, where a guess that leans on nothing puts it there
    /// in about half.
    #[test]
    fn the_enemy_flag_is_guessed_where_real_players_put_it() {
        let (setups, _, game) = random_start(Variant::MarsalASpion, 4);
        let sv = SeatView::new([&setups[0], &setups[1]], &game, &[], Seat::First);
        let tracked = Tracked::follow(&sv);
        let on_back_rows = |leanings: &Leanings| {
            let mut rng = SeededRng::new(4);
            (0..200)
                .filter_map(|_| determinize(&sv, &tracked, leanings, &mut rng))
                .filter(|guess| {
                    let flag = guess
                        .pieces()
                        .iter()
                        .find(|p| p.owner == Seat::Second && p.kind.is_goal());
                    flag.and_then(|p| p.square).is_some_and(|sq| sq.row() >= 8)
                })
                .count()
        };
        let (leaning, plain) = (on_back_rows(&leanings(&sv, &tracked)), on_back_rows(&Leanings::none()));
        assert!(leaning >= 150, "the Flag on the back rows in {leaning} guesses of 200");
        assert!(plain < 140, "without leanings, in {plain} of 200");
    }

    /// The deeper search goes on while four of its guesses fit in the time, judged by the share of its moves
    /// already searched; before its first move nothing is known and it goes on.
    #[test]
    fn the_deeper_search_goes_on_only_while_four_guesses_of_it_fit() {
        // A tenth of the time for a tenth of the moves: a whole guess takes the time, four cannot fit.
        assert!(!deeper_fits(0.1, 0.2, 4, 40));
        // A hundredth for a tenth: a guess takes a tenth, and four end at half the time.
        assert!(deeper_fits(0.1, 0.11, 4, 40));
        assert!(!deeper_fits(0.7, 0.71, 4, 40));
        assert!(deeper_fits(0.1, 0.9, 0, 40));
    }

    /// A position whose mover can take the enemy's goal with its next move is judged the win it is, from
    /// either side, and no other position is: the search sees a game end one move past its depth.
    #[test]
    fn a_goal_that_falls_next_move_is_judged_fallen() {
        for variant in Variant::ALL {
            let mut falls = 0;
            for seed in 0..8 {
                let (_, _, mut game) = random_start(variant, seed);
                let mut rng = SeededRng::new(seed);
                while game.outcome().is_none() && game.ply() < 600 {
                    let mover = game.to_move().unwrap();
                    let goal = game
                        .pieces()
                        .iter()
                        .find(|p| p.owner == mover.other() && p.kind.is_goal())
                        .and_then(|p| p.square);
                    let legal = game.legal_moves();
                    let takes = legal.iter().any(|m| Some(m.to) == goal);
                    let ended_next = WIN - game.ply() as i32 - 1;
                    assert_eq!(
                        judge(&game, mover) == ended_next,
                        takes,
                        "{variant:?} ply {}",
                        game.ply()
                    );
                    assert_eq!(judge(&game, mover.other()) == -ended_next, takes);
                    falls += usize::from(takes);
                    game.play(legal[rng.below(legal.len())]).unwrap();
                }
            }
            assert!(falls > 0, "{variant:?}: no goal stood open in eight random games");
        }
    }

    /// The search takes one side's gain for the other's loss: the judgement of a position from one seat is the
    /// negation of the other's, through a whole game.
    #[test]
    fn the_judgement_is_zero_sum() {
        for variant in [Variant::Stratego, Variant::Barrage, Variant::Espionage] {
            let (_, _, mut game) = random_start(variant, 5);
            let mut rng = SeededRng::new(5);
            while game.outcome().is_none() && game.ply() < 400 {
                assert_eq!(
                    judge(&game, Seat::First),
                    -judge(&game, Seat::Second),
                    "{variant:?} ply {}",
                    game.ply()
                );
                let legal = game.legal_moves();
                game.play(legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
}
