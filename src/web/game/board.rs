//! The board as a page draws it, built from a seat's `View` (or from the player's own draft setup): nothing
//! else reaches the template, so nothing hidden can.

use std::rc::Rc;

use crate::app::game::notes::{Guess, PlacedNote};
use crate::i18n::move_words::{move_question_naming, piece_words};
use crate::i18n::{self, Lang, Msg, Pattern};
use crate::rules::Move;
use crate::rules::setup::{self, Setup};
use crate::rules::view::{self, SeenPiece, View, Viewer};
use crate::rules::{Dims, Family, Kind, Numbering, Seat, Square, Terrain, Variant};
use crate::web::game::piece_art;
use crate::web::html_text::{HtmlPattern, HtmlText};
use crate::web::remembered::{Memo, remembered};

pub struct Board {
    pub rows: Vec<Row>,
    pub files: Vec<char>,
    /// `stratego` or `espionage`: lakes and volcanoes look different.
    pub family: &'static str,
}

pub struct Row {
    pub rank: u8,
    pub cells: Vec<Cell>,
}

#[derive(Default)]
pub struct Cell {
    pub square: HtmlText,
    pub dark: bool,
    pub terrain: bool,
    /// The markup of the piece standing here (`face`).
    pub piece: Option<Rc<HtmlText>>,
    /// An own piece's legal destinations, space-separated, when it is the viewer's move.
    pub targets: HtmlText,
    /// Those of `targets` that may begin a two-move turn planned as one (no battle, nothing shown).
    pub plan: HtmlText,
    /// The question before each of `targets` is sent ("Attack e7 with your Captain?"), worded whole on the
    /// server so that each language can inflect the piece; one a line, in the order of `targets`.
    pub questions: HtmlText,
    /// A legal destination of the selected piece.
    pub target: bool,
    pub selected: bool,
    /// A square of the last turn's moves (or of the move looked back at).
    pub last: bool,
    /// A square of an earlier move since the start of the viewer's own last turn.
    pub earlier: bool,
    /// A square of the move the viewer is asked to confirm.
    pub pending: bool,
    /// A square of the viewer's setup area (setup editor).
    pub setup: bool,
    /// The cell's label for screen readers: the square and what stands there, and on a control what it does.
    pub aria: HtmlText,
    /// The viewer's own note on the enemy piece here.
    pub note: Option<CellNote>,
    /// A hidden enemy piece the viewer may write a note on.
    pub notable: bool,
}

/// A note as the board shows it: a badge, and the words screen readers and tooltips give.
pub struct CellNote {
    pub badge: String,
    pub words: String,
}

/// A piece as the board draws it: its colour, marks, drawing and rank, written once for each look a piece can have
/// (`face`) and then into every square that shows one. A piece's markup was a tenth of the game page's writes.
#[derive(askama::Template)]
#[template(path = "game/piece.html")]
struct PieceFace {
    /// The owner's seat name, for the colour.
    side: &'static str,
    mine: bool,
    /// What the square shows: a rank in the viewer's numbering, a code, or `?`.
    label: String,
    /// The drawing's address in the sprite, unless the viewer wants letters only.
    art: Option<&'static HtmlText>,
    /// Marked as moved: an enemy piece (it cannot be a Bomb or the Flag), or for a spectator any.
    moved: bool,
    /// Marked as known to its opponent: the viewer's own piece (or for a spectator any).
    revealed: bool,
}

/// How a piece looks on a board, by everything its markup depends on; the same look is the same markup.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Look {
    family: Family,
    owner: Seat,
    identity: Option<Kind>,
    numbering: Numbering,
    pictures: bool,
    mine: bool,
    moved: bool,
    revealed: bool,
}

/// The markup of a piece of `look`, written once per thread.
fn face(look: Look) -> Rc<HtmlText> {
    thread_local! {
        static FACES: Memo<Look, Rc<HtmlText>> = Memo::default();
    }
    remembered(&FACES, look, || {
        let face = PieceFace {
            side: look.owner.name(look.family),
            mine: look.mine,
            label: view::label_of(look.identity, look.numbering),
            art: look.pictures.then(|| piece_art::href(look.family, look.identity)),
            moved: look.moved,
            revealed: look.revealed,
        };
        Rc::new(HtmlText::rendered(&face))
    })
}

fn build(family: Family, dims: Dims, bottom: Seat, mut cell: impl FnMut(Square) -> Cell) -> Board {
    let grid = dims.drawing_order(bottom);
    let files = grid[0].iter().map(|s| s.file()).collect();
    let rows = grid
        .into_iter()
        .map(|squares| Row {
            rank: squares[0].rank(),
            cells: squares
                .into_iter()
                .map(|sq| Cell {
                    square: HtmlText::square(sq),
                    dark: sq.is_dark(),
                    ..cell(sq)
                })
                .collect(),
        })
        .collect();
    Board {
        rows,
        files,
        family: family.id(),
    }
}

