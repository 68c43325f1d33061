//! `fieldpost arena`: computer players against each other, to measure their strength and their speed. Each
//! game starts from setups the players choose themselves and a seed of its own; the players swap seats every
//! game, and each is shown only its own seat's knowledge.

use serde_json::{Value, json};

use super::{Answer, Thinking};
use crate::bot::{self, Budget, Level};
use crate::rules::record::Record;
use crate::rules::rng::mix;
use crate::rules::{Game, Seat, SeatView, Terrain, Variant};

/// A game still running after this many moves is counted as a draw (the quiet-move limit normally ends it
/// long before).
const MAX_PLIES: u32 = 5000;

pub struct Match {
    pub variant: Variant,
    /// The players, `--first` and `--second`: the first takes the first seat in even-numbered games.
    pub players: [Level; 2],
    pub games: u32,
    pub seed: u64,
    pub nodes: u64,
    /// Processor time each move of each player may take, in milliseconds. `None`: only `nodes` bounds that
    /// player's thinking; without any clock the games are the same on every machine.
    pub move_ms: [Option<u64>; 2],
    pub threads: usize,
    /// Whether each game's record is kept, so that how games are won and lost can be read move by move.
    pub keep_records: bool,
}

/// One game's result: which player won (0 or 1), and the processor time each of that player's moves took.
struct Played {
    winner: Option<usize>,
    /// How the game ended (`unfinished` past the move cap).
    reason: &'static str,
    /// The players left unable to move any piece at the end: in Maršál a špión such a side draws, and whose army
    /// ran out tells a draw that saved a lost game from one that threw away a won one.
    stranded: Vec<usize>,
    move_ms: [Vec<f64>; 2],
    /// The game's number and record, when records are kept.
    record: Option<(u32, Record)>,
}

impl Match {
    /// The match's results, and the games' records when `keep_records` asks for them (by game number).
    pub fn run(&self) -> (Value, Vec<(u32, Record)>) {
        let next = std::sync::atomic::AtomicU32::new(0);
        let results = std::sync::Mutex::new(Vec::new());
        std::thread::scope(|s| {
            for _ in 0..self.threads.max(1) {
                s.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= self.games {
                            break;
                        }
                        let played = self.play(i);
                        results.lock().expect("no thread panics holding it").push(played);
                    }
                });
            }
        });
        let mut results: Vec<Played> = results.into_inner().expect("no thread panics holding it");
        let records = results.iter_mut().filter_map(|r| r.record.take()).collect();
        let wins = |p: usize| results.iter().filter(|r| r.winner == Some(p)).count();
        let times = |p: Option<usize>| {
            let mut all: Vec<f64> = results
                .iter()
                .flat_map(|r| match p {
                    Some(p) => r.move_ms[p].clone(),
                    None => [r.move_ms[0].clone(), r.move_ms[1].clone()].concat(),
                })
                .collect();
            all.sort_by(f64::total_cmp);
            let at = |q: f64| {
                all.get(((all.len() as f64 - 1.0) * q).round() as usize)
                    .copied()
                    .unwrap_or(0.0)
            };
            (round(at(0.5)), round(at(1.0)))
        };
        // How each player won (and how the draws came), so that a weakness shows: a Flag lost early, an army
        // run out of movable pieces.
        let mut endings = serde_json::Map::new();
        for r in &results {
            let by = match r.winner {
                Some(0) => "first",
                Some(_) => "second",
                None => "neither",
            };
            let counts = endings
                .entry(r.reason)
                .or_insert_with(|| json!({"first": 0, "second": 0, "neither": 0}));
            counts[by] = json!(counts[by].as_u64().unwrap_or(0) + 1);
            for &p in &r.stranded {
                let key = ["first_stranded", "second_stranded"][p];
                counts[key] = json!(counts[key].as_u64().unwrap_or(0) + 1);
            }
        }
        let (p50, max) = times(None);
        let (first_p50, first_max) = times(Some(0));
        let (second_p50, second_max) = times(Some(1));
        let summary = json!({
            "games": results.len(),
            "first_wins": wins(0),
            "second_wins": wins(1),
            "draws": results.iter().filter(|r| r.winner.is_none()).count(),
            "ms_per_move_p50": p50,
            "ms_per_move_max": max,
            "first": {"level": self.players[0].id(), "move_ms": self.move_ms[0],
                      "ms_per_move_p50": first_p50, "ms_per_move_max": first_max},
            "second": {"level": self.players[1].id(), "move_ms": self.move_ms[1],
                       "ms_per_move_p50": second_p50, "ms_per_move_max": second_max},
            "endings": endings,
            "preset": self.variant.id(),
            "nodes": self.nodes,
            "seed": self.seed,
        });
        (summary, records)
    }

    /// Game `i`: player 0 takes the first seat when `i` is even.
    fn play(&self, i: u32) -> Played {
        let seed = mix(self.seed ^ u64::from(i));
        let player_of = |seat: Seat| (seat.index() + i as usize) % 2;
        let setups = Seat::BOTH.map(|seat| {
            bot::choose_setup(
                self.variant,
                seat,
                self.players[player_of(seat)],
                seed ^ seat.index() as u64,
            )
        });
        let mut game = Game::new(
            self.variant,
            self.variant.default_options(),
            Terrain::draw(self.variant, seed),
            [&setups[0], &setups[1]],
        )
        .expect("bot setups fit their variant");
        let mut reports = Vec::new();
        let mut moves = Vec::new();
        let mut move_ms = [Vec::new(), Vec::new()];
        while game.outcome().is_none() && game.ply() < MAX_PLIES {
            let Some(seat) = game.to_move() else { break };
            let player = player_of(seat);
            // Time of this thread on its core, not the wall clock: other games (and programs) share the cores.
            let started = cpu_time::ThreadTime::now();
            let clock = self.move_ms[player]
                .map(|ms| move || Budget::share(started.elapsed(), std::time::Duration::from_millis(ms)));
            let budget = Budget {
                nodes: self.nodes,
                clock: clock.as_ref().map(|clock| clock as &dyn Fn() -> f64),
            };
            let view = SeatView::new([&setups[0], &setups[1]], &game, &reports, seat);
            let mv = bot::choose_move(
                &view,
                self.players[player],
                seed ^ mix(seat.index() as u64 + 7),
                &budget,
            )
            .expect("the seat to move has a legal move");
            move_ms[player].push(started.elapsed().as_secs_f64() * 1000.0);
            reports.push(game.play(mv).expect("a bot plays legal moves"));
            moves.push(mv);
        }
        let winner = game.outcome().and_then(|o| o.winner).map(player_of);
        let reason = game.outcome().map_or("unfinished", |o| o.reason.as_str());
        let stranded = stranded(&game).map(player_of).collect();
        Played {
            winner,
            reason,
            stranded,
            move_ms,
            record: self.keep_records.then(|| {
                (
                    i,
                    Record::of_play(self.variant, game.terrain(), [&setups[0], &setups[1]], &moves),
                )
            }),
        }
    }
}

