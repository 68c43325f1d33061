//! Small events worked through by hand: each tie-break deciding a four-player double round robin, and a
//! seven-player Swiss event paired and scored round by round. The numbers in the comments are the hand
//! computation; the code only checks that the core arrives at the same.

use super::points::Points;
use super::record::{Entrant, GameResult, Pairing, Record};
use super::round_robin::schedule;
use super::standings::{Standing, compute};
use super::swiss::{Method, pair_round};
use crate::rules::Seat::{First, Second};

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;
const F: usize = 5;
const G: usize = 6;

/// Points from a number of quarters, to write the hand computation as it was done.
fn q(quarters: u32) -> Points {
    Points::from_quarters(quarters)
}

/// The double round robin of four with each pair's two games decided by `outcome` (the lower seed's
/// points in each, in schedule order: 2 a win, 1 a draw, 0 a loss).
fn section(outcome: impl Fn(usize, usize) -> [u8; 2]) -> Vec<Record<usize>> {
    let mut played = [[0usize; 4]; 4];
    schedule(4)
        .into_iter()
        .map(|pairing| {
            let (low, high) = (pairing.first.min(pairing.second), pairing.first.max(pairing.second));
            let game = played[low][high];
            played[low][high] += 1;
            let low_seat = if pairing.first == low { First } else { Second };
            let result = match outcome(low, high)[game] {
                2 => GameResult::Won(low_seat),
                1 => GameResult::Draw,
                _ => GameResult::Won(low_seat.other()),
            };
            Record::Game { pairing, result }
        })
        .collect()
}

/// The table of a four-player section, line by line.
fn section_table(outcome: impl Fn(usize, usize) -> [u8; 2]) -> Vec<Line> {
    lines(&compute(&entrants(4), &section(outcome)).unwrap())
}

fn entrants(n: usize) -> Vec<Entrant<usize>> {
    (0..n).map(Entrant::new).collect()
}

/// (player, rank, points, Sonneborn–Berger, direct encounter, wins) of each line.
type Line = (usize, usize, Points, Points, Option<Points>, u32);

fn lines(table: &[Standing<usize>]) -> Vec<Line> {
    table
        .iter()
        .map(|s| {
            (
                s.player,
                s.rank,
                s.points,
                s.sonneborn_berger,
                s.direct_encounter,
                s.wins,
            )
        })
        .collect()
}

#[test]
fn sonneborn_berger_decides_against_direct_encounter_and_wins() {
    // A-B: B wins one, one draw (A ½, B 1½). A-C: A wins both. A-D: two draws. B-C: C wins both.
    // B-D: B wins both. C-D: C wins both.
    // Points: A ½+2+1 = 3½, B 1½+0+2 = 3½, C 0+2+2 = 4, D 1+0+0 = 1.
    // SB: A: a draw with B (½·3½ = 1¾), C beaten twice (2·4 = 8), two draws with D (2·½·1 = 1): 10¾.
    //     B: A beaten once (3½), a draw with A (1¾), D beaten twice (2·1 = 2): 7¼.
    //     C: B beaten twice (2·3½ = 7), D beaten twice (2): 9.  D: two draws with A (2·1¾ = 3½).
    // A is ahead of B on SB, though B won their encounter and has more wins (3 to 2).
    let table = section_table(|low, high| match (low, high) {
        (A, B) => [1, 0],
        (A, C) => [2, 2],
        (A, D) => [1, 1],
        (B, C) => [0, 0],
        (B, D) => [2, 2],
        _ => [2, 2],
    });
    assert_eq!(
        table,
        [
            (C, 1, q(16), q(36), None, 4),
            (A, 2, q(14), q(43), None, 2),
            (B, 3, q(14), q(29), None, 3),
            (D, 4, q(4), q(14), None, 0),
        ]
    );
}