/// What every square's label for screen readers is worded from, worded once a board: "e4: red Marshal (10), has
/// moved", "c5: lake", "e5: empty", and on a control what it does around that ("move to e5: empty", "e4: red
/// Scout (2) — choose to move"). Each label is one pattern filled once with the square and what stands there.
struct SquareWords {
    square: HtmlPattern,
    move_to: HtmlPattern,
    choose: HtmlPattern,
    note_on: HtmlPattern,
    empty: HtmlText,
    terrain: HtmlText,
}

/// What a square does when it is pressed.
#[derive(Clone, Copy)]
enum Control {
    /// Only a picture.
    None,
    /// A destination of the selected piece.
    MoveTo,
    /// A piece to move.
    Choose,
    /// An enemy piece to write a note on.
    NoteOn,
}

impl SquareWords {
    /// The words of `lang` for boards of `family`, worded once per thread.
    fn of_boards(lang: Lang, family: Family) -> Rc<SquareWords> {
        thread_local! {
            static WORDS: Memo<(Lang, Family), Rc<SquareWords>> = Memo::default();
        }
        remembered(&WORDS, (lang, family), || Rc::new(SquareWords::new(lang, family)))
    }

    fn new(lang: Lang, family: Family) -> SquareWords {
        let terrain = match family {
            Family::Stratego => "aria-lake",
            Family::Espionage => "aria-volcano",
        };
        // A control's words hold the square's, stand-ins and all: one pattern, filled once.
        let square = lang.msg(
            &Msg::new("aria-square")
                .with("square", Pattern::stand_in(0))
                .with("what", Pattern::stand_in(1)),
        );
        let around = |id| HtmlPattern::new(Pattern::of(lang, &Msg::new(id).with("square", square.clone())));
        SquareWords {
            square: HtmlPattern::new(Pattern::new(lang, "aria-square", &["square", "what"])),
            move_to: around("play-move-to"),
            choose: around("play-choose-to-move"),
            note_on: around("notes-write-on"),
            empty: HtmlText::escape(&lang.t("aria-empty")),
            terrain: HtmlText::escape(&lang.t(terrain)),
        }
    }

    fn of(&self, sq: Square, what: &HtmlText, control: Control) -> HtmlText {
        let pattern = match control {
            Control::None => &self.square,
            Control::MoveTo => &self.move_to,
            Control::Choose => &self.choose,
            Control::NoteOn => &self.note_on,
        };
        pattern.fill(&[&HtmlText::square(sq), what])
    }

    fn vacant(&self, sq: Square, terrain: bool, control: Control) -> HtmlText {
        self.of(sq, if terrain { &self.terrain } else { &self.empty }, control)
    }
}

/// A piece as screen readers hear it: "red Marshal (10), has moved".
fn piece_aria(variant: Variant, p: &SeenPiece, me: Option<Seat>, numbering: Numbering, lang: Lang) -> HtmlText {
    type Key = (Lang, Variant, Numbering, Option<Seat>, Seat, Option<Kind>, bool, bool);
    thread_local! {
        static WORDS: Memo<Key, HtmlText> = Memo::default();
    }
    let key = (
        lang,
        variant,
        numbering,
        me,
        p.owner(),
        p.identity(),
        p.moved(),
        p.revealed(),
    );
    remembered(&WORDS, key, || {
        HtmlText::escape(&piece_aria_worded(variant, p, me, numbering, lang))
    })
}

fn piece_aria_worded(variant: Variant, p: &SeenPiece, me: Option<Seat>, numbering: Numbering, lang: Lang) -> String {
    let words = piece_words(variant, p.owner(), me, p.identity(), numbering);
    let notes = [
        (p.identity().is_none(), "aria-unknown"),
        (p.moved(), "aria-moved"),
        (p.revealed(), "aria-revealed"),
    ];
    // A hidden piece shows "?": the name holds it too, so that "click ?" by voice finds the square.
    std::iter::once(lang.msg(&words))
        .chain(notes.iter().filter(|(on, _)| *on).map(|(_, id)| match *id {
            "aria-unknown" => format!("{} (?)", lang.t(id)),
            _ => lang.t(id),
        }))
        .collect::<Vec<_>>()
        .join(", ")
}

fn cell_piece(family: Family, p: &SeenPiece, me: Option<Seat>, numbering: Numbering, pictures: bool) -> Rc<HtmlText> {
    face(Look {
        family,
        owner: p.owner(),
        identity: p.identity(),
        numbering,
        pictures,
        mine: me == Some(p.owner()),
        // What a player needs marked: which enemy pieces have moved, and which of their own the enemy knows.
        // Their own moves and the enemy pieces they know are plain to see already.
        moved: p.moved() && me != Some(p.owner()),
        revealed: p.revealed() && me.is_none_or(|m| m == p.owner()),
    })
}

