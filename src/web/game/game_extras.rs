//! What the game page shows a player beside the board: their own notes on enemy pieces, the conversation with
//! the opponent, and the rematch. Never shown to a spectator.

use crate::app::game::loaded::LoadedGame;
use crate::app::game::messages;
use crate::app::game::notes::Guess;
use crate::app::game::rematch::{self, Rematch};
use crate::bot::{Fact, StillPossible};
use crate::db::UserId;
use crate::db::game_page::PlayerExtrasRow;
use crate::db::games::GameStatus;
use crate::db::messages::MessageRow;
use crate::db::notes::NoteRow;
use crate::error::AppResult;
use crate::i18n::move_words::piece_words;
use crate::i18n::{self, Lang, Msg};
use crate::rules::view::View;
use crate::rules::{Kind, Numbering, Seat};
use crate::web::extract::Ctx;

#[derive(Debug, Default, Hash)]
pub struct PlayerExtras {
    pub notes: Vec<NoteRow>,
    pub messages: Vec<MessageRow>,
    pub muted: bool,
    pub rematch: Option<Rematch>,
    /// The opponent is a computer: no conversation.
    pub against_computer: bool,
}

/// What `user`, a player of `game`, is shown of what the page's statement read beside the game.
pub fn of_player(game: &LoadedGame, user: UserId, row: PlayerExtrasRow) -> AppResult<PlayerExtras> {
    let finished = game.row.status == GameStatus::Finished;
    Ok(PlayerExtras {
        notes: row.notes,
        messages: messages::visible(game, user, row.messages, row.muted)?,
        muted: row.muted,
        rematch: finished.then(|| rematch::state(row.rematch, user)),
        against_computer: row.against_computer,
    })
}

/// A message as the conversation shows it.
pub struct MessageLine {
    pub id: i64,
    pub author: String,
    pub at: String,
    pub body: String,
    pub mine: bool,
}

pub fn message_lines(rows: &[MessageRow], me: UserId, ctx: &Ctx) -> Vec<MessageLine> {
    rows.iter()
        .map(|m| MessageLine {
            id: m.id,
            author: m.author_name.clone(),
            at: ctx.datetime(m.created_at),
            body: m.body.clone(),
            mine: m.author_id == me,
        })
        .collect()
}

/// The note form for one hidden enemy piece (the page's `?note=` square, without JavaScript).
pub struct NoteEditor {
    pub square: String,
    /// "It can still be: …", by everything the player has seen of the piece.
    pub can_be: String,
    /// Why: each thing the player saw the piece do, with what that alone leaves possible.
    pub reasons: Vec<String>,
    /// (value, words, chosen) for each guess of a kind the piece can still be, "none" first.
    pub guesses: Vec<(String, String, bool)>,
    pub text: String,
}

/// The note form for the enemy piece on `square`, its guesses limited to the kinds the piece can still be
/// (`possible`, from the player's own view: guessing "not a Bomb" of a piece that moved says nothing).
pub fn note_editor(
    view: &View,
    seat: Seat,
    possible: &StillPossible,
    rows: &[NoteRow],
    numbering: Numbering,
    lang: Lang,
) -> Option<NoteEditor> {
    let variant = view.variant();
    let square = possible.square;
    let piece = view
        .piece_at(square)
        .filter(|p| p.owner() != seat && p.identity().is_none())?;
    let start = piece.start().to_string();
    let existing = rows.iter().find(|r| r.start_square == start);
    let current = existing.and_then(|r| r.guess.clone()).unwrap_or_default();
    let kinds = possible.kinds.iter().copied();
    let is = kinds.clone().map(|k| (Guess::Is(k), "notes-probably", k));
    let not = kinds.map(|k| (Guess::Not(k), "notes-not", k));
    let guesses = std::iter::once((String::new(), lang.t("notes-no-guess"), current.is_empty()))
        .chain(is.chain(not).map(|(g, id, k)| {
            let value = g.stored();
            let words = lang.msg(&Msg::new(id).with("piece", i18n::piece(variant, k)));
            let chosen = value == current;
            (value, words, chosen)
        }))
        .collect();
    let words = |kinds: &mut dyn Iterator<Item = Kind>| {
        kinds
            .map(|k| format!("{} ({})", lang.msg(&i18n::piece(variant, k)), k.label(numbering)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // What moving or counting rules out is the shorter list.
    let ruled_out =
        |allows: &[Kind]| words(&mut variant.army().iter().map(|&(k, _)| k).filter(|k| !allows.contains(k)));
    let reasons = possible
        .reasons
        .iter()
        .map(|(fact, allows)| {
            let msg = match *fact {
                Fact::Moved => Msg::new("notes-why-moved").with("kinds", ruled_out(allows)),
                Fact::MovedFar => Msg::new("notes-why-far").with("kinds", words(&mut allows.iter().copied())),
                Fact::Counted => Msg::new("notes-why-counted").with("kinds", ruled_out(allows)),
                Fact::Beat(mine) => Msg::new("notes-why-beat")
                    .with("kinds", words(&mut allows.iter().copied()))
                    .with("loser", piece_words(variant, seat, Some(seat), Some(mine), numbering)),
            };
            lang.msg(&msg)
        })
        .collect();
    Some(NoteEditor {
        can_be: lang.msg(&Msg::new("notes-can-be").with("kinds", words(&mut possible.kinds.iter().copied()))),
        reasons,
        square: square.to_string(),
        guesses,
        text: existing.and_then(|r| r.text.clone()).unwrap_or_default(),
    })
}