#[test]
fn direct_encounter_decides_against_wins() {
    // A-B: A wins both. A-C: two draws. A-D: D wins both. B-C: B wins both. B-D: one each. C-D: one each.
    // Points: A 2+1+0 = 3, B 0+2+1 = 3, C 1+0+1 = 2, D 2+1+1 = 4.
    // SB: A: B beaten twice (2·3 = 6), two draws with C (2·½·2 = 2): 8.
    //     B: C beaten twice (2·2 = 4), D beaten once (4): 8.
    //     C: two draws with A (2·1½ = 3), D beaten once (4): 7.  D: A twice (6), B (3), C (2): 11.
    // A and B are level on points and SB; between them A scored 2 and B 0, so A is second, though B has
    // more wins (3 to 2).
    let table = section_table(|low, high| match (low, high) {
        (A, B) => [2, 2],
        (A, C) => [1, 1],
        (A, D) => [0, 0],
        (B, C) => [2, 2],
        _ => [2, 0],
    });
    assert_eq!(
        table,
        [
            (D, 1, q(16), q(44), None, 4),
            (A, 2, q(12), q(32), Some(q(8)), 2),
            (B, 3, q(12), q(32), Some(q(0)), 3),
            (C, 4, q(8), q(28), None, 1),
        ]
    );
}

#[test]
fn wins_decide_when_the_encounter_was_shared() {
    // A-B: one each. A-C: A wins both. A-D: two draws. B-C: B wins both. B-D: one each. C-D: C wins both.
    // Points: A 1+2+1 = 4, B 1+2+1 = 4, C 0+0+2 = 2, D 1+1+0 = 2.
    // SB: A: B once (4), C twice (2·2 = 4), two draws with D (2·½·2 = 2): 10.
    //     B: A once (4), C twice (4), D once (2): 10.
    //     C: D twice (2·2 = 4): 4.  D: two draws with A (2·½·4 = 4), B once (4): 8.
    // A and B shared their encounter 1-1, so it does not separate them; B has 4 wins to A's 3 and goes
    // ahead of the better seed.
    let table = section_table(|low, high| match (low, high) {
        (A, C) | (B, C) | (C, D) => [2, 2],
        (A, D) => [1, 1],
        _ => [2, 0],
    });
    assert_eq!(
        table,
        [
            (B, 1, q(16), q(40), None, 4),
            (A, 2, q(16), q(40), None, 3),
            (D, 3, q(8), q(32), None, 1),
            (C, 4, q(8), q(16), None, 2),
        ]
    );
}

#[test]
fn players_equal_in_everything_share_a_rank() {
    // A wins all six of their games; B, C and D draw all theirs: 2 points each, SB 2·½·2 = 2 from each of the
    // other two, 4 in all; their encounter is 2 each, so it does not separate them; no wins.
    let table = section_table(|low, _| if low == A { [2, 2] } else { [1, 1] });
    let level = (q(16), None, 0);
    assert_eq!(table[0].1, 1);
    for (line, player) in table[1..].iter().zip([B, C, D]) {
        assert_eq!((line.0, line.1, line.2), (player, 2, q(8)));
        assert_eq!((line.3, line.4, line.5), level);
    }
}

fn game(first: usize, second: usize, result: GameResult) -> Record<usize> {
    Record::Game {
        pairing: Pairing { first, second },
        result,
    }
}

fn games(round: &[Pairing<usize>]) -> Vec<(usize, usize)> {
    round.iter().map(|g| (g.first, g.second)).collect()
}

