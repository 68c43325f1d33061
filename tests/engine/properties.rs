//! Properties of random games of every preset, checked after every single move.
//!
//! What each viewer may know is worked out here a second time, from the moves and battles alone (the oracle),
//! and every view must show exactly that: no hidden identity, and nothing the viewer has earned left out.

use fieldpost::rules::game::MoveReport;
use fieldpost::rules::piece::PieceId;
use fieldpost::rules::{Dims, Family, Game, Kind, Move, PlayError, Reason, Seat, Square, Variant, Viewer, playout};
use proptest::prelude::*;

const VIEWERS: [Viewer; 3] = [
    Viewer::Player(Seat::First),
    Viewer::Player(Seat::Second),
    Viewer::Spectator,
];

/// Which piece identities each viewer has been shown, by piece id.
struct Oracle {
    known: [Vec<bool>; 3],
}

impl Oracle {
    fn new(game: &Game) -> Oracle {
        let n = game.pieces().len();
        let open = game.variant().is_open();
        let mut known = [vec![open; n], vec![open; n], vec![open; n]];
        for (id, p) in game.pieces().iter().enumerate() {
            known[p.owner.index()][id] = true;
        }
        Oracle { known }
    }

    fn tell(&mut self, who: &[usize], piece: PieceId) {
        for &w in who {
            self.known[w][usize::from(piece)] = true;
        }
    }

    fn after_move(&mut self, game: &Game, report: &MoveReport, defender: Option<PieceId>, long_run: bool) {
        let everyone = [0, 1, 2];
        let mover = report.seat.index();
        match game.family() {
            Family::Stratego => {
                if long_run {
                    self.tell(&everyone, report.piece);
                }
                if let Some(d) = defender {
                    if game.variant().is_czech() {
                        self.tell(&[mover], d);
                    } else {
                        self.tell(&everyone, report.piece);
                        self.tell(&everyone, d);
                    }
                }
            }
            Family::Espionage => {
                for spy in game.pieces().iter().filter(|p| p.kind == Kind::Spy) {
                    let Some(sq) = spy.square else { continue };
                    for n in neighbours(game.dims(), sq) {
                        if let Some((id, p)) = game.piece_at(n)
                            && p.owner != spy.owner
                        {
                            self.tell(&[spy.owner.index()], id);
                        }
                    }
                }
            }
        }
    }

    /// The words of a move name exactly the identities the viewer may know (pages and mails use them).
    fn check_description(&self, game: &Game, report: &MoveReport) {
        let finished = game.outcome().is_some();
        for (w, viewer) in VIEWERS.iter().enumerate() {
            let seen = game.describe(report, *viewer);
            let kind_of = |id: PieceId| {
                let may_know = finished || self.known[w][usize::from(id)];
                may_know.then_some(game.pieces()[usize::from(id)].kind)
            };
            assert_eq!(
                seen.mover(),
                kind_of(report.piece),
                "{viewer:?}: the mover at ply {}",
                report.ply
            );
            match (seen.battle(), report.target) {
                (Some(b), Some(t)) => assert_eq!(b.defender(), kind_of(t), "{viewer:?}: the defender"),
                (None, None) => {}
                other => panic!("a battle is described exactly when there was one: {other:?}"),
            }
        }
    }

    fn check(&self, game: &Game) {
        let finished = game.outcome().is_some();
        for (w, viewer) in VIEWERS.iter().enumerate() {
            let view = game.view_for(*viewer);
            let on_board = game.pieces().iter().filter(|p| p.square.is_some()).count();
            assert_eq!(view.pieces().len(), on_board, "a view shows every piece's place");
            for seen in view.pieces() {
                let (id, piece) = game.piece_at(seen.square()).expect("the view's squares are the game's");
                assert_eq!(seen.owner(), piece.owner);
                assert_eq!(seen.moved(), piece.moved, "moving is public");
                let may_know = finished || self.known[w][usize::from(id)];
                assert_eq!(
                    seen.identity(),
                    may_know.then_some(piece.kind),
                    "{viewer:?} at ply {} on {}",
                    game.ply(),
                    seen.square()
                );
            }
        }
    }
}

fn neighbours(dims: Dims, sq: Square) -> impl Iterator<Item = Square> {
    (-1i8..=1)
        .flat_map(|dc| (-1i8..=1).map(move |dr| (dc, dr)))
        .filter(|&d| d != (0, 0))
        .filter_map(move |(dc, dr)| {
            let (c, r) = (sq.col() as i8 + dc, sq.row() as i8 + dr);
            dims.contains(c, r).then(|| Square::new(c as u8, r as u8))
        })
}

fn counts(game: &Game, seat: Seat) -> Vec<(Kind, usize)> {
    let mut kinds: Vec<Kind> = game.pieces().iter().map(|p| p.kind).collect();
    kinds.sort();
    kinds.dedup();
    kinds
        .into_iter()
        .map(|k| {
            let n = game
                .pieces()
                .iter()
                .filter(|p| p.owner == seat && p.kind == k && p.square.is_some())
                .count();
            (k, n)
        })
        .collect()
}

