//! The board in turn mails and reminders, read back from both parts: the plain part's diagram and the HTML
//! part's table each show exactly the recipient's view, their own side at the bottom, and the last moves
//! marked. The fog test reads every turn mail of random games with `assert_board_is_view`.

use std::collections::{BTreeMap, BTreeSet};

use chrono::Duration;
use fieldpost::db::{GameId, UserId};
use fieldpost::jobs::clock_sweep;
use fieldpost::mail::board::LAST_MOVE_EDGES;
use fieldpost::rules::game::MoveReport;
use fieldpost::rules::view::{View, Viewer};
use fieldpost::rules::{Family, Numbering, Seat, Square};

use crate::helpers::{TestApp, move_first_legal, spawn_app, started, user_id, username_of};
use crate::mail::{deliver, email_of, time_passes};
use crate::smtp::SmtpServer;

/// A board as a mail drew it: what each square shows, by name; the marked squares; the squares with a `+`
/// (the recipient's pieces the opponent knows); the bottom-left square.
#[derive(Debug)]
pub struct ReadBoard {
    pub shown: BTreeMap<String, String>,
    pub marked: BTreeSet<String>,
    pub known: BTreeSet<String>,
    pub bottom_left: String,
}

impl ReadBoard {
    fn add(&mut self, square: String, shown: &str, marked: bool) {
        if marked {
            self.marked.insert(square.clone());
        }
        let shown = match shown.strip_prefix('+') {
            Some(label) => {
                self.known.insert(square.clone());
                label
            }
            None => shown,
        };
        self.shown.insert(square, shown.to_string());
    }

    fn new() -> ReadBoard {
        ReadBoard {
            shown: BTreeMap::new(),
            marked: BTreeSet::new(),
            known: BTreeSet::new(),
            bottom_left: String::new(),
        }
    }
}

/// The plain part's diagram: rank lines of three characters a square above a line of file letters.
pub fn text_board(text: &str) -> ReadBoard {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words.len() >= 8
                && words
                    .iter()
                    .all(|w| w.len() == 1 && w.as_bytes()[0].is_ascii_lowercase())
        })
        .unwrap_or_else(|| panic!("no diagram in {text}"));
    let files: Vec<&str> = lines[at].split_whitespace().collect();
    let n = files.len();
    assert_eq!(
        lines[at],
        format!("  {}", files.iter().map(|f| format!("{f:>3}")).collect::<String>())
    );
    let mut board = ReadBoard::new();
    for line in &lines[at - n..at] {
        assert_eq!(line.len(), 2 + 3 * n, "a diagram line of {n} squares: {line:?}");
        let rank = line[..2].trim();
        for (i, file) in files.iter().enumerate() {
            let cell = &line[2 + 3 * i..5 + 3 * i];
            let marked = cell.trim_start().starts_with('*');
            board.add(
                format!("{file}{rank}"),
                cell.trim_start().trim_start_matches('*'),
                marked,
            );
        }
    }
    board.bottom_left = format!("{}{}", files[0], lines[at - 1][..2].trim());
    board
}

/// The `(attributes, text)` of each `<th>` and `<td>` of a table row, in order.
fn cells(row: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = row;
    while let Some(start) = rest.find(['<']) {
        let tag = &rest[start..];
        if !(tag.starts_with("<td") || tag.starts_with("<th")) {
            rest = &tag[1..];
            continue;
        }
        let open_end = tag.find('>').unwrap();
        let close = tag.find("</t").unwrap();
        out.push((&tag[3..open_end], &tag[open_end + 1..close]));
        rest = &tag[close + 4..];
    }
    out
}

/// The HTML part's table: a rank and the squares in each row, the file letters in the last.
pub fn html_board(html: &str) -> ReadBoard {
    let start = html.find("<table").unwrap_or_else(|| panic!("no table in {html}"));
    let table = &html[start..start + html[start..].find("</table>").unwrap()];
    let rows: Vec<Vec<(&str, &str)>> = table.split("<tr>").skip(1).map(cells).collect();
    let (files, ranks) = rows.split_last().unwrap();
    let files: Vec<&str> = files[1..].iter().map(|(_, f)| *f).collect();
    let mut board = ReadBoard::new();
    for row in ranks {
        let rank = row[0].1;
        assert_eq!(row.len(), files.len() + 1);
        for ((attrs, text), file) in row[1..].iter().zip(&files) {
            assert!(attrs.contains("style="), "every square is styled inline: {attrs}");
            let marked = LAST_MOVE_EDGES.iter().any(|c| attrs.contains(&format!("solid {c}")));
            board.add(format!("{file}{rank}"), text, marked);
        }
    }
    board.bottom_left = format!("{}{}", files[0], ranks.last().unwrap()[0].1);
    board
}

/// What each square of `view` should show, `empty` on an empty square.
fn expected(view: &View, numbering: Numbering, empty: &str) -> BTreeMap<String, String> {
    let terrain = match view.variant().family() {
        Family::Stratego => "~",
        Family::Espionage => "^",
    };
    view.dims()
        .all()
        .map(|sq| {
            let shown = match view.piece_at(sq) {
                Some(p) => p
                    .identity()
                    .map_or_else(|| if p.moved() { "!" } else { "?" }.to_string(), |k| k.label(numbering)),
                None if view.terrain().contains(&sq) => terrain.to_string(),
                None => empty.to_string(),
            };
            (sq.to_string(), shown)
        })
        .collect()
}