/// The seats that could not move any piece as the board stands: none left that moves, or all walled in (the
/// rules' own test of a side that cannot move).
fn stranded(game: &Game) -> impl Iterator<Item = Seat> + '_ {
    Seat::BOTH.into_iter().filter(|&seat| !game.can_step(seat))
}

fn round(ms: f64) -> f64 {
    (ms * 100.0).round() / 100.0
}

/// The rating `random` is held at when the levels are rated: a player who moves at random, far below any person
/// who knows the rules (a newcomer starts at 1500).
pub const RANDOM_RATING: f64 = 500.0;

/// `fieldpost rate-levels`: every pair of levels plays `games` games (`template` gives the preset and the
/// budget), and each level gets a Glicko-2 rating from all its results, `random` held at `RANDOM_RATING`.
pub fn rate_levels(template: &Match) -> Value {
    let levels = bot::Level::ALL;
    let mut results = Vec::new();
    let mut pairs = Vec::new();
    for (a, &first) in levels.iter().enumerate() {
        for (b, &second) in levels.iter().enumerate().skip(a + 1) {
            let played = Match {
                players: [first, second],
                seed: mix(template.seed ^ (a * levels.len() + b) as u64),
                keep_records: false,
                ..*template
            }
            .run()
            .0;
            let count = |key: &str| played[key].as_u64().unwrap_or(0);
            for (key, score) in [("first_wins", 1.0), ("second_wins", 0.0), ("draws", 0.5)] {
                results.extend((0..count(key)).map(|_| (a, b, score)));
            }
            pairs.push(json!({
                "first": first.id(), "second": second.id(),
                "first_wins": count("first_wins"), "second_wins": count("second_wins"), "draws": count("draws"),
            }));
        }
    }
    let ratings = crate::rating::fit(levels.len(), &results, (0, RANDOM_RATING));
    let rated: serde_json::Map<String, Value> = levels
        .iter()
        .zip(&ratings)
        .map(|(level, r)| {
            (
                level.id().to_string(),
                json!({"rating": r.rating.round(), "deviation": r.deviation.round()}),
            )
        })
        .collect();
    json!({
        "preset": template.variant.id(),
        "games_per_pair": template.games,
        "move_ms": template.move_ms[0],
        "nodes": template.nodes,
        "seed": template.seed,
        "levels": rated,
        "pairs": pairs,
    })
}

