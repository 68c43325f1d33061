//! How a game ended: the rules' reasons, the outcome (winner and reason), and the end as the service keeps it.

use super::piece::Seat;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    FlagCaptured,
    HqCaptured,
    NoMoves,
    BothNoMoves,
    NoMovablePieces,
    FlagUnreachable,
    MoveLimit,
    Resign,
    DrawAgreed,
    Timeout,
    /// Decided off the board by the service's administrators (not a rule of the game).
    Adjudicated,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::FlagCaptured => "flag_captured",
            Reason::HqCaptured => "hq_captured",
            Reason::NoMoves => "no_moves",
            Reason::BothNoMoves => "both_no_moves",
            Reason::NoMovablePieces => "no_movable_pieces",
            Reason::FlagUnreachable => "flag_unreachable",
            Reason::MoveLimit => "move_limit",
            Reason::Resign => "resign",
            Reason::DrawAgreed => "draw_agreed",
            Reason::Timeout => "timeout",
            Reason::Adjudicated => "adjudicated",
        }
    }

    /// Every way the rules end a game.
    pub const ALL: [Reason; 11] = [
        Reason::FlagCaptured,
        Reason::HqCaptured,
        Reason::NoMoves,
        Reason::BothNoMoves,
        Reason::NoMovablePieces,
        Reason::FlagUnreachable,
        Reason::MoveLimit,
        Reason::Resign,
        Reason::DrawAgreed,
        Reason::Timeout,
        Reason::Adjudicated,
    ];

    pub fn parse(text: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

/// How a game ended as the service keeps it: by a rule of the game, or by a decision off the board that no game
/// record can express (it replays as `Reason::Adjudicated`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameEnd {
    Rules(Reason),
    /// A player left the game (withdrawn, deleted, disabled for good): the opponent wins.
    Forfeit,
    /// An administrator declared the result.
    Declared,
    /// An administrator stopped the game without a result.
    Aborted,
}

impl GameEnd {
    pub fn as_str(self) -> &'static str {
        match self {
            GameEnd::Rules(r) => r.as_str(),
            GameEnd::Forfeit => "forfeit",
            GameEnd::Declared => "declared",
            GameEnd::Aborted => "aborted",
        }
    }

    pub fn parse(text: &str) -> Option<GameEnd> {
        match text {
            "forfeit" => Some(GameEnd::Forfeit),
            "declared" => Some(GameEnd::Declared),
            "aborted" => Some(GameEnd::Aborted),
            _ => Reason::parse(text).map(GameEnd::Rules),
        }
    }

    /// Whether the result came from a contest on the board or the clock (so it may be rated).
    pub fn was_contested(self) -> bool {
        !matches!(self, GameEnd::Forfeit | GameEnd::Aborted)
    }
}

impl From<Reason> for GameEnd {
    fn from(r: Reason) -> GameEnd {
        GameEnd::Rules(r)
    }
}

/// How a game ended: the winner (none for a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Seat>,
    pub reason: Reason,
}