/// What the play page needs to draw a position.
pub struct PositionInput<'a> {
    pub view: &'a View,
    pub numbering: Numbering,
    /// Pieces are drawn, not only lettered (the player's preference).
    pub pictures: bool,
    pub bottom: Seat,
    /// The viewer's legal moves, when it is the viewer's move on the current position.
    pub legal: &'a [Move],
    pub selected: Option<Square>,
    /// Squares of the last turn's moves, to mark on the board.
    pub recent: &'a [Square],
    /// Squares of the moves before those, since the start of the viewer's own last turn, marked less.
    pub earlier: &'a [Square],
    /// The move the viewer is asked to confirm.
    pub pending: Option<Move>,
    /// First moves of a two-move turn that may be planned together with the second.
    pub plannable: &'a [Move],
    /// The viewer's notes on enemy pieces, where those pieces stand.
    pub notes: &'a [PlacedNote],
    /// Hidden enemy pieces take notes (a player looking at the present of a running game).
    pub notable: bool,
    pub lang: Lang,
}

/// "9?" for a probable General, "≠B" for not a Bomb, "✎" for words alone; and the note in words.
fn cell_note(variant: Variant, note: &PlacedNote, numbering: Numbering, lang: Lang) -> CellNote {
    let (badge, guess) = match note.guess {
        Some(Guess::Is(k)) => (
            format!("{}?", k.label(numbering)),
            Some(Msg::new("notes-probably").with("piece", i18n::piece(variant, k))),
        ),
        Some(Guess::Not(k)) => (
            format!("≠{}", k.label(numbering)),
            Some(Msg::new("notes-not").with("piece", i18n::piece(variant, k))),
        ),
        None => ("✎".to_string(), None),
    };
    let words = guess
        .map(|m| lang.msg(&m))
        .into_iter()
        .chain(note.text.clone())
        .collect::<Vec<_>>()
        // A dash, not a second colon after the message's own ("your note: probably a Bomb – left flank").
        .join(" – ");
    CellNote {
        badge,
        words: lang.msg(&Msg::new("notes-yours").with("note", words)),
    }
}

/// The question before `me` sends `m` (`move_question`), worded once for every move of its kind: the same
/// piece against the same known (or unknown) defender, its squares filled in.
fn question(view: &View, me: Seat, m: Move, numbering: Numbering, lang: Lang) -> Option<HtmlText> {
    type Key = (Lang, Variant, Numbering, Seat, Kind, Option<(Seat, Option<Kind>)>);
    thread_local! {
        static QUESTIONS: Memo<Key, Option<Rc<HtmlPattern>>> = Memo::default();
    }
    let mover = view.piece_at(m.from)?.identity()?;
    let target = view.piece_at(m.to).map(|d| (d.owner(), d.identity()));
    let key = (lang, view.variant(), numbering, me, mover, target);
    let pattern = remembered(&QUESTIONS, key, || {
        let open = [Pattern::stand_in(0), Pattern::stand_in(1)];
        move_question_naming(view, me, m, numbering, open).map(|q| Rc::new(HtmlPattern::new(Pattern::of(lang, &q))))
    })?;
    Some(pattern.fill(&[&HtmlText::square(m.from), &HtmlText::square(m.to)]))
}

/// Where `moves` from `from` lead, space-separated, as the board's data attributes carry them.
fn destinations(moves: &[Move], from: Square) -> HtmlText {
    separated(
        moves.iter().filter(|m| m.from == from).map(|m| HtmlText::square(m.to)),
        " ",
    )
}

/// `parts` one after another, `separator` between each two.
fn separated(parts: impl Iterator<Item = HtmlText>, separator: &str) -> HtmlText {
    let mut all = HtmlText::default();
    for (i, part) in parts.enumerate() {
        if i > 0 {
            all.push_escaped(separator);
        }
        all.push(&part);
    }
    all
}