/// `fieldpost arena`: the match the command line asks for, played, or why it cannot be.
pub(super) fn from_command_line(
    preset: &str,
    levels: [&str; 2],
    games: u32,
    thinking: &Thinking,
    second_move_ms: Option<u64>,
    records: Option<&std::path::Path>,
) -> Answer {
    let Some(variant) = Variant::parse(preset) else {
        return Answer::malformed(format!("unknown preset '{preset}'"));
    };
    let mut players = [Level::Random; 2];
    for (slot, id) in players.iter_mut().zip(levels) {
        match Level::parse_arena(id) {
            Some(level) => *slot = level,
            None => {
                return Answer::malformed(format!(
                    "unknown level '{id}' (known: random, easy, medium, hard, hard-v1, expert)"
                ));
            }
        }
    }
    let mut played = thinking.a_match(variant, players, games);
    if second_move_ms.is_some() {
        played.move_ms[1] = second_move_ms;
    }
    // Named as asked: `hard-v1` plays as today's `hard` does, but a table of results must say which was meant.
    if let Some(dir) = records
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return Answer::malformed(format!("cannot make {}: {e}", dir.display()));
    }
    played.keep_records = records.is_some();
    let (mut result, kept) = played.run();
    if let Some(dir) = records {
        for (i, record) in kept {
            let path = dir.join(format!("{i:04}.json"));
            if let Err(e) = std::fs::write(&path, record.to_json()) {
                return Answer::malformed(format!("cannot write {}: {e}", path.display()));
            }
        }
    }
    for (side, id) in ["first", "second"].into_iter().zip(levels) {
        result[side]["level"] = json!(id);
    }
    Answer::ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arena_names_its_players_as_they_were_asked_for() {
        let thinking = Thinking {
            seed: 1,
            nodes: 2_000,
            move_ms: None,
            threads: Some(1),
        };
        let answer = from_command_line("duel", ["hard-v1", "random"], 1, &thinking, None, None);
        assert_eq!(answer.code, 0, "{}", answer.json);
        assert_eq!(answer.json["first"]["level"], "hard-v1");
        assert_eq!(answer.json["second"]["level"], "random");
    }

    #[test]
    fn an_arena_keeps_records_that_replay_to_the_results_it_reports() {
        let thinking = Thinking {
            seed: 3,
            nodes: 2_000,
            move_ms: None,
            threads: Some(2),
        };
        let dir = std::env::temp_dir().join(format!("fieldpost-arena-records-{}", std::process::id()));
        let answer = from_command_line("duel", ["easy", "random"], 3, &thinking, None, Some(&dir));
        assert_eq!(answer.code, 0, "{}", answer.json);
        let (mut ended, mut left_stranded) = (0, 0);
        for i in 0..3 {
            let text = std::fs::read_to_string(dir.join(format!("{i:04}.json"))).unwrap();
            let record = Record::from_json(&text).unwrap().validate().unwrap();
            let replay = record.replay(None).unwrap();
            ended += usize::from(replay.game.outcome().is_some());
            left_stranded += stranded(&replay.game).count();
        }
        let counted = ["first_wins", "second_wins", "draws"].map(|k| answer.json[k].as_u64().unwrap());
        assert_eq!(counted.iter().sum::<u64>(), 3);
        let reported: u64 = answer.json["endings"]
            .as_object()
            .unwrap()
            .values()
            .flat_map(|by| ["first_stranded", "second_stranded"].map(|k| by[k].as_u64().unwrap_or(0)))
            .sum();
        assert_eq!(reported, left_stranded as u64, "{}", answer.json);
        // Duel games between these players end on the board long before the move cap.
        assert_eq!(ended, 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A side is stranded with no piece that moves, and with one that moves but is walled in by its own Bombs.
    #[test]
    fn a_side_that_cannot_move_any_piece_is_stranded() {
        use crate::rules::{Kind, Square};
        let variant = Variant::parse("marsal-a-spion").unwrap();
        let at = |col: u8, row: u8| Square::new(col, row);
        let army = |first: &[(Square, Kind)]| {
            let mut pieces: Vec<_> = first.iter().map(|&(sq, kind)| (sq, Seat::First, kind)).collect();
            pieces.extend([
                (at(9, 9), Seat::Second, Kind::Flag),
                (at(9, 8), Seat::Second, Kind::Sergeant),
            ]);
            Game::from_pieces(variant, variant.default_options(), &pieces)
        };
        let no_movers = army(&[(at(0, 0), Kind::Flag), (at(5, 0), Kind::Bomb)]);
        assert_eq!(stranded(&no_movers).collect::<Vec<_>>(), [Seat::First]);
        let walled = army(&[
            (at(0, 0), Kind::Sergeant),
            (at(0, 1), Kind::Bomb),
            (at(1, 0), Kind::Bomb),
            (at(1, 1), Kind::Bomb),
            (at(5, 0), Kind::Flag),
        ]);
        assert_eq!(stranded(&walled).collect::<Vec<_>>(), [Seat::First]);
        let free = army(&[(at(0, 0), Kind::Sergeant), (at(5, 0), Kind::Flag)]);
        assert_eq!(stranded(&free).count(), 0);
    }
}