fn check_invariants(before: &Game, after: &Game) {
    let mut squares: Vec<Square> = after.pieces().iter().filter_map(|p| p.square).collect();
    let n = squares.len();
    squares.sort();
    squares.dedup();
    assert_eq!(squares.len(), n, "no square holds two pieces");
    for sq in &squares {
        assert!(!after.terrain().squares().contains(sq), "nothing stands on terrain");
    }
    for (b, a) in before.pieces().iter().zip(after.pieces()) {
        if !b.kind.is_movable() {
            assert!(
                a.square.is_none() || a.square == b.square,
                "an immobile piece never moves"
            );
        }
        assert!(
            b.square.is_some() || a.square.is_none(),
            "a removed piece never comes back"
        );
    }
    for seat in Seat::BOTH {
        for ((k, was), (_, is)) in counts(before, seat).into_iter().zip(counts(after, seat)) {
            assert!(is <= was, "armies never grow ({k:?})");
        }
    }
}

/// Plays a random game and checks everything after every move.
fn check_random_game(variant: Variant, seed: u64, probe_seed: u64) {
    let (record, final_game) = playout::random_game(variant, seed, 240);
    let valid = record.validate().expect("a random game's record is well formed");
    let mut game = valid.start();
    let mut oracle = Oracle::new(&game);
    oracle.check(&game);
    let mut turn_pieces: Vec<PieceId> = Vec::new();
    let mut probe = probe_seed;
    let squares: Vec<Square> = game.dims().all().collect();
    for text in &record.moves {
        // Any move the checker accepts is one the generator lists, and a refused move changes nothing.
        let legal = game.legal_moves();
        for _ in 0..4 {
            probe = probe
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let from = squares[(probe >> 33) as usize % squares.len()];
            let to = squares[(probe >> 17) as usize % squares.len()];
            let m = Move { from, to };
            assert_eq!(game.check(m).is_ok(), legal.contains(&m), "{m} at ply {}", game.ply());
        }
        let mv = Move::parse(game.dims(), text).unwrap();
        assert!(legal.contains(&mv));
        let before = game.clone();
        let defender = game.piece_at(mv.to).map(|(id, _)| id);
        let long_run = mv.from.line_to(mv.to).is_some_and(|(_, d)| d > 1);
        let report = game.play(mv).expect("a listed move plays");
        check_invariants(&before, &game);
        oracle.after_move(&game, &report, defender, long_run);
        oracle.check(&game);
        oracle.check_description(&game, &report);
        assert!(
            !turn_pieces.contains(&report.piece),
            "a turn's moves are by different pieces"
        );
        turn_pieces.push(report.piece);
        assert!(turn_pieces.len() <= usize::from(variant.moves_per_turn()));
        if report.turn_over {
            turn_pieces.clear();
        }
    }
    let replayed = valid.replay(None).unwrap().game;
    assert_eq!(replayed, final_game, "a record replays to the same state");
    assert_eq!(replayed, game);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn random_games_keep_every_rule(seed in any::<u64>(), probe in any::<u64>()) {
        for variant in Variant::ALL {
            check_random_game(variant, seed, probe);
        }
    }
}

/// Long random games: each ends by a rule whose result fits it (or runs to the cap with moves still left),
/// replays from its record to the same end, and accepts nothing once it is over.
#[test]
fn long_random_games_end_by_a_rule_and_nothing_follows_the_end() {
    let mut ended = 0;
    for variant in Variant::ALL {
        for seed in 0..3 {
            let (record, game) = playout::random_game(variant, seed, 3000);
            let replayed = record.validate().unwrap().replay(None).unwrap().game;
            assert_eq!(replayed, game, "{}: the record replays to the same end", variant.id());
            let Some(outcome) = game.outcome() else {
                assert_eq!(
                    record.moves.len(),
                    3000,
                    "{}: a game stops only at its end",
                    variant.id()
                );
                assert!(!game.legal_moves().is_empty());
                continue;
            };
            ended += 1;
            let draw = matches!(
                outcome.reason,
                Reason::BothNoMoves | Reason::NoMovablePieces | Reason::FlagUnreachable | Reason::MoveLimit
            );
            assert_eq!(outcome.winner.is_none(), draw, "{}: {outcome:?}", variant.id());
            let goal = match variant.family() {
                Family::Stratego => Reason::HqCaptured,
                Family::Espionage => Reason::FlagCaptured,
            };
            assert_ne!(outcome.reason, goal, "{}: the other family's goal", variant.id());
            assert!(game.legal_moves().is_empty(), "{}: no move after the end", variant.id());
            let mut after = game.clone();
            let squares: Vec<Square> = game.dims().all().collect();
            for pair in squares.windows(2) {
                let attempt = after.play(Move {
                    from: pair[0],
                    to: pair[1],
                });
                assert!(
                    matches!(attempt, Err(PlayError::GameOver)),
                    "{}: {attempt:?}",
                    variant.id()
                );
            }
            assert_eq!(after, game, "a refused move changes nothing");
        }
    }
    assert!(
        ended >= 20,
        "random play ends most games within 3000 plies ({ended} of 30)"
    );
}