/// Both parts of a mail draw `view` (a player's), from that player's side, with `recent` marked.
pub fn assert_board_is_view(text: &str, html: &str, view: &View, numbering: Numbering, recent: &[Square]) {
    let Viewer::Player(seat) = view.viewer() else {
        panic!("a player's view")
    };
    let n = view.dims().size();
    let corner = match seat {
        Seat::First => "a1".to_string(),
        Seat::Second => format!("{}{n}", (b'a' + n - 1) as char),
    };
    let recent: BTreeSet<String> = recent.iter().map(|s| s.to_string()).collect();
    let known: BTreeSet<String> = view
        .pieces()
        .iter()
        .filter(|p| p.owner() == seat && p.revealed())
        .map(|p| p.square().to_string())
        .collect();
    // The plain part has one mark a square, and the last moves' star goes first.
    let known_in_text = known.difference(&recent).cloned().collect();
    for (part, board, empty, known) in [
        ("text", text_board(text), ".", known_in_text),
        ("html", html_board(html), "", known),
    ] {
        let want = expected(view, numbering, empty);
        for (square, shown) in &board.shown {
            assert_eq!(
                Some(shown),
                want.get(square),
                "the {part} part's {square} is not what {seat:?} sees"
            );
        }
        assert_eq!(board.shown.len(), want.len(), "the {part} part has every square");
        assert_eq!(board.marked, recent, "the {part} part marks the last moves");
        assert_eq!(
            board.known, known,
            "the {part} part marks {seat:?}'s pieces the opponent knows"
        );
        assert_eq!(
            board.bottom_left, corner,
            "the {part} part has {seat:?}'s side at the bottom"
        );
    }
}

async fn set_numbering(app: &TestApp, user: UserId, numbering: &str) {
    sqlx::query("UPDATE users SET numbering = $2::numbering WHERE id = $1")
        .bind(user.0)
        .bind(numbering)
        .execute(&app.pool)
        .await
        .unwrap();
}

/// The squares of the moves made since `seat`'s last move.
pub fn unanswered(reports: &[MoveReport], seat: Seat) -> Vec<Square> {
    let since = reports.iter().rposition(|m| m.seat == seat).map_or(0, |i| i + 1);
    reports[since..].iter().flat_map(|m| [m.mv.from, m.mv.to]).collect()
}

/// `seat`'s view of the game at `ply`, and the squares it should find marked.
async fn position(app: &TestApp, id: GameId, ply: usize, seat: Seat) -> (View, Vec<Square>) {
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    let then = game.replay(Some(ply)).unwrap();
    (
        then.game.view_for(Viewer::Player(seat)),
        unanswered(&then.reports, seat),
    )
}

#[tokio::test]
async fn the_turn_mail_shows_the_board_as_its_recipient_sees_it() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let (first, second, id) = started(&app, "stratego").await;
    let blue = user_id(&app, &username_of(&second).await).await;
    set_numbering(&app, blue, "classic").await;
    let (a, b) = (email_of(&first).await, email_of(&second).await);
    for (mover, to, seat, ply, numbering) in [
        (&first, &b, Seat::Second, 1, Numbering::Classic),
        (&second, &a, Seat::First, 2, Numbering::Modern),
    ] {
        time_passes(&app);
        assert_eq!(move_first_legal(&app, mover, id).await.refused(), None);
        let mail = deliver(&app, &smtp)
            .await
            .into_iter()
            .rev()
            .find(|m| m.to.contains(to.as_str()) && m.subject.starts_with("Your move"))
            .unwrap();
        let (view, recent) = position(&app, id, ply, seat).await;
        assert_eq!(recent.len(), 2, "one move of the opponent: its two squares");
        assert_board_is_view(&mail.text, &mail.html, &view, numbering, &recent);
        // The recipient's own army is there by rank, and nothing of the opponent's is.
        let board = text_board(&mail.text);
        let own = view.pieces().iter().filter(|p| p.owner() == seat);
        assert!(own.clone().all(|p| board.shown[&p.square().to_string()] != "?"));
        assert_eq!(own.count(), 40);
        assert_eq!(board.shown.values().filter(|s| *s == "?" || *s == "!").count(), 40);
        assert_eq!(
            board.shown.values().filter(|s| *s == "!").count(),
            1,
            "the opponent's piece that moved is marked"
        );
        // Between what the opponent did and the deadline, in both parts.
        for (part, legend, deadline) in [
            (&mail.text, "* the last moves.", "Your deadline"),
            (&mail.html, "framed: the last moves.", "Your deadline"),
        ] {
            let intro = part.find("It is your move").unwrap();
            let board_at = part.find(legend).unwrap_or_else(|| panic!("the legend in {part}"));
            assert!(intro < board_at && board_at < part.find(deadline).unwrap(), "{part}");
        }
    }
}

#[tokio::test]
async fn a_reminder_shows_the_board_too() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "barrage").await;
    move_first_legal(&app, &first, id).await;
    app.env.clock.advance(Duration::days(2) + Duration::hours(1));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().reminded, 1);
    let (text, html): (String, String) =
        sqlx::query_as("SELECT text_body, html_body FROM outbox WHERE kind = 'reminder' AND game_id = $1")
            .bind(id.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let (view, recent) = position(&app, id, 1, Seat::Second).await;
    assert_board_is_view(&text, &html, &view, Numbering::Modern, &recent);
    assert!(text.find("~ lake").unwrap() < text.find("If it passes").unwrap());
}
