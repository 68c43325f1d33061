//! The board in a mail, as its recipient sees it. A `MailBoard` is made from nothing but the recipient's
//! `View` and the squares of the moves since their last one, and keeps only what each square shows, so a
//! mail can show no more of the position than the game page would.

use crate::i18n::{self, Lang, Msg};
use crate::rules::view::{View, Viewer};
use crate::rules::{Family, Numbering, Seat, Square};

/// What one square shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    Empty,
    /// A lake (Stratego family) or a volcano (Espionage family).
    Terrain,
    /// `label` is a rank in the recipient's numbering, a code, or `?` for a piece hidden from them (`!` once it
    /// has moved); `known` marks the recipient's own piece whose identity the opponent has seen.
    Piece {
        owner: Seat,
        label: String,
        known: bool,
    },
}

#[derive(Debug, Clone)]
pub struct MailSquare {
    pub shown: Shown,
    pub dark: bool,
    /// A square of a move made since the recipient's last move.
    pub last: bool,
}

#[derive(Debug, Clone)]
pub struct MailRow {
    pub rank: u8,
    pub squares: Vec<MailSquare>,
}

/// The position as one player sees it, their own home rows at the bottom.
#[derive(Debug, Clone)]
pub struct MailBoard {
    family: Family,
    seat: Seat,
    pub rows: Vec<MailRow>,
    pub files: Vec<char>,
}

// The page's colours (static/fieldpost.css) where they read well small, written into each cell: mail programs
// drop style sheets.
const LIGHT: &str = "#e9dcb8";
const DARK: &str = "#dccb9c";
const LAKE: &str = "#6fa3c8";
const VOLCANO: &str = "#7a3b2e";
/// The frames of the last moves' squares in the HTML part: on a light square or a white piece, and on a red,
/// blue or black piece (no one colour stands out on all of them).
pub const LAST_MOVE_EDGES: [&str; 2] = ["#d9480f", "#ffd000"];
const MARKED_EMPTY: &str = "#f6c7a6";

impl MailBoard {
    /// The board of `view`, with `recent` marked; `None` for a spectator's view, since mail goes to players.
    pub fn new(view: &View, recent: &[Square], numbering: Numbering) -> Option<MailBoard> {
        let Viewer::Player(seat) = view.viewer() else {
            return None;
        };
        let grid = view.dims().drawing_order(seat);
        let files = grid[0].iter().map(|sq| sq.file()).collect();
        let rows = grid
            .into_iter()
            .map(|squares| MailRow {
                rank: squares[0].rank(),
                squares: squares
                    .into_iter()
                    .map(|sq| MailSquare {
                        shown: match view.piece_at(sq) {
                            // A hidden piece that has moved is no Bomb or Flag (no Mine or Headquarters): it
                            // shows "!" rather than "?", as the page marks it.
                            Some(p) if p.identity().is_none() && p.moved() => Shown::Piece {
                                owner: p.owner(),
                                label: "!".to_string(),
                                known: false,
                            },
                            Some(p) => Shown::Piece {
                                owner: p.owner(),
                                label: p.label(numbering),
                                known: p.owner() == seat && p.revealed(),
                            },
                            None if view.terrain().contains(&sq) => Shown::Terrain,
                            None => Shown::Empty,
                        },
                        dark: sq.is_dark(),
                        last: recent.contains(&sq),
                    })
                    .collect(),
            })
            .collect();
        Some(MailBoard {
            family: view.variant().family(),
            seat,
            rows,
            files,
        })
    }

