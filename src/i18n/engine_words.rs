//! The engine's words (pieces, seats, presets, results, refusals) as messages. The engine itself speaks
//! English for records and the command line; pages and mails word its answers here.
//!
//! Pieces, results and refusals carry the preset's id as `$edition`: a language whose edition of a preset
//! names a piece otherwise than its Stratego does (Czech Maršál a špión: prapor, minové pole) selects on it.

use super::Msg;
use crate::rules::setup::SetupError;
use crate::rules::{Family, Kind, Move, PlayError, Reason, Seat, Variant};

/// A piece's name, lower case where the language writes it so in a sentence, in the words of the preset's own
/// edition; its message carries the word's grammatical `.gender` for the languages that need one.
pub fn piece(variant: Variant, kind: Kind) -> Msg {
    Msg::new(match kind {
        Kind::Marshal => "piece-marshal",
        Kind::General | Kind::Soldier(5) => "piece-general",
        Kind::Colonel | Kind::Soldier(4) => "piece-colonel",
        Kind::Major => "piece-major",
        Kind::Captain | Kind::Soldier(3) => "piece-captain",
        Kind::Lieutenant | Kind::Soldier(2) => "piece-lieutenant",
        Kind::Sergeant => "piece-sergeant",
        Kind::Miner => "piece-miner",
        Kind::Scout => "piece-scout",
        Kind::Spy => "piece-spy",
        Kind::Bomb => "piece-bomb",
        Kind::Flag => "piece-flag",
        Kind::Soldier(_) => "piece-corporal",
        Kind::Minesweeper => "piece-minesweeper",
        Kind::Mine => "piece-mine",
        Kind::Headquarters => "piece-headquarters",
    })
    .with("edition", variant.id())
}

/// A seat's colour in the middle of a sentence ("red").
pub fn seat(family: Family, seat: Seat) -> Msg {
    Msg::new(match (family, seat) {
        (Family::Stratego, Seat::First) => "seat-red",
        (Family::Stratego, Seat::Second) => "seat-blue",
        (Family::Espionage, Seat::First) => "seat-white",
        (Family::Espionage, Seat::Second) => "seat-black",
    })
}

/// A seat's colour as a heading or at the start of a sentence ("Red").
pub fn side(family: Family, seat: Seat) -> Msg {
    Msg::new(match (family, seat) {
        (Family::Stratego, Seat::First) => "side-red",
        (Family::Stratego, Seat::Second) => "side-blue",
        (Family::Espionage, Seat::First) => "side-white",
        (Family::Espionage, Seat::Second) => "side-black",
    })
}

/// "Red wins" as a table's row or a form's choice: with the colour for a heading and for mid-sentence, so that a
/// language may write "Voittaja: punainen".
pub fn side_wins(family: Family, seat: Seat) -> Msg {
    Msg::new("preset-wins")
        .with("side", side(family, seat))
        .with("seat", self::seat(family, seat))
}

/// What the messages that number a game's moves call one of them (their `$unit`): `move` where a turn is two
/// moves, so that Czech and Latvian say *přesun*/*pārvietojums* and keep *tah*/*gājiens* for the turn; `turn`
/// where a move is the whole turn.
pub fn move_unit(v: Variant) -> &'static str {
    if v.moves_per_turn() == 2 { "move" } else { "turn" }
}

pub fn variant(v: Variant) -> Msg {
    Msg::new(match v {
        Variant::Stratego => "variant-stratego",
        Variant::StrategoOriginal => "variant-stratego-original",
        Variant::Barrage => "variant-barrage",
        Variant::Duel => "variant-duel",
        Variant::MarsalASpion => "variant-marsal-a-spion",
        Variant::Espionage => "variant-espionage",
        Variant::EspionageSmall => "variant-espionage-small",
        Variant::EspionageFast => "variant-espionage-fast",
        Variant::EspionageOpenFast => "variant-espionage-open-fast",
        Variant::EspionageSmallFast => "variant-espionage-small-fast",
    })
}

pub fn reason(variant: Variant, r: Reason) -> Msg {
    Msg::new(match r {
        Reason::FlagCaptured => "reason-flag-captured",
        Reason::HqCaptured => "reason-hq-captured",
        Reason::NoMoves => "reason-no-moves",
        Reason::BothNoMoves => "reason-both-no-moves",
        Reason::NoMovablePieces => "reason-no-movable-pieces",
        Reason::FlagUnreachable => "reason-flag-unreachable",
        Reason::MoveLimit => "reason-move-limit",
        Reason::Resign => "reason-resign",
        Reason::DrawAgreed => "reason-draw-agreed",
        Reason::Timeout => "reason-timeout",
        Reason::Adjudicated => "reason-adjudicated",
    })
    .with("edition", variant.id())
}

