//! The setup editor: the draft army on its rows, swaps by two chosen squares (without JavaScript), paste, a
//! suggested setup, mirroring, saved setups, and submitting. With JavaScript (static/setup.js) the arrangement
//! lives in the page, pieces go from a tray to the board and back by dragging, clicks or the keyboard, and
//! submitting sends the whole arrangement at once.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::game::loaded::LoadedGame;
use crate::app::game::setups::{self, SetupEdit};
use crate::db::{self, GameId};
use crate::error::{AppError, AppResult};
use crate::i18n::move_words::piece_words;
use crate::i18n::{self, Lang, Msg};
use crate::rules::board::SquareName;
use crate::rules::{Kind, Numbering, Seat, Variant};
use crate::web::extract::{CheckedForm, Ctx, Signed};
use crate::web::game::board::{self, Board, Cell};
use crate::web::game::game_view::{EventLink, PageQuery, bottom, clock_line, event_link, numbering};
use crate::web::{AppState, after_action, html};

#[derive(Template)]
#[template(path = "game/setup.html")]
struct SetupPage {
    ctx: Ctx,
    id: GameId,
    title: String,
    event: Option<EventLink>,
    /// The viewer's seat, as a message: its forms (a case, a gender) go into the sentence with it.
    seat: Msg,
    opponent: String,
    opponent_ready: bool,
    rows: String,
    board: Board,
    picked: Option<String>,
    setup_text: String,
    saved: Vec<(i64, String)>,
    army: String,
    clock: String,
    tray: Vec<TrayKind>,
    /// The setup's squares in the order the setup text writes them.
    area: String,
    files: u8,
    words: EditorWords,
}

/// One kind of the army in the editor's tray, drawn as the board draws it.
struct TrayKind {
    code: char,
    /// The piece alone, for the template's piece macro.
    cell: Cell,
    count: u8,
    /// What a screen reader hears on the tray for each count that may be left (0, 1, … `count`), as JSON.
    labels: String,
    /// What a square holding the piece says of it: "your Bomb (B)".
    words: String,
    /// "%n% × Bomb", for "Still to place: …".
    counted: String,
    /// For the legend of codes: "Marshal (10)", or "Bomb" where the rank is the code.
    legend: String,
}

/// The editor's sentences with `%name%` holes that the script fills.
struct EditorWords {
    square: String,
    empty: String,
    still: String,
    all_placed: String,
    holding: String,
    join: String,
}

fn tray(variant: Variant, seat: Seat, numbering: Numbering, pictures: bool, lang: Lang) -> Vec<TrayKind> {
    variant
        .army()
        .iter()
        .map(|&(kind, count): &(Kind, u8)| {
            let piece = i18n::piece(variant, kind);
            let name = lang.msg(&piece);
            let label = kind.label(numbering);
            let labels: Vec<String> = (0..=count)
                // A label that starts with the piece's name starts with a capital, as a sentence does.
                .map(|n| {
                    lang.capitalized(
                        &Msg::new("setup-tray-left")
                            .with("piece", piece.clone())
                            .with("label", label.as_str())
                            .with("n", n),
                    )
                })
                .collect();
            TrayKind {
                code: kind.code(),
                cell: Cell {
                    piece: Some(board::own_piece(variant.family(), seat, kind, numbering, pictures)),
                    ..Cell::default()
                },
                count,
                labels: serde_json::to_string(&labels).expect("strings make JSON"),
                words: lang.msg(&piece_words(variant, seat, Some(seat), Some(kind), numbering)),
                counted: lang.msg(&Msg::new("setup-count").with("n", "%n%").with("piece", piece)),
                legend: if label == kind.code().to_string() {
                    name
                } else {
                    format!("{name} ({label})")
                },
            }
        })
        .collect()
}

impl EditorWords {
    fn new(lang: Lang) -> EditorWords {
        EditorWords {
            square: lang.msg(
                &Msg::new("aria-square")
                    .with("square", "%square%")
                    .with("what", "%what%"),
            ),
            empty: lang.t("aria-empty"),
            still: lang.msg(&Msg::new("setup-still-to-place").with("pieces", "%pieces%")),
            all_placed: lang.t("setup-all-placed"),
            holding: lang.msg(&Msg::new("setup-holding").with("piece", "%piece%")),
            join: lang.msg(&Msg::new("list-join").with("a", "").with("b", "")),
        }
    }
}

