//! What the core reads: the entrants and what happened to them, game by game and bye by bye.

use super::points::Points;
use crate::rules::Seat;

/// One entrant of an event. Their position in the entry list is their seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entrant<P> {
    pub player: P,
    /// A withdrawn player is paired no more, but their games stay: their opponents earned those points, and
    /// the standings still list them.
    pub withdrawn: bool,
}

impl<P> Entrant<P> {
    pub fn new(player: P) -> Entrant<P> {
        Entrant {
            player,
            withdrawn: false,
        }
    }
}

/// Two players of one game: `first` takes the first seat and moves first (the "white" side).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing<P> {
    pub first: P,
    pub second: P,
}

impl<P> Pairing<P> {
    /// The same game with other names for its players, e.g. a schedule's positions turned into user ids.
    pub fn map<Q>(self, mut name: impl FnMut(P) -> Q) -> Pairing<Q> {
        Pairing {
            first: name(self.first),
            second: name(self.second),
        }
    }

    pub fn player(&self, seat: Seat) -> &P {
        match seat {
            Seat::First => &self.first,
            Seat::Second => &self.second,
        }
    }
}

/// How a finished game counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    Won(Seat),
    Draw,
    /// This seat left the game (the service's forfeit: withdrawn, deleted, disabled). It counts exactly as the
    /// other seat's win, in points, Sonneborn–Berger, wins and direct encounter, and the game counts as
    /// played for pairings and colours: the seats were handed out and the game had begun. It stays a variant
    /// of its own so that the service passes what happened and the scoring policy lives here alone.
    Forfeited(Seat),
    /// Stopped without a result (an admin's decision): nobody scores, but the players have met and had their
    /// seats, so the pairing never brings them together again.
    Void,
}

impl GameResult {
    pub fn winner(self) -> Option<Seat> {
        match self {
            GameResult::Won(seat) => Some(seat),
            GameResult::Forfeited(seat) => Some(seat.other()),
            GameResult::Draw | GameResult::Void => None,
        }
    }

    pub fn points(self, seat: Seat) -> Points {
        match (self, self.winner()) {
            (_, Some(winner)) if winner == seat => Points::ONE,
            (GameResult::Draw, _) => Points::HALF,
            _ => Points::ZERO,
        }
    }
}

/// One thing that happened to entrants in an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Record<P> {
    Game {
        pairing: Pairing<P>,
        result: GameResult,
    },
    /// A round without an opponent: a win, a full point, but no game (no colour, no opponent, nothing for
    /// Sonneborn–Berger).
    Bye(P),
}
