//! Moves and pieces in words, for pages and mails alike, from what the viewer may know (`SeenMove`).

use crate::rules::battle::Removed;
use crate::rules::view::SeenMove;
use crate::rules::{Family, Kind, Numbering, Seat};

/// "your Captain (6)", "red Marshal (10)", "blue piece".
pub fn piece_words(family: Family, owner: Seat, me: Option<Seat>, kind: Option<Kind>, numbering: Numbering) -> String {
    let whose = if me == Some(owner) {
        "your".to_string()
    } else {
        owner.name(family).to_string()
    };
    match kind {
        Some(k) => format!("{whose} {} ({})", k.name(), k.label(numbering)),
        None => format!("{whose} piece"),
    }
}

/// A move as a sentence; `names` are the players' names by seat.
pub fn describe(family: Family, m: &SeenMove, me: Option<Seat>, names: &[String; 2], numbering: Numbering) -> String {
    let who = |s: Seat| {
        if me == Some(s) {
            "You".to_string()
        } else {
            names[s.index()].clone()
        }
    };
    let mover = piece_words(family, m.seat, me, m.mover(), numbering);
    match m.battle() {
        None => format!("{} moved {mover} {}–{}.", who(m.seat), m.from, m.to),
        Some(b) => {
            let defender = piece_words(family, m.seat.other(), me, b.defender(), numbering);
            let result = match b.removed {
                Removed::Defender => format!("{defender} was removed"),
                Removed::Attacker => format!("{mover} was removed"),
                Removed::Both => "both were removed".to_string(),
            };
            format!(
                "{} attacked from {} with {mover} onto {defender} on {}: {result}.",
                who(m.seat),
                m.from,
                m.to
            )
        }
    }
}

/// A result in words for one player (or a neutral one).
pub fn result_words(
    family: Family,
    winner: Option<Seat>,
    reason: &str,
    me: Option<Seat>,
    names: &[String; 2],
) -> String {
    let reason = reason.replace('_', " ");
    match (winner, me) {
        (None, _) => format!("The game is drawn ({reason})."),
        (Some(w), Some(s)) if w == s => format!("You won ({reason})."),
        (Some(_), Some(_)) => format!("You lost ({reason})."),
        (Some(w), None) => format!("{} ({}) won ({reason}).", names[w.index()], w.name(family)),
    }
}