    fn terrain_symbol(&self) -> &'static str {
        match self.family {
            Family::Stratego => "~",
            Family::Espionage => "^",
        }
    }

    /// A square as one character or two: a piece's label, the terrain's symbol, or `.` for an empty square.
    pub fn symbol<'a>(&self, square: &'a MailSquare) -> &'a str {
        match &square.shown {
            Shown::Piece { label, .. } => label,
            Shown::Terrain => self.terrain_symbol(),
            Shown::Empty => ".",
        }
    }

    /// The plain part's diagram: rank numbers on the left, files below, three characters a square (a `*`
    /// before the symbol marks the last moves, else a `+` the recipient's pieces the opponent knows), and no
    /// trailing spaces, which some mail software strips.
    pub fn diagram(&self) -> String {
        let mut lines: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                let cells: String = row
                    .squares
                    .iter()
                    .map(|sq| {
                        let mark = match sq.shown {
                            _ if sq.last => "*",
                            Shown::Piece { known: true, .. } => "+",
                            _ => "",
                        };
                        format!("{:>3}", format!("{mark}{}", self.symbol(sq)))
                    })
                    .collect();
                format!("{:>2}{cells}", row.rank)
            })
            .collect();
        lines.push(format!(
            "  {}",
            self.files.iter().map(|f| format!("{f:>3}")).collect::<String>()
        ));
        lines.join("\n")
    }

    fn legend(&self, lang: Lang, id: &'static str) -> String {
        let terrain = match self.family {
            Family::Stratego => "aria-lake",
            Family::Espionage => "aria-volcano",
        };
        lang.msg(
            &Msg::new(id)
                .with("seat", i18n::seat(self.family, self.seat))
                .with("terrain", format!("{} {}", self.terrain_symbol(), lang.t(terrain))),
        )
    }

    /// The line under the plain part's diagram.
    pub fn legend_text(&self, lang: Lang) -> String {
        self.legend(lang, "mail-board-legend-text")
    }

    /// The line under the HTML part's table, where the last moves are framed rather than starred.
    pub fn legend_html(&self, lang: Lang) -> String {
        self.legend(lang, "mail-board-legend-html")
    }

    /// What the HTML cell shows: the plain part's symbol with its `+` when the opponent knows the piece (the
    /// frame, not a star, marks the last moves there), but nothing on an empty square.
    pub fn html_label(&self, square: &MailSquare) -> String {
        match square.shown {
            Shown::Empty => String::new(),
            Shown::Piece { known: true, .. } => format!("+{}", self.symbol(square)),
            _ => self.symbol(square).to_string(),
        }
    }

    /// The HTML cell's inline style: the square's or the piece's colours, and a frame on the last moves'
    /// squares (a tint too where there is no piece to frame).
    pub fn style(&self, square: &MailSquare) -> String {
        let ground = if square.dark { DARK } else { LIGHT };
        let [on_light, on_dark] = LAST_MOVE_EDGES;
        let (background, ink, edge, mark) = match (&square.shown, self.family) {
            (Shown::Empty, _) if square.last => (MARKED_EMPTY, "#000", ground, on_light),
            (Shown::Empty, _) => (ground, "#000", ground, on_light),
            (Shown::Terrain, Family::Stratego) => (LAKE, "#fff", LAKE, on_dark),
            (Shown::Terrain, Family::Espionage) => (VOLCANO, "#f3d6c8", VOLCANO, on_dark),
            // A ring of the square's colour makes a piece a token on its square; a white one needs a darker ring
            // to stand out from a light square.
            (Shown::Piece { owner, .. }, family) => match (family, owner) {
                (Family::Stratego, Seat::First) => ("#b3261e", "#fff", ground, on_dark),
                (Family::Stratego, Seat::Second) => ("#1f4e9c", "#fff", ground, on_dark),
                (Family::Espionage, Seat::First) => ("#f4f1e6", "#222", "#888", on_light),
                (Family::Espionage, Seat::Second) => ("#2b2b2b", "#fff", ground, on_dark),
            },
        };
        let edge = if square.last { mark } else { edge };
        format!("width:22px;height:22px;padding:0;border:2px solid {edge};background:{background};color:{ink}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Kind, Move, Variant};

    /// Red's Marshal has just taken Blue's Major on e9; Red's Flag and Scout are still unknown to Blue.
    fn after_a_battle() -> (Game, Vec<Square>) {
        let dims = Variant::Stratego.dims();
        let sq = |s: &str| dims.parse_square(s).unwrap();
        let pieces = [
            (sq("a1"), Seat::First, Kind::Flag),
            (sq("b2"), Seat::First, Kind::Scout),
            (sq("e8"), Seat::First, Kind::Marshal),
            (sq("e9"), Seat::Second, Kind::Major),
            (sq("a10"), Seat::Second, Kind::Sergeant),
            (sq("j10"), Seat::Second, Kind::Flag),
        ];
        let mut game = Game::from_pieces(Variant::Stratego, Variant::Stratego.default_options(), &pieces);
        game.play(Move::parse(dims, "e8-e9").unwrap()).unwrap();
        (game, vec![sq("e8"), sq("e9")])
    }

    #[test]
    fn the_diagram_shows_the_position_from_the_recipients_side() {
        let (game, recent) = after_a_battle();
        let blue = MailBoard::new(&game.view_for(Viewer::Player(Seat::Second)), &recent, Numbering::Modern).unwrap();
        let expected = [
            " 1  .  .  .  .  .  .  .  .  .  ?",
            " 2  .  .  .  .  .  .  .  .  ?  .",
            " 3  .  .  .  .  .  .  .  .  .  .",
            " 4  .  .  .  .  .  .  .  .  .  .",
            " 5  .  .  ~  ~  .  .  ~  ~  .  .",
            " 6  .  .  ~  ~  .  .  ~  ~  .  .",
            " 7  .  .  .  .  .  .  .  .  .  .",
            " 8  .  .  .  .  . *.  .  .  .  .",
            " 9  .  .  .  .  .*10  .  .  .  .",
            "10  F  .  .  .  .  .  .  .  .  4",
            "    j  i  h  g  f  e  d  c  b  a",
        ];
        assert_eq!(blue.diagram(), expected.join("\n"));
        assert_eq!(
            blue.legend_text(Lang::En),
            "You play blue, from the bottom. ? a piece you do not know, ! one that has moved, + a piece of yours your \
             opponent knows, ~ lake, * the last moves."
        );
    }

    #[test]
    fn each_player_sees_their_own_pieces_and_only_what_they_know() {
        let (game, recent) = after_a_battle();
        let red = MailBoard::new(&game.view_for(Viewer::Player(Seat::First)), &recent, Numbering::Classic).unwrap();
        let lines: Vec<String> = red.diagram().lines().map(str::to_string).collect();
        assert_eq!(lines[0], "10  ?  .  .  .  .  .  .  .  .  ?");
        assert_eq!(
            lines[1], " 9  .  .  .  . *1  .  .  .  .  .",
            "the Marshal in Red's numbering"
        );
        assert_eq!(lines[9], " 1  F  .  .  .  .  .  .  .  .  .");
        assert_eq!(lines[10], "    a  b  c  d  e  f  g  h  i  j");
        let e9 = &red.rows[1].squares[4];
        assert!(matches!(e9.shown, Shown::Piece { owner: Seat::First, .. }));
        assert!(
            red.style(e9).contains(LAST_MOVE_EDGES[1]),
            "the last move is framed in the HTML cell"
        );
        assert_eq!(
            red.html_label(&red.rows[2].squares[0]),
            "",
            "an empty square says nothing"
        );
        assert!(MailBoard::new(&game.view_for(Viewer::Spectator), &recent, Numbering::Modern).is_none());
    }

    #[test]
    fn the_recipients_pieces_the_opponent_knows_carry_a_plus() {
        let (game, _) = after_a_battle();
        let red = MailBoard::new(&game.view_for(Viewer::Player(Seat::First)), &[], Numbering::Modern).unwrap();
        let lines: Vec<String> = red.diagram().lines().map(str::to_string).collect();
        assert_eq!(
            lines[1], " 9  .  .  .  .+10  .  .  .  .  .",
            "the Marshal fought, so Blue knows it"
        );
        assert_eq!(
            lines[8], " 2  .  2  .  .  .  .  .  .  .  .",
            "the Scout never showed itself"
        );
        assert_eq!(red.html_label(&red.rows[1].squares[4]), "+10");
        let blue = MailBoard::new(&game.view_for(Viewer::Player(Seat::Second)), &[], Numbering::Modern).unwrap();
        assert!(
            !blue.diagram().contains('+'),
            "Red's Marshal is known to Blue, but it is not Blue's own piece"
        );
    }
}