pub(in crate::web) async fn setup_page(
    signed: Signed,
    state: &AppState,
    game: LoadedGame,
    seat: Seat,
    query: PageQuery,
) -> AppResult<HttpResponse> {
    let variant = game.variant();
    let family = variant.family();
    let lang = signed.ctx.lang;
    let draft = setups::draft_of(&game, seat);
    let picked = query.pick.and_then(|p| variant.dims().parse_square(&p).ok());
    let area = crate::rules::setup::area(variant, seat);
    let saved = db::setups::saved(&state.env.pool, signed.user.user_id, variant.id()).await?;
    let army = variant
        .army()
        .iter()
        .map(|&(k, n)| {
            let count = lang.msg(
                &Msg::new("setup-count")
                    .with("n", n)
                    .with("piece", i18n::piece(variant, k)),
            );
            format!("{count}\u{a0}({})", k.label(numbering(&signed.user)))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let terrain = game.terrain()?;
    let pictures = !signed.user.letters_only;
    let page = SetupPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(variant)),
        event: event_link(&game, lang),
        seat: i18n::seat(family, seat),
        opponent: game
            .player_name(seat.other())
            .map_or_else(|| "?".to_string(), |n| lang.player_name(n)),
        opponent_ready: game.submitted(seat.other()),
        // Word joiners keep "1–4" on one line.
        rows: format!(
            "{}\u{2060}–\u{2060}{}",
            area[0].row() + 1,
            area[area.len() - 1].row() + 1
        ),
        board: board::from_setup(
            &draft,
            &terrain,
            numbering(&signed.user),
            pictures,
            bottom(&signed.user, Some(seat)),
            picked,
            lang,
        ),
        picked: picked.map(|p| p.to_string()),
        setup_text: draft.to_string(),
        saved: saved.into_iter().map(|s| (s.id, s.name)).collect(),
        army,
        clock: clock_line(&game, &signed.ctx),
        tray: tray(variant, seat, numbering(&signed.user), pictures, lang),
        area: area.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
        files: variant.dims().size(),
        words: EditorWords::new(lang),
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}

#[derive(Deserialize)]
pub struct SetupForm {
    action: String,
    a: Option<SquareName>,
    b: Option<SquareName>,
    #[serde(default)]
    text: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    saved: Option<i64>,
}

pub async fn setup_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<SetupForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let user = signed.user.user_id;
    let env = &state.env;
    let back = format!("/games/{id}");
    let (result, done) = match form.action.as_str() {
        "swap" => match (form.a, form.b) {
            (Some(a), Some(b)) => (setups::edit_setup(env, user, id, SetupEdit::Swap(a, b)).await, None),
            _ => (Err(AppError::BadRequest(Msg::new("error-choose-two-squares"))), None),
        },
        "paste" => (
            setups::edit_setup(env, user, id, SetupEdit::Paste(form.text)).await,
            Some("setup-done-paste"),
        ),
        "random" => (
            setups::edit_setup(env, user, id, SetupEdit::Suggest).await,
            Some("setup-done-random"),
        ),
        "mirror" => (
            setups::edit_setup(env, user, id, SetupEdit::Mirror).await,
            Some("setup-done-mirror"),
        ),
        "load" => match form.saved {
            Some(saved) => (
                setups::edit_setup(env, user, id, SetupEdit::LoadSaved(saved)).await,
                Some("setup-done-load"),
            ),
            None => (Err(AppError::BadRequest(Msg::new("error-choose-saved-setup"))), None),
        },
        "save" => (
            setups::save_setup(env, user, id, &form.name, arranged(&form.text)).await,
            Some("setup-done-save"),
        ),
        "submit" => (
            match arranged(&form.text) {
                Some(text) => setups::submit_arrangement(env, user, id, text).await,
                None => setups::submit_setup(env, user, id).await,
            },
            Some("setup-done-submit"),
        ),
        other => (
            Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            )),
            None,
        ),
    };
    after_action(result, &back, done)
}

/// The arrangement the page sends with Save or Submit when its script arranged it in the page; without the
/// script these forms carry none, and the stored draft is meant.
fn arranged(text: &str) -> Option<&str> {
    Some(text.trim()).filter(|t| !t.is_empty())
}
