//! A player's notes on enemy pieces: a guess at what a hidden piece is ("probably the General", "not a Bomb")
//! or a few words. Each note is the author's alone and is kept by the square its piece started on, so it
//! follows the piece without a write on every move.

use crate::app::Env;
use crate::app::free_text;
use crate::app::game::loaded::{self, LoadedGame};
use crate::bot::StillPossible;
use crate::db::games::GameStatus;
use crate::db::notes::NoteRow;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::board::SquareName;
use crate::rules::view::{View, Viewer};
use crate::rules::{Kind, Seat, Square, Variant};

/// The longest note, in characters: a badge's worth, not a diary.
pub const MAX_TEXT: usize = 40;

/// What the author guesses a piece is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guess {
    Is(Kind),
    Not(Kind),
}

impl Guess {
    /// `is:G` or `not:B`: the form's value and the stored one. Only kinds of the game's own army.
    pub fn parse(variant: Variant, text: &str) -> Option<Guess> {
        let (how, code) = text.split_once(':')?;
        let mut chars = code.chars();
        let (Some(code), None) = (chars.next(), chars.next()) else {
            return None;
        };
        let kind = variant.army().iter().map(|&(k, _)| k).find(|k| k.code() == code)?;
        match how {
            "is" => Some(Guess::Is(kind)),
            "not" => Some(Guess::Not(kind)),
            _ => None,
        }
    }

    pub fn stored(self) -> String {
        match self {
            Guess::Is(k) => format!("is:{}", k.code()),
            Guess::Not(k) => format!("not:{}", k.code()),
        }
    }
}

/// A note as the author writes it on the square where the piece stands now.
pub struct NoteForm<'a> {
    pub square: &'a SquareName,
    /// `is:G`, `not:B`, or empty for none.
    pub guess: &'a str,
    pub text: &'a str,
    /// The ply the page was drawn at: if a move came since, the square may hold another piece.
    pub ply: i32,
}

/// A note ready to draw: the piece it is on, where that piece stands now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedNote {
    pub square: Square,
    pub guess: Option<Guess>,
    pub text: Option<String>,
}

/// Writes, replaces or (with neither a guess nor words) removes the author's note on the enemy piece on
/// `form.square`. Only on a hidden enemy piece of a running game.
pub async fn set(env: &Env, author: UserId, id: GameId, form: NoteForm<'_>) -> AppResult<()> {
    let game = loaded::load(&env.pool, id).await?;
    let seat = game
        .seat_of(author)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    if game.row.status != GameStatus::Playing {
        return Err(AppError::Conflict(Msg::new("error-note-not-playing")));
    }
    if game.row.ply != form.ply {
        return Err(AppError::Conflict(Msg::new("error-stale-page")));
    }
    let text = free_text::check(
        form.text,
        0..=MAX_TEXT,
        false,
        Msg::new("error-note-text").with("n", MAX_TEXT),
    )?;
    let variant = game.variant();
    let square = form
        .square
        .on(variant.dims())
        .map_err(|_| AppError::BadRequest(Msg::new("error-not-a-square").with("square", form.square.as_str())))?;
    let guess = match form.guess {
        "" => None,
        g => Some(Guess::parse(variant, g).ok_or_else(|| AppError::BadRequest(Msg::new("error-note-guess")))?),
    };
    let start = hidden_enemy_start(&game, seat, square)?;
    let note = NoteRow {
        start_square: start.to_string(),
        guess: guess.map(Guess::stored),
        text: (!text.is_empty()).then(|| text.to_string()),
    };
    if note.guess.is_none() && note.text.is_none() {
        db::notes::remove(&env.pool, id, author, &note.start_square).await?;
    } else {
        db::notes::put(&env.pool, id, author, &note, env.clock.now()).await?;
    }
    Ok(())
}

/// The author's notes on the pieces they belong on now (see `placed`); the game's players only.
pub async fn of_player(env: &Env, author: UserId, id: GameId) -> AppResult<Vec<PlacedNote>> {
    let game = loaded::load(&env.pool, id).await?;
    let seat = game
        .seat_of(author)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    if !matches!(game.row.status, GameStatus::Playing | GameStatus::Finished) {
        return Ok(Vec::new());
    }
    let view = game.replay(None)?.game.view_for(Viewer::Player(seat));
    let rows = db::notes::of_author(&env.pool, id, author).await?;
    Ok(placed(&view, seat, &rows, game.row.status == GameStatus::Finished))
}

/// The starting square of the enemy piece on `square`, which the seat must not know yet.
fn hidden_enemy_start(game: &LoadedGame, seat: Seat, square: Square) -> AppResult<Square> {
    let replay = game.replay(None)?;
    let view = replay.game.view_for(Viewer::Player(seat));
    match view.piece_at(square) {
        Some(p) if p.owner() != seat && p.identity().is_none() => Ok(p.start()),
        _ => Err(AppError::Refused(Msg::new("error-note-no-hidden-piece"))),
    }
}

/// The author's notes on the pieces of `view` they belong on: a piece still on the board whose identity the
/// viewer does not know, or any piece once the game is `over` (to compare the guess with the truth). Notes on
/// removed or since identified pieces are kept but not drawn.
pub fn placed(view: &View, seat: Seat, rows: &[NoteRow], over: bool) -> Vec<PlacedNote> {
    let variant = view.variant();
    rows.iter()
        .filter_map(|row| {
            let piece = view
                .pieces()
                .iter()
                .find(|p| p.owner() != seat && p.start().to_string() == row.start_square)?;
            (over || piece.identity().is_none()).then(|| PlacedNote {
                square: piece.square(),
                guess: row.guess.as_deref().and_then(|g| Guess::parse(variant, g)),
                text: row.text.clone(),
            })
        })
        .collect()
}

/// What the enemy piece on `square` can still be, and why, by everything `seat` has seen of it (`None` when no
/// enemy piece of that seat's view stands there): what a note's guesses are limited to.
pub fn still_possible(game: &LoadedGame, seat: Seat, square: Square) -> AppResult<Option<StillPossible>> {
    let view = game.seat_view(seat)?;
    Ok(crate::bot::still_possible(&view)
        .into_iter()
        .find(|p| p.square == square))
}
