//! Seats over a Swiss event. One limit is kept whenever any repeat-free pairing allows it: a player's balance
//! (games in the first seat minus games in the second) stays within ±1, so colours alternate game by game
//! pair and nobody takes one seat three games in a row. Within it, each player is steered towards the seat
//! they had less often, else the other one from their last game. (FIDE's Dutch system allows ±2; a
//! correspondence player keeps many games going, and asked for the stricter balance.)

use crate::rules::Seat;

/// The seats of one player's games, in the order played (byes have none).
#[derive(Debug, Clone, Default)]
pub(super) struct Seats(Vec<Seat>);

impl Seats {
    pub fn push(&mut self, seat: Seat) {
        self.0.push(seat);
    }

    pub fn balance(&self) -> i32 {
        self.0.iter().map(|s| if *s == Seat::First { 1 } else { -1 }).sum()
    }

    /// Whether taking `seat` next keeps this player within the limits. When neither seat does (possible only
    /// after an earlier round had to break them), both count as allowed: the player can constrain nobody.
    pub fn allows(&self, seat: Seat) -> bool {
        self.keeps_limits(seat) || !self.keeps_limits(seat.other())
    }

    fn keeps_limits(&self, seat: Seat) -> bool {
        let step = if seat == Seat::First { 1 } else { -1 };
        (self.balance() + step).abs() <= 1
    }

    /// The seat this player should have next, if they have played at all.
    fn preference(&self) -> Option<Seat> {
        match self.balance() {
            b if b > 0 => Some(Seat::Second),
            b if b < 0 => Some(Seat::First),
            _ => self.0.last().map(|s| s.other()),
        }
    }

    /// How much the preference weighs: the imbalance first, then how long the last seat has lasted.
    fn urgency(&self) -> (i32, usize) {
        let last = self.0.last();
        let run = self.0.iter().rev().take_while(|s| Some(*s) == last).count();
        (self.balance().abs(), run)
    }
}

/// Whether two players can meet within the limits, one way round or the other.
pub(super) fn may_meet(a: &Seats, b: &Seats) -> bool {
    Seat::BOTH.iter().any(|&s| a.allows(s) && b.allows(s.other()))
}

/// Two players whose imbalances lean the same way: one of them must end up further from even. The pairing
/// looks for other opponents first.
pub(super) fn clash(a: &Seats, b: &Seats) -> bool {
    a.balance() * b.balance() > 0
}

/// The seat the higher-ranked player `a` takes against `b` on board `board` (counted from 1): the way round
/// that keeps the limits if only one does; else both preferences if they differ; else the more urgent one's,
/// the higher-ranked player's on a tie. Before anyone has played, the higher-ranked player takes the first
/// seat on odd boards, so seeds alternate down the boards.
pub(super) fn seat_of_higher(a: &Seats, b: &Seats, board: usize) -> Seat {
    let keeps = |s: Seat| a.allows(s) && b.allows(s.other());
    if keeps(Seat::First) != keeps(Seat::Second) {
        return if keeps(Seat::First) { Seat::First } else { Seat::Second };
    }
    match (a.preference(), b.preference()) {
        (None, None) if board % 2 == 1 => Seat::First,
        (None, None) => Seat::Second,
        (Some(s), None) => s,
        (None, Some(s)) => s.other(),
        (Some(sa), Some(sb)) if sa != sb => sa,
        (Some(s), Some(_)) if a.urgency() >= b.urgency() => s,
        (Some(s), Some(_)) => s.other(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Seat::{First, Second};

    fn seats(list: &[Seat]) -> Seats {
        Seats(list.to_vec())
    }

    #[test]
    fn the_limit_keeps_every_balance_within_one() {
        assert!(!seats(&[First]).allows(First));
        assert!(seats(&[First]).allows(Second));
        assert!(!seats(&[First, Second, Second]).allows(Second));
        assert!(seats(&[First, Second]).allows(First) && seats(&[First, Second]).allows(Second));
        // Broken by an earlier round: the seat back towards even is still the only one allowed...
        assert!(!seats(&[Second, Second]).allows(Second));
        // ...and where neither seat keeps the limit, neither is refused.
        let broken = seats(&[First, First, First]);
        assert!(broken.allows(First) && broken.allows(Second));
    }

    #[test]
    fn the_seat_follows_balance_then_last_game_then_urgency_then_rank() {
        assert_eq!(seat_of_higher(&seats(&[First]), &seats(&[First]), 1), Second);
        assert_eq!(seat_of_higher(&seats(&[Second]), &seats(&[First]), 1), First);
        // Balance first: `a` is owed the first seat although their last game was in it.
        assert_eq!(
            seat_of_higher(&seats(&[Second, Second, First]), &seats(&[First, Second]), 1),
            First
        );
        // Both owed the first seat: the larger imbalance wins it.
        assert_eq!(seat_of_higher(&seats(&[Second]), &seats(&[Second, Second]), 1), Second);
        // Equal in everything: the higher-ranked player gets their way.
        assert_eq!(seat_of_higher(&seats(&[Second]), &seats(&[Second]), 1), First);
        // Round one alternates down the boards.
        assert_eq!(seat_of_higher(&seats(&[]), &seats(&[]), 1), First);
        assert_eq!(seat_of_higher(&seats(&[]), &seats(&[]), 2), Second);
        // A player who has only had byes takes what the other does not want.
        assert_eq!(seat_of_higher(&seats(&[]), &seats(&[First]), 1), First);
    }
}