/// Why a move was refused, worded from what the mover may know (the engine's errors already are).
/// A move the rules refuse, and why: "e4–e6 is not allowed. Only a Scout moves more than one square.", the move
/// named as its game names one (`move_unit`).
pub fn move_refused(variant: Variant, mv: Move, e: &PlayError) -> Msg {
    Msg::new("error-move-refused")
        .with("move", mv.worded())
        .with("unit", move_unit(variant))
        .with("why", play_error(variant, e))
}

pub fn play_error(variant: Variant, e: &PlayError) -> Msg {
    match e {
        PlayError::GameOver => Msg::new("refused-game-over"),
        PlayError::NotAMove(text) => Msg::new("refused-not-a-move").with("text", text),
        PlayError::NoPiece(sq) => Msg::new("refused-no-piece").with("square", *sq),
        PlayError::NotYours(sq) => Msg::new("refused-not-yours").with("square", *sq),
        PlayError::Immobile(kind) => Msg::new("refused-immobile").with("piece", piece(variant, *kind)),
        PlayError::NotInLine(to, from) if to == from => Msg::new("refused-same-square"),
        PlayError::NotInLine(to, from) => Msg::new("refused-not-in-line").with("to", *to).with("from", *from),
        PlayError::Diagonal => Msg::new("refused-diagonal"),
        PlayError::LongDiagonal => Msg::new("refused-long-diagonal"),
        PlayError::DiagonalAttack => Msg::new("refused-diagonal-attack"),
        // Espionage has no piece that runs: there, every piece goes a square at a time.
        PlayError::TooFar => Msg::new("refused-too-far").with("family", variant.family().id()),
        PlayError::Blocked(sq) => Msg::new("refused-blocked").with("square", *sq),
        PlayError::Terrain(sq, what) => Msg::new(if *what == "lake" {
            "refused-lake"
        } else {
            "refused-volcano"
        })
        .with("square", *sq),
        PlayError::OwnPiece(sq) => Msg::new("refused-own-piece").with("square", *sq),
        PlayError::NoScoutStrike => Msg::new("refused-no-scout-strike"),
        PlayError::SamePieceTwice => Msg::new("refused-same-piece-twice"),
        PlayError::ImmediateReturn(sq) => Msg::new("refused-immediate-return").with("square", *sq),
        PlayError::TwoSquares(n) => Msg::new("refused-two-squares").with("n", *n),
        PlayError::MoreSquares => Msg::new("refused-more-squares"),
    }
}

/// Why a setup does not work.
fn setup_error(variant: Variant, e: &SetupError) -> Msg {
    match e {
        SetupError::Length {
            given, expected, rows, ..
        } => Msg::new("setup-length")
            .with("given", *given)
            .with("expected", *expected)
            .with("rows", rows),
        SetupError::UnknownCode { code, square, .. } => Msg::new("setup-unknown-code")
            .with("code", code.to_string())
            .with("square", *square),
        SetupError::OutsideArea(sq) => Msg::new("setup-outside").with("square", *sq),
        SetupError::Army {
            missing,
            excess,
            foreign,
        } => {
            let count = |id: &'static str, &(kind, n): &(Kind, u8)| {
                Msg::new(id).with("n", n).with("piece", piece(variant, kind))
            };
            // "missing 1 × General, 2 × Colonels; too many …": each kind of fault says its word once.
            let group = |id: &'static str, pieces: &[(Kind, u8)]| {
                (!pieces.is_empty())
                    .then(|| Msg::new(id).with("pieces", listed(pieces.iter().map(|p| count("setup-count", p)))))
            };
            [group("setup-missing", missing), group("setup-excess", excess)]
                .into_iter()
                .flatten()
                .chain(foreign.iter().map(|p| count("setup-foreign", p)))
                .reduce(|a, b| Msg::new("list-join-groups").with("a", a).with("b", b))
                .expect("an army error names a piece")
        }
    }
}

/// Why a setup is refused, as the sentence a page shows: an army only partly placed names what is still in the
/// tray ("Still to place: 2 × Bomb, 1 × Scout"); anything else is a setup that does not work.
pub fn setup_refusal(variant: Variant, e: &SetupError) -> Msg {
    match e.still_to_place() {
        Some(missing) => Msg::new("setup-still-to-place").with(
            "pieces",
            listed(
                missing
                    .iter()
                    .map(|&(kind, n)| Msg::new("setup-count").with("n", n).with("piece", piece(variant, kind))),
            ),
        ),
        None => Msg::new("error-bad-setup").with("why", setup_error(variant, e)),
    }
}

/// A list of any length, joined by the language's own separator.
fn listed(parts: impl Iterator<Item = Msg>) -> Msg {
    parts
        .reduce(|a, b| Msg::new("list-join").with("a", a).with("b", b))
        .expect("an army error names a piece")
}
