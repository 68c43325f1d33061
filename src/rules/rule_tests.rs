//! One test per rule of the rules (docs/rules.md), each on a small hand-built position.
//!
//! Positions are written as tokens `<seat><code><square>`: seat `r`/`w` for the first seat, `b`/`k` for the
//! second (red/blue, white/black), then the piece code (docs/rules.md §4), then the square: `rXe4 b9e5`.

use super::battle::Removed;
use super::piece::{Kind, Seat};
use super::preset::{Options, Variant};
use super::view::Viewer;
use super::{Game, Move, Outcome, PlayError, Reason, Square};

/// A flag and a free Sergeant for each side in the corners, so that a game does not end by itself.
const CORNERS: &str = "rFa1 r4a2 bFj10 b4j9";

fn position(variant: Variant, options: Options, spec: &str) -> Game {
    let dims = variant.dims();
    let pieces: Vec<_> = spec
        .split_whitespace()
        .map(|tok| {
            let mut chars = tok.chars();
            let seat = match chars.next() {
                Some('r' | 'w') => Seat::First,
                Some('b' | 'k') => Seat::Second,
                _ => panic!("bad seat in {tok}"),
            };
            let kind = Kind::from_code(variant.family(), chars.next().unwrap()).expect(tok);
            (dims.parse_square(chars.as_str()).expect(tok), seat, kind)
        })
        .collect();
    Game::from_pieces(variant, options, &pieces)
}

fn game(variant: Variant, spec: &str) -> Game {
    position(variant, variant.default_options(), spec)
}

fn mv(g: &Game, text: &str) -> Move {
    Move::parse(g.dims(), text).unwrap()
}

fn play(g: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        let m = mv(g, text);
        if let Err(e) = g.play(m) {
            panic!("{text} refused: {e}");
        }
    }
}

fn refused(g: &mut Game, text: &str) -> PlayError {
    let before = g.clone();
    let m = mv(g, text);
    let err = g.play(m).expect_err(text);
    assert_eq!(*g, before, "a refused move changes nothing");
    err
}

fn code_seen(g: &Game, viewer: Viewer, square: &str) -> Option<char> {
    let sq = g.dims().parse_square(square).unwrap();
    g.view_for(viewer)
        .piece_at(sq)
        .expect(square)
        .identity()
        .map(Kind::code)
}

fn revealed(g: &Game, viewer: Viewer, square: &str) -> bool {
    let sq = g.dims().parse_square(square).unwrap();
    g.view_for(viewer).piece_at(sq).expect(square).revealed()
}

const RED: Viewer = Viewer::Player(Seat::First);
const BLUE: Viewer = Viewer::Player(Seat::Second);
const SPECTATOR: Viewer = Viewer::Spectator;

fn won(seat: Seat, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(seat),
        reason,
    })
}

fn drawn(reason: Reason) -> Option<Outcome> {
    Some(Outcome { winner: None, reason })
}

// ----- Stratego moves -------------------------------------------------------------------------------------------

#[test]
fn pieces_step_one_square_orthogonally() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r6e2 rBf2"));
    assert_eq!(refused(&mut g, "e2-f3"), PlayError::Diagonal);
    assert_eq!(refused(&mut g, "e2-e4"), PlayError::TooFar);
    assert_eq!(refused(&mut g, "e2-f2"), PlayError::OwnPiece(mv(&g, "e2-f2").to));
    assert_eq!(refused(&mut g, "f2-f3"), PlayError::Immobile(Kind::Bomb));
    assert_eq!(refused(&mut g, "a1-b1"), PlayError::Immobile(Kind::Flag));
    assert!(matches!(refused(&mut g, "j9-j8"), PlayError::NotYours(_)));
    assert!(matches!(refused(&mut g, "e5-e6"), PlayError::NoPiece(_)));
    play(&mut g, "e2-e3");
    assert_eq!(g.to_move(), Some(Seat::Second));
}

