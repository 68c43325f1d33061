//! Moves, pieces and results as messages, for pages and mails alike, from what the viewer may know
//! (`SeenMove`). The reader's language words them.

use super::{self as i18n, Msg};
use crate::rules::battle::Removed;
use crate::rules::view::{SeenMove, View};
use crate::rules::{GameEnd, Kind, Move, Numbering, Seat, Variant};

/// "your Captain (6)", "red Marshal (10)", "blue piece".
pub fn piece_words(variant: Variant, owner: Seat, me: Option<Seat>, kind: Option<Kind>, numbering: Numbering) -> Msg {
    let family = variant.family();
    let mine = me == Some(owner);
    match kind {
        Some(k) => Msg::new(if mine { "words-own-piece" } else { "words-seat-piece" })
            .with("seat", i18n::seat(family, owner))
            .with("piece", i18n::piece(variant, k))
            .with("label", k.label(numbering)),
        None => Msg::new(if mine {
            "words-own-unknown"
        } else {
            "words-seat-unknown"
        })
        .with("seat", i18n::seat(family, owner)),
    }
}

/// The question before `seat` sends `mv`: an attack says so, naming the defender where the mover knows it. The
/// game page asks it in place for each legal move, and the confirmation page without JavaScript; the piece's
/// message goes in whole, so that a language can inflect it. `None` when no own piece of known kind stands on
/// the move's first square.
pub fn move_question(view: &View, seat: Seat, mv: Move, numbering: Numbering) -> Option<Msg> {
    move_question_naming(
        view,
        seat,
        mv,
        numbering,
        [mv.from.name(), mv.to.name()].map(String::from),
    )
}

/// `move_question` with the move's two squares named `from` and `to` (the board leaves them open in a
/// `Pattern`, and words each question once for all moves of its kind).
pub fn move_question_naming(
    view: &View,
    seat: Seat,
    mv: Move,
    numbering: Numbering,
    [from, to]: [String; 2],
) -> Option<Msg> {
    let variant = view.variant();
    let mover = view.piece_at(mv.from)?.identity()?;
    let piece = i18n::piece(variant, mover);
    let question = match view.piece_at(mv.to) {
        Some(d) if d.identity().is_some() => Msg::new("confirm-attack-known")
            .with("to", to)
            .with("piece", piece)
            .with(
                "defender",
                piece_words(variant, d.owner(), Some(seat), d.identity(), numbering),
            ),
        Some(_) => Msg::new("confirm-attack").with("to", to).with("piece", piece),
        None => Msg::new("confirm-move")
            .with("piece", piece)
            .with("from", from)
            .with("to", to),
    };
    // Czech and Latvian send a *přesun*/*pārvietojums* where a turn is two of them.
    Some(question.with("unit", i18n::move_unit(variant)))
}

/// A move as a sentence; `names` are the players' names by seat.
pub fn describe(variant: Variant, m: &SeenMove, me: Option<Seat>, names: &[String; 2], numbering: Numbering) -> Msg {
    let mover = piece_words(variant, m.seat, me, m.mover(), numbering);
    let base = |id_mine: &'static str, id_other: &'static str| {
        let msg = if me == Some(m.seat) {
            Msg::new(id_mine)
        } else {
            Msg::new(id_other).with("who", &names[m.seat.index()])
        };
        // Czech says whose *přesun* it was where a turn is two of them, as the step bar counts them.
        msg.with("from", m.from)
            .with("to", m.to)
            .with("mover", mover.clone())
            .with("unit", i18n::move_unit(variant))
    };
    match m.battle() {
        None => base("words-you-moved", "words-moved"),
        Some(b) => {
            let defender = piece_words(variant, m.seat.other(), me, b.defender(), numbering);
            let result = match b.removed {
                Removed::Defender => lost(variant, defender.clone(), b.defender())
                    .unwrap_or_else(|| Msg::new("words-removed").with("piece", defender.clone())),
                Removed::Attacker => Msg::new("words-removed").with("piece", mover.clone()),
                Removed::Both => Msg::new("words-both-removed"),
            };
            base("words-you-attacked", "words-attacked")
                .with("defender", defender)
                .with("result", result)
        }
    }
}

/// A battle for the move list, only with what the viewer knows: "your Captain (6) beat blue Lieutenant (3)",
/// "both were removed". `None` for a move that fought no battle.
pub fn battle_words(variant: Variant, m: &SeenMove, me: Option<Seat>, numbering: Numbering) -> Option<Msg> {
    let b = m.battle()?;
    let attacker = piece_words(variant, m.seat, me, m.mover(), numbering);
    let defender = piece_words(variant, m.seat.other(), me, b.defender(), numbering);
    Some(match b.removed {
        Removed::Defender => lost(variant, defender.clone(), b.defender())
            .unwrap_or_else(|| Msg::new("words-beat").with("winner", attacker).with("loser", defender)),
        Removed::Attacker => Msg::new("words-beat").with("winner", defender).with("loser", attacker),
        Removed::Both => Msg::new("words-both-removed"),
    })
}