pub fn from_view(input: PositionInput<'_>) -> Board {
    let view = input.view;
    let family = view.variant().family();
    let me = match view.viewer() {
        Viewer::Player(s) => Some(s),
        Viewer::Spectator => None,
    };
    let mut described: foldhash::HashMap<(Seat, Option<Kind>, bool, bool), HtmlText> = foldhash::HashMap::default();
    let words = SquareWords::of_boards(input.lang, family);
    build(family, view.dims(), input.bottom, |sq| {
        let terrain = view.terrain().contains(&sq);
        let piece = view.piece_at(sq);
        let mut cell = Cell {
            terrain,
            selected: input.selected == Some(sq),
            target: input
                .selected
                .is_some_and(|from| input.legal.contains(&Move { from, to: sq })),
            last: input.recent.contains(&sq),
            earlier: input.earlier.contains(&sq),
            pending: input.pending.is_some_and(|m| m.from == sq || m.to == sq),
            ..Cell::default()
        };
        // Moves start only from the viewer's own pieces: no other square need look for any.
        if let (Some(p), Some(me)) = (piece, me)
            && p.owner() == me
        {
            cell.plan = destinations(input.plannable, sq);
            cell.targets = destinations(input.legal, sq);
            if !cell.targets.is_empty() {
                cell.questions = separated(
                    input
                        .legal
                        .iter()
                        .filter(|m| m.from == sq)
                        .filter_map(|&m| question(view, me, m, input.numbering, input.lang)),
                    "\n",
                );
            }
        }
        let control = if cell.target {
            Control::MoveTo
        } else if !cell.targets.is_empty() {
            Control::Choose
        } else if input.notable && piece.is_some_and(|p| me.is_some_and(|m| m != p.owner()) && p.identity().is_none()) {
            Control::NoteOn
        } else {
            Control::None
        };
        cell.notable = matches!(control, Control::NoteOn);
        cell.aria = match piece {
            Some(p) => {
                cell.piece = Some(cell_piece(family, p, me, input.numbering, input.pictures));
                cell.note = input
                    .notes
                    .iter()
                    .find(|n| n.square == sq)
                    .map(|n| cell_note(view.variant(), n, input.numbering, input.lang));
                // A board holds many pieces but few different descriptions: each is worded once.
                let piece = described
                    .entry((p.owner(), p.identity(), p.moved(), p.revealed()))
                    .or_insert_with(|| piece_aria(view.variant(), p, me, input.numbering, input.lang));
                match &cell.note {
                    Some(note) => {
                        let mut both = piece.clone();
                        both.push_escaped(&format!(", {}", note.words));
                        words.of(sq, &both, control)
                    }
                    None => words.of(sq, piece, control),
                }
            }
            None => words.vacant(sq, terrain, control),
        };
        cell
    })
}

/// The setup editor's board: the player's own draft, the terrain, and the empty rest.
pub fn from_setup(
    draft: &Setup,
    terrain: &Terrain,
    numbering: Numbering,
    pictures: bool,
    bottom: Seat,
    picked: Option<Square>,
    lang: Lang,
) -> Board {
    let variant: Variant = draft.variant();
    let family = variant.family();
    let area = setup::area(variant, draft.seat());
    let pieces: Vec<(Square, Kind)> = draft.pieces().collect();
    let words = SquareWords::of_boards(lang, family);
    build(family, variant.dims(), bottom, |sq| {
        let in_area = area.contains(&sq);
        let terrain = terrain.squares().contains(&sq);
        let kind = pieces.iter().find(|(s, _)| *s == sq).map(|&(_, k)| k);
        let aria = match kind {
            Some(k) => words.of(
                sq,
                &HtmlText::escape(&lang.msg(&piece_words(
                    variant,
                    draft.seat(),
                    Some(draft.seat()),
                    Some(k),
                    numbering,
                ))),
                Control::None,
            ),
            None => words.vacant(sq, terrain, Control::None),
        };
        Cell {
            terrain,
            setup: in_area,
            selected: picked == Some(sq),
            piece: kind.map(|k| own_piece(family, draft.seat(), k, numbering, pictures)),
            aria,
            ..Cell::default()
        }
    })
}

/// One of the player's own pieces before play, on the setup board or in the editor's tray.
pub fn own_piece(family: Family, seat: Seat, kind: Kind, numbering: Numbering, pictures: bool) -> Rc<HtmlText> {
    face(Look {
        family,
        owner: seat,
        identity: Some(kind),
        numbering,
        pictures,
        mine: true,
        moved: false,
        revealed: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A control's label is one pattern, the control's words worded around the square's: it must read as the two
    /// messages worded one inside the other, in every language, whatever stands on the square.
    #[test]
    fn a_controls_label_reads_as_its_messages_worded_whole() {
        let sq = Variant::Stratego.dims().parse_square("e4").unwrap();
        let what = r#"red "Scout" (2) & <co>"#;
        for lang in Lang::ALL {
            let words = SquareWords::new(lang, Family::Stratego);
            let square = lang.msg(&Msg::new("aria-square").with("square", "e4").with("what", what));
            for (control, id) in [
                (Control::None, None),
                (Control::MoveTo, Some("play-move-to")),
                (Control::Choose, Some("play-choose-to-move")),
                (Control::NoteOn, Some("notes-write-on")),
            ] {
                let whole = id.map_or_else(
                    || square.clone(),
                    |id| lang.msg(&Msg::new(id).with("square", square.clone())),
                );
                assert_eq!(
                    words.of(sq, &HtmlText::escape(what), control),
                    HtmlText::escape(&whole),
                    "{lang:?} {id:?}"
                );
            }
        }
    }
}