#[test]
fn nothing_enters_a_lake() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r6c4 r2d3"));
    assert!(matches!(refused(&mut g, "c4-c5"), PlayError::Terrain(_, "lake")));
    // A Scout's run over the lake is refused for the lake itself.
    let d5 = g.dims().parse_square("d5").unwrap();
    assert_eq!(refused(&mut g, "d3-d7"), PlayError::Terrain(d5, "lake"));
}

#[test]
fn scouts_run_and_strike() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r2e1 r4e3 b6e8 r2b1 b5b7"));
    assert!(matches!(refused(&mut g, "e1-e4"), PlayError::Blocked(_)));
    // b1 runs up the empty b-file and strikes the Lieutenant on b7, and loses.
    play(&mut g, "b1-b7");
    assert_eq!(g.to_move(), Some(Seat::Second));
    let g = game(Variant::StrategoOriginal, &format!("{CORNERS} r2b1 b5b7 r2e6 b4e7"));
    let mut original = g.clone();
    assert_eq!(refused(&mut original, "b1-b7"), PlayError::NoScoutStrike);
    // A Scout next to an enemy may still attack it under the original rules.
    play(&mut original, "e6-e7");
}

#[test]
fn a_scout_that_runs_is_known_to_be_a_scout() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r2e1 r2f1"));
    play(&mut g, "e1-e4 j9-i9 f1-f2");
    assert_eq!(code_seen(&g, BLUE, "e4"), Some('2'));
    assert_eq!(code_seen(&g, SPECTATOR, "e4"), Some('2'));
    assert!(revealed(&g, RED, "e4"));
    // One step shows nothing.
    assert_eq!(code_seen(&g, BLUE, "f2"), None);
    assert!(g.view_for(BLUE).piece_at(mv(&g, "f2-f3").from).unwrap().moved());
}

// ----- Stratego battles -----------------------------------------------------------------------------------------

fn battle(variant: Variant, attacker: char, defender: char) -> (Removed, Game) {
    let spec = format!("{CORNERS} r{attacker}e4 b{defender}e5 r3h1 b3h10");
    let mut g = game(variant, &spec);
    let report = g.play(mv(&g, "e4-e5")).unwrap();
    (report.battle.unwrap().removed, g)
}

#[test]
fn battles_follow_the_table_and_reveal_both_pieces() {
    for (a, d, removed) in [
        ('X', '9', Removed::Defender),
        ('4', '4', Removed::Both),
        ('2', '3', Removed::Attacker),
        ('X', 'B', Removed::Attacker),
        ('3', 'B', Removed::Defender),
        ('S', 'X', Removed::Defender),
        ('X', 'S', Removed::Defender),
        ('2', 'S', Removed::Defender),
        ('S', 'S', Removed::Both),
        ('S', '2', Removed::Attacker),
    ] {
        let (r, g) = battle(Variant::Stratego, a, d);
        assert_eq!(r, removed, "{a} attacks {d}");
        if removed != Removed::Both {
            // The survivor stays revealed to both players and to spectators.
            for viewer in [RED, BLUE, SPECTATOR] {
                let code = code_seen(&g, viewer, "e5").or_else(|| code_seen(&g, viewer, "e4"));
                assert!(code.is_some(), "{a}x{d} seen by {viewer:?}");
            }
        }
    }
}

#[test]
fn capturing_the_flag_wins() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r2j8"));
    play(&mut g, "j8-j9");
    assert_eq!(g.outcome(), None);
    let mut g = game(Variant::Stratego, "rFa1 r4a2 bFe5 b4j9 r2e1");
    play(&mut g, "e1-e5");
    assert_eq!(g.outcome(), won(Seat::First, Reason::FlagCaptured));
    assert_eq!(g.to_move(), None);
    assert_eq!(refused(&mut g, "a2-a3"), PlayError::GameOver);
    // After the end everything is visible.
    assert_eq!(code_seen(&g, SPECTATOR, "j9"), Some('4'));
}

