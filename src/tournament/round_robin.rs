//! Round-robin sections: everyone meets everyone twice, once in each seat. A play-by-mail section starts all
//! its games at once, so there are no rounds to wait for; the schedule's order is only a stable order to
//! list and start the games in.

use std::ops::RangeInclusive;

use super::record::Pairing;

/// The section sizes the service offers: three players make the smallest field worth a table, and twelve
/// mean 22 games at once for each player, about what a correspondence player can follow.
pub const SECTION_SIZES: RangeInclusive<usize> = 3..=12;

/// Every game of a double round robin among players `0..n` (positions in the section's entry list; turn
/// them into players with `Pairing::map`): each ordered pair exactly once, so each pair meets twice with the
/// seats swapped and each player has `n - 1` games in either seat. The order is Berger's circle, round by
/// round, then the same rounds again with the seats turned. Any `n` works; fewer than two give no games.
pub fn schedule(n: usize) -> Vec<Pairing<usize>> {
    if n < 2 {
        return Vec::new();
    }
    // An odd field gets a ghost, `m - 1`: whoever meets it sits that round out.
    let m = n + n % 2;
    let mut circle: Vec<usize> = (0..m).collect();
    let mut games = Vec::with_capacity(n * (n - 1));
    for round in 0..m - 1 {
        for board in 0..m / 2 {
            let (a, b) = (circle[board], circle[m - 1 - board]);
            if a >= n || b >= n {
                continue;
            }
            // The fixed player alternates seats from round to round; the others take the seat of their side.
            let swap = board == 0 && round % 2 == 1;
            games.push(if swap {
                Pairing { first: b, second: a }
            } else {
                Pairing { first: a, second: b }
            });
        }
        circle[1..].rotate_right(1);
    }
    let turned: Vec<Pairing<usize>> = games
        .iter()
        .map(|g| Pairing {
            first: g.second,
            second: g.first,
        })
        .collect();
    games.extend(turned);
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ordered_pair_plays_exactly_once() {
        for n in 0..=*SECTION_SIZES.end() + 1 {
            let games = schedule(n);
            let mut seen = vec![vec![0; n]; n];
            for g in &games {
                assert_ne!(g.first, g.second);
                seen[g.first][g.second] += 1;
            }
            for (a, row) in seen.iter().enumerate() {
                for (b, &count) in row.iter().enumerate() {
                    assert_eq!(count, usize::from(a != b), "n = {n}: {a} first against {b}");
                }
                let firsts = games.iter().filter(|g| g.first == a).count();
                let seconds = games.iter().filter(|g| g.second == a).count();
                assert_eq!((firsts, seconds), (n - 1, n - 1), "n = {n}: player {a}'s seats");
            }
            assert_eq!(games.len(), n * n.saturating_sub(1));
        }
    }

    #[test]
    fn the_order_is_stable_and_round_by_round() {
        assert_eq!(schedule(7), schedule(7));
        // Four players: three rounds of two games, then the same turned.
        let four: Vec<(usize, usize)> = schedule(4).iter().map(|g| (g.first, g.second)).collect();
        assert_eq!(
            four,
            [
                (0, 3),
                (1, 2),
                (2, 0),
                (3, 1),
                (0, 1),
                (2, 3),
                (3, 0),
                (2, 1),
                (0, 2),
                (1, 3),
                (1, 0),
                (3, 2)
            ]
        );
    }
}