/// A defender that is not beaten but taken: a Flag or Headquarters captured, a Bomb or Mine defused (only the piece
/// that clears it removes one). `None` for a piece that lost a fight, or one the viewer does not know.
fn lost(variant: Variant, piece: Msg, kind: Option<Kind>) -> Option<Msg> {
    let id = match kind? {
        k if k.is_goal() => "words-captured",
        Kind::Bomb | Kind::Mine => "words-defused",
        _ => return None,
    };
    // Espionage has verbs of its own: a Headquarters is taken, a Mine cleared, not a Flag's or a Bomb's.
    Some(Msg::new(id).with("piece", piece).with("family", variant.family().id()))
}

/// Why a game ended: a rule's reason, or the service's own (a forfeit, an admin's decision).
pub fn end_words(variant: Variant, end: GameEnd) -> Msg {
    match end {
        GameEnd::Rules(r) => i18n::reason(variant, r),
        GameEnd::Forfeit => Msg::new("reason-forfeit"),
        GameEnd::Declared => Msg::new("reason-declared"),
        GameEnd::Aborted => Msg::new("reason-aborted"),
    }
}

/// A result in words for one player (or a neutral one).
pub fn result_words(
    variant: Variant,
    winner: Option<Seat>,
    end: GameEnd,
    me: Option<Seat>,
    names: &[String; 2],
) -> Msg {
    let reason = end_words(variant, end);
    match (winner, me) {
        (None, _) => Msg::new("result-drawn"),
        (Some(w), Some(s)) if w == s => Msg::new("result-won"),
        (Some(_), Some(_)) => Msg::new("result-lost"),
        (Some(w), None) => Msg::new("result-seat-won")
            .with("name", &names[w.index()])
            .with("seat", i18n::seat(variant.family(), w)),
    }
    .with("reason", reason)
    .with("how", end.as_str())
    .with("edition", variant.id())
}

#[cfg(test)]
mod tests {
    use super::result_words;
    use crate::i18n::Lang;
    use crate::rules::{GameEnd, Reason, Seat, Variant};

    fn said(lang: Lang, variant: Variant, winner: Option<Seat>, end: GameEnd, me: Option<Seat>) -> String {
        let names = ["ann".to_string(), "bo".to_string()];
        lang.try_msg(&result_words(variant, winner, end, me, &names)).unwrap()
    }

    /// A Flag or Headquarters is captured and a Bomb or Mine defused, in every language; a piece that lost a fight
    /// or one the viewer does not know is worded as before.
    #[test]
    fn a_goal_is_captured_and_a_bomb_defused_not_beaten() {
        use super::lost;
        use crate::i18n::piece;
        use crate::rules::Kind;
        let stratego = Variant::parse("stratego").unwrap();
        let espionage = Variant::parse("espionage").unwrap();
        let id = |v: Variant, k: Kind| lost(v, piece(v, k), Some(k)).map(|m| m.id().to_string());
        assert_eq!(id(stratego, Kind::Flag).as_deref(), Some("words-captured"));
        assert_eq!(id(espionage, Kind::Headquarters).as_deref(), Some("words-captured"));
        assert_eq!(id(stratego, Kind::Bomb).as_deref(), Some("words-defused"));
        assert_eq!(id(espionage, Kind::Mine).as_deref(), Some("words-defused"));
        assert_eq!(id(stratego, Kind::Marshal), None);
        assert!(lost(stratego, piece(stratego, Kind::Flag), None).is_none());
        for lang in Lang::ALL {
            for (v, k) in [(stratego, Kind::Flag), (espionage, Kind::Mine)] {
                assert!(
                    lang.try_msg(&lost(v, piece(v, k), Some(k)).unwrap()).is_ok(),
                    "{lang:?} {k:?}"
                );
            }
        }
    }

    #[test]
    fn a_result_says_how_the_game_was_won_or_lost_in_words() {
        let stratego = Variant::parse("stratego").unwrap();
        let resign = GameEnd::Rules(Reason::Resign);
        let flag = GameEnd::Rules(Reason::FlagCaptured);
        assert_eq!(
            said(Lang::En, stratego, Some(Seat::First), resign, Some(Seat::Second)),
            "You lost by resignation."
        );
        assert_eq!(
            said(Lang::En, stratego, Some(Seat::First), flag, Some(Seat::First)),
            "You won by capturing the flag."
        );
        assert_eq!(
            said(Lang::En, stratego, Some(Seat::Second), GameEnd::Forfeit, None),
            "bo (blue) won by forfeit."
        );
        let marsal = Variant::parse("marsal-a-spion").unwrap();
        assert_eq!(
            said(Lang::Cs, marsal, Some(Seat::First), flag, Some(Seat::First)),
            "Vyhráli jste zajetím praporu."
        );
        // Every end in every language is worded without error, for each side and a spectator.
        let ends = Reason::ALL.map(GameEnd::Rules);
        for lang in Lang::ALL {
            for end in ends
                .into_iter()
                .chain([GameEnd::Forfeit, GameEnd::Declared, GameEnd::Aborted])
            {
                for (winner, me) in [
                    (Some(Seat::First), Some(Seat::First)),
                    (Some(Seat::First), Some(Seat::Second)),
                    (Some(Seat::Second), None),
                    (None, Some(Seat::First)),
                ] {
                    let text = said(lang, stratego, winner, end, me);
                    assert!(!text.contains('{') && text.ends_with('.'), "{lang:?} {end:?}: {text}");
                }
            }
        }
    }
}