// ----- Two-squares rule -----------------------------------------------------------------------------------------

#[test]
fn two_squares_rule_limits_shuttling() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r6e2 b6h9"));
    play(&mut g, "e2-e3 j9-i9 e3-e2 h9-h8 e2-e3 i9-j9");
    assert_eq!(refused(&mut g, "e3-e2"), PlayError::TwoSquares(3));
    // Another piece's move starts a new series.
    play(&mut g, "a2-a3 h8-h9 e3-e2");
    let mut five = position(
        Variant::Stratego,
        Options {
            two_squares_limit: 5,
            ..Variant::Stratego.default_options()
        },
        &format!("{CORNERS} r6e2 b6h9"),
    );
    play(&mut five, "e2-e3 j9-i9 e3-e2 h9-h8 e2-e3 i9-j9 e3-e2 h8-h9 e2-e3 j9-i9");
    assert_eq!(refused(&mut five, "e3-e2"), PlayError::TwoSquares(5));
}

#[test]
fn two_squares_rule_for_scouts_counts_overlapping_runs() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r2e3 b6h9"));
    // e3-e7, back e7-e5, up again e5-e8: all cover part of e3..e7.
    play(&mut g, "e3-e7 j9-i9 e7-e5 h9-h8 e5-e8 i9-j9");
    assert_eq!(refused(&mut g, "e8-e4"), PlayError::TwoSquares(3));
    assert_eq!(refused(&mut g, "e8-e7"), PlayError::TwoSquares(3));
    play(&mut g, "e8-f8");

    // A run that leaves the squares of the first move starts a new series.
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r2e3 b6h9"));
    play(&mut g, "e3-e5 j9-i9 e5-e1 h9-h8 e1-e2 i9-j9 e2-e1 h8-h9 e1-e2");
}

// ----- More-squares rule ----------------------------------------------------------------------------------------

/// Red's Captain chases Blue's Lieutenant once round the lake c5–d6.
const RING_CHASE: &str = "a4-b4 c4-d4 b4-c4 d4-e4 c4-d4 e4-e5 d4-e4 e5-e6 e4-e5 e6-e7 e5-e6 e7-d7 e6-e7 d7-c7 \
                          e7-d7 c7-b7 d7-c7 b7-b6 c7-b7 b6-b5 b7-b6 b5-b4 b6-b5 b4-c4";

#[test]
fn more_squares_rule_forbids_repeating_a_chase_position() {
    let spec = format!("{CORNERS} r6a4 b5c4");
    let mut g = game(Variant::Stratego, &spec);
    play(&mut g, RING_CHASE);
    // b5-b4 would bring back the position of the chase's first threat.
    assert_eq!(refused(&mut g, "b5-b4"), PlayError::MoreSquares);
    play(&mut g, "b5-a5");

    // Without the rule (the original rules) the chase may go on.
    let mut g = game(Variant::StrategoOriginal, &spec);
    play(&mut g, RING_CHASE);
    play(&mut g, "b5-b4");
}

#[test]
fn more_squares_positions_tell_pieces_apart_by_themselves() {
    // The same kinds on the same squares, but Blue's two Lieutenants standing the other way round: not the
    // same position, so a refusal can never tell Red that two hidden pieces are alike.
    let a = game(Variant::Stratego, &format!("{CORNERS} r6e4 b5c4 b5h4"));
    let b = game(Variant::Stratego, &format!("{CORNERS} r6e4 b5h4 b5c4"));
    assert_ne!(a.hash, b.hash);
}

// ----- Maršál a špión -------------------------------------------------------------------------------------------