#[test]
fn a_seven_player_swiss_with_byes_and_a_withdrawal() {
    let mut field = entrants(7);
    let mut results = Vec::new();

    // Round 1: one score group, seed order. G, the lowest, has the bye. The top half meets the bottom half:
    // A-D, B-E, C-F; with nobody's seats to go by, the higher seed takes the first seat on odd boards.
    let one = pair_round(&field, &results, 1).unwrap();
    assert_eq!(games(&one.games), [(A, D), (E, B), (C, F)]);
    assert_eq!(
        (one.bye, one.method, one.colour_limits_kept),
        (Some(G), Method::ScoreGroups, true)
    );
    results.extend([
        game(A, D, GameResult::Won(First)),
        game(E, B, GameResult::Draw),
        game(C, F, GameResult::Won(Second)),
        Record::Bye(G),
    ]);

    // Round 2, ranked A 1, F 1, G 1, B ½, E ½, C 0, D 0. D, the lowest without a bye, has it.
    // Group 1: A-F, and G, its lowest, goes down. Group ½ with G: G-B would send E down to C, and E and C
    // both had the first seat: neither can take it again. So B goes down instead: G-E and B-C. Seats: A
    // (one first) and F (one second) swap; G has none, so E (one first) takes the second; B (one second)
    // takes the first against C (one first).
    let two = pair_round(&field, &results, 2).unwrap();
    assert_eq!(games(&two.games), [(F, A), (G, E), (B, C)]);
    assert_eq!(two.bye, Some(D));
    results.extend([
        game(F, A, GameResult::Draw),
        game(G, E, GameResult::Won(First)),
        game(B, C, GameResult::Won(Second)),
        Record::Bye(D),
    ]);

    // C withdraws. Round 3, six left, no bye: G 2, A 1½, F 1½, D 1, B ½, E ½.
    // G alone goes down to meet A; F goes down. F and D cannot stay together, since B and E have met, so
    // both go down, and the last group pairs F-B and D-E. Seats: G had the first, so takes the second. F
    // and B both lean to the second after second-first; F ranks higher. D had the second, so takes the first.
    field[C].withdrawn = true;
    let three = pair_round(&field, &results, 3).unwrap();
    assert_eq!(games(&three.games), [(A, G), (B, F), (D, E)]);
    assert_eq!(three.bye, None);
    results.extend([
        game(A, G, GameResult::Won(First)),
        game(B, F, GameResult::Won(Second)),
        game(D, E, GameResult::Draw),
    ]);

    // Points: A 1+½+1 = 2½, F 1+½+1 = 2½, G bye+1+0 = 2, D 0+bye+½ = 1½, C 0+1 = 1, E ½+0+½ = 1,
    // B ½+0+0 = ½.
    // SB: A: D beaten (1½), a draw with F (½·2½ = 1¼), G beaten (2): 4¾.
    //     F: C beaten (1), a draw with A (1¼), B beaten (½): 2¾.
    //     G: the bye counts nothing, E beaten (1): 1.   D: the bye nothing, a draw with E (½·1 = ½): ½.
    //     E: draws with B (½·½ = ¼) and D (½·1½ = ¾): 1.   C: B beaten (½): ½.   B: a draw with E (½).
    // A and F: SB. E and C: level on points, SB puts E above C, withdrawn or not.
    let table = compute(&field, &results).unwrap();
    assert_eq!(
        lines(&table),
        [
            (A, 1, q(10), q(19), None, 2),
            (F, 2, q(10), q(11), None, 2),
            (G, 3, q(8), q(4), None, 2),
            (D, 4, q(6), q(2), None, 1),
            (E, 5, q(4), q(4), None, 0),
            (C, 6, q(4), q(2), None, 1),
            (B, 7, q(2), q(2), None, 0),
        ]
    );
    assert!(table[5].withdrawn && table.iter().filter(|s| s.withdrawn).count() == 1);
}

#[test]
fn a_game_stopped_without_a_result_scores_nothing_but_counts_as_met() {
    let field = entrants(4);
    let results = [game(A, B, GameResult::Void), game(C, D, GameResult::Won(First))];
    let table = compute(&field, &results).unwrap();
    assert_eq!((table[0].player, table[0].points), (C, q(4)));
    assert!(
        table
            .iter()
            .filter(|s| s.player != C)
            .all(|s| s.points == q(0) && s.wins == 0)
    );
    assert_eq!(table.iter().find(|s| s.player == A).unwrap().sonneborn_berger, q(0));
    let two = pair_round(&field, &results, 2).unwrap();
    assert!(
        games(&two.games)
            .iter()
            .all(|&(x, y)| (x, y) != (A, B) && (x, y) != (B, A))
    );
}