#[test]
fn czech_pieces_step_diagonally_but_attack_orthogonally() {
    let mut g = game(Variant::MarsalASpion, &format!("{CORNERS} r6e4 b5f5 r2b2"));
    assert_eq!(refused(&mut g, "e4-f5"), PlayError::DiagonalAttack);
    assert!(matches!(refused(&mut g, "e4-d5"), PlayError::Terrain(..)));
    assert_eq!(refused(&mut g, "b2-d4"), PlayError::LongDiagonal);
    play(&mut g, "b2-c3 j9-i8 e4-f3");
    // Scouts still run orthogonally.
    play(&mut g, "i8-h7 c3-c1");
}

#[test]
fn czech_battles_show_the_defender_to_the_attacker_only() {
    // The attacker wins: the defender never learns what took its piece.
    let mut g = game(Variant::MarsalASpion, &format!("{CORNERS} r6e4 b5e5"));
    play(&mut g, "e4-e5");
    assert_eq!(code_seen(&g, BLUE, "e5"), None);
    assert_eq!(code_seen(&g, SPECTATOR, "e5"), None);
    assert!(!revealed(&g, RED, "e5"));
    // The attacker loses: it now knows the defender, which knows it was seen.
    let mut g = game(Variant::MarsalASpion, &format!("{CORNERS} r6e4 b9e5"));
    play(&mut g, "e4-e5");
    assert_eq!(code_seen(&g, RED, "e5"), Some('9'));
    assert!(revealed(&g, BLUE, "e5"));
    assert_eq!(code_seen(&g, SPECTATOR, "e5"), None);
}

#[test]
fn czech_no_movable_pieces_is_a_draw() {
    let mut g = game(Variant::MarsalASpion, "rFa1 rBa2 r4e4 bBe5 bFj10 b4j9");
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), drawn(Reason::NoMovablePieces));
    let g = game(Variant::MarsalASpion, "rFa1 rBa2 bFj10 b4j9");
    assert_eq!(g.outcome(), drawn(Reason::NoMovablePieces));
}

#[test]
fn czech_unreachable_flags_are_a_draw() {
    // Both Flags are walled in by Bombs; Red's last Miner dies on the General: nobody can take a Flag.
    let spec = "rFa1 rBa2 rBb1 r4e2 r3e5 b9e6 bFj10 bBj9 bBi10";
    let mut g = game(Variant::MarsalASpion, spec);
    assert_eq!(g.outcome(), None);
    play(&mut g, "e5-e6");
    assert_eq!(g.outcome(), drawn(Reason::FlagUnreachable));
    // The same in ISF Stratego is no draw.
    let mut g = game(Variant::Stratego, spec);
    play(&mut g, "e5-e6");
    assert_eq!(g.outcome(), None);
}

// ----- End of game ----------------------------------------------------------------------------------------------

#[test]
fn a_first_player_who_cannot_move_loses_at_once() {
    let g = game(Variant::Stratego, "rFa1 rBa2 bFj10 b4j9");
    assert_eq!(g.outcome(), won(Seat::Second, Reason::NoMoves));
}

#[test]
fn a_side_left_without_moves_loses() {
    let mut g = game(Variant::Stratego, "rFa1 r9e4 b4e5 bFj10 bBj9 bBi10");
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), won(Seat::First, Reason::NoMoves));
}

#[test]
fn both_sides_without_moves_draw() {
    let mut g = game(Variant::Stratego, "rFa1 r4e4 b4e5 bFj10");
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), drawn(Reason::BothNoMoves));
}

#[test]
fn attacking_a_bomb_with_the_last_movable_piece_loses_at_once() {
    let mut g = game(Variant::Stratego, "rFa1 r4e4 bBe5 bFj10 b4j9");
    play(&mut g, "e4-e5");
    assert_eq!(g.outcome(), won(Seat::Second, Reason::NoMoves));
}

#[test]
fn a_side_whose_only_moves_the_two_squares_rule_forbids_loses() {
    // Blue's Sergeant can only shuttle between j9 and j8.
    let mut g = game(Variant::Stratego, "rFa1 r4a2 bFj10 b4j9 bBi9 bBi8 bBj7");
    play(&mut g, "a2-a3 j9-j8 a3-a4 j8-j9 a4-a5 j9-j8");
    assert_eq!(g.outcome(), None);
    play(&mut g, "a5-a6");
    assert_eq!(g.outcome(), won(Seat::First, Reason::NoMoves));
}

#[test]
fn quiet_plies_limit_draws() {
    let options = Options {
        quiet_plies_limit: 4,
        ..Variant::Stratego.default_options()
    };
    let mut g = position(Variant::Stratego, options, &format!("{CORNERS} r6e4 b6e7"));
    play(&mut g, "e4-e5 e7-e6 a2-a3");
    assert_eq!(g.outcome(), None);
    play(&mut g, "j9-i9");
    assert_eq!(g.outcome(), drawn(Reason::MoveLimit));
    // A battle starts the count again.
    let mut g = position(Variant::Stratego, options, &format!("{CORNERS} r6e4 b5e6"));
    play(&mut g, "e4-e5 j9-i9 e5-e6 i9-j9 a2-a3 j9-i9");
    assert_eq!(g.outcome(), None);
}

#[test]
fn time_runs_out() {
    let mut g = game(Variant::Stratego, &format!("{CORNERS} r6e4"));
    assert_eq!(g.time_out(Seat::First), Ok(won(Seat::Second, Reason::Timeout).unwrap()));
    // Blue's pieces cannot reach Red's Flag behind its Bombs: a draw.
    let mut g = game(Variant::Stratego, "rFa1 rBa2 rBb1 r4e4 bFj10 b4j9");
    assert_eq!(g.time_out(Seat::First), Ok(drawn(Reason::Timeout).unwrap()));
    assert_eq!(g.resign(Seat::Second), Err(PlayError::GameOver));
}

// ----- Espionage ------------------------------------------------------------------------------------------------

const HQS: &str = "wHa1 w1a2 kHj10 k1j9";

#[test]
fn espionage_turns_are_two_moves_by_two_pieces() {
    let mut g = game(Variant::Espionage, &format!("{HQS} w2b1 w3c1 k2i10"));
    play(&mut g, "b1-b2");
    assert_eq!(g.to_move(), Some(Seat::First));
    assert!(g.mid_turn());
    assert_eq!(refused(&mut g, "b2-b3"), PlayError::SamePieceTwice);
    play(&mut g, "c1-c2");
    assert_eq!(g.to_move(), Some(Seat::Second));
    play(&mut g, "i10-i9 j9-j8");
    assert_eq!(g.to_move(), Some(Seat::First));
}

#[test]
fn no_immediate_return() {
    let mut g = game(Variant::Espionage, &format!("{HQS} w2b1 w3c1 k2i10"));
    play(&mut g, "b1-b2 c1-c2 i10-i9 j9-j8");
    assert!(matches!(refused(&mut g, "b2-b1"), PlayError::ImmediateReturn(_)));
    play(&mut g, "b2-b3 a2-b2 i9-h9 j8-i8");
    // Fast: the piece may go back once another move came between.
    let mut g = game(Variant::EspionageFast, &format!("{HQS} w2b1"));
    play(&mut g, "b1-b2 j9-i9");
    assert!(matches!(refused(&mut g, "b2-b1"), PlayError::ImmediateReturn(_)));
    play(&mut g, "a2-a3 i9-i8 b2-b1");
}

#[test]
fn a_turn_is_one_move_when_no_other_piece_can_move() {
    let mut g = game(Variant::Espionage, "wHa1 wMa2 wMb1 w1c1 kHj10 k1j9");
    play(&mut g, "c1-c2");
    assert_eq!(g.to_move(), Some(Seat::Second));
}

#[test]
fn espionage_battles_follow_the_table_and_reveal_nothing() {
    for (a, d, removed) in [
        ('3', '3', Removed::Defender),
        ('1', '2', Removed::Attacker),
        ('S', '1', Removed::Attacker),
        ('S', 'S', Removed::Defender),
        ('P', '5', Removed::Defender),
        ('P', '4', Removed::Attacker),
        ('P', 'M', Removed::Defender),
        ('5', 'M', Removed::Attacker),
        ('5', 'P', Removed::Defender),
    ] {
        let mut g = game(Variant::EspionageFast, &format!("{HQS} w{a}e2 k{d}e3"));
        let report = g.play(mv(&g, "e2-e3")).unwrap();
        assert_eq!(report.battle.unwrap().removed, removed, "{a} attacks {d}");
        // The survivor stands on e3 and stays hidden from the side that lost the battle.
        let loser = if removed == Removed::Defender { BLUE } else { RED };
        assert_eq!(code_seen(&g, loser, "e3"), None, "{a}x{d}");
    }
}

#[test]
fn capturing_the_headquarters_ends_the_game_mid_turn() {
    let mut g = game(Variant::Espionage, "wHa1 w1a2 w2i9 kHj10 k1j8");
    // Black has one movable piece, so its turn is one move.
    play(&mut g, "i9-j9 a2-a3 j8-i8 j9-j10");
    assert_eq!(g.outcome(), won(Seat::First, Reason::HqCaptured));
}

#[test]
fn spies_show_their_owner_the_pieces_around_them() {
    let mut g = game(Variant::EspionageFast, &format!("{HQS} wSe3 k4f5"));
    play(&mut g, "a2-a3 f5-f4");
    // White's Spy on e3 sees f4; Black is not told.
    assert_eq!(code_seen(&g, RED, "f4"), Some('4'));
    assert!(!revealed(&g, BLUE, "f4"));
    assert_eq!(code_seen(&g, SPECTATOR, "f4"), None);
    // Still known after it walks away.
    play(&mut g, "a3-a4 f4-g4");
    assert_eq!(code_seen(&g, RED, "g4"), Some('4'));
}

#[test]
fn the_move_that_brings_a_piece_beside_a_spy_reports_the_sighting_to_the_spys_owner_alone() {
    let mut g = game(Variant::EspionageFast, &format!("{HQS} wSe3 k4f5 k5g4"));
    play(&mut g, "a2-a3");
    let report = g.play(mv(&g, "f5-f4")).unwrap();
    let f4 = g.dims().parse_square("f4").unwrap();
    let seen: Vec<(Square, char)> = g
        .spied(&report, RED)
        .into_iter()
        .map(|(sq, k)| (sq, k.code()))
        .collect();
    assert_eq!(seen, vec![(f4, '4')]);
    assert_eq!(g.spied(&report, BLUE), vec![]);
    assert_eq!(g.spied(&report, SPECTATOR), vec![]);
    // A piece already seen is not reported again; one that was never beside the Spy is not reported at all.
    let report = g.play(mv(&g, "a3-a4")).unwrap();
    assert!(report.spied.iter().next().is_none());
    let report = g.play(mv(&g, "f4-f3")).unwrap();
    assert_eq!(report.spied.iter().count(), 0);
}

#[test]
fn open_fast_shows_everything() {
    let g = game(Variant::EspionageOpenFast, &format!("{HQS} k5e7"));
    assert_eq!(code_seen(&g, RED, "e7"), Some('5'));
    assert_eq!(code_seen(&g, SPECTATOR, "e7"), Some('5'));
}

#[test]
fn espionage_is_judged_at_the_end_of_a_turn() {
    // White's first move leaves Black without movable pieces only after the second one.
    let mut g = game(Variant::Espionage, "wHa1 w5d3 w1b1 kHj10 k1d4");
    play(&mut g, "d3-d4");
    assert_eq!(g.outcome(), None);
    play(&mut g, "b1-b2");
    assert_eq!(g.outcome(), won(Seat::First, Reason::NoMoves));
}
