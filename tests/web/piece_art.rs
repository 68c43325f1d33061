//! Piece art: boards draw each piece from the sprite (the drawing of what the viewer has seen, a family's back
//! for a hidden piece), the sprite is served like the other built-in files, and a player who wants letters only
//! gets no pictures, on the play page and in the setup editor.

use fieldpost::rules::view::Viewer;
use fieldpost::rules::{Family, Seat};
use reqwest::StatusCode;

use crate::helpers::{Client, challenge, engine, spawn_app, started};

/// The `<td>` of a square on a page.
fn cell<'a>(page: &'a str, square: &str) -> &'a str {
    let key = format!("data-square=\"{square}\"");
    let at = page.find(&key).unwrap_or_else(|| panic!("{square} is on the board"));
    let start = page[..at].rfind("<td").unwrap();
    let end = at + page[at..].find("</td>").unwrap();
    &page[start..end]
}

/// The addresses a piece of the page's board draws from.
pub fn art_refs(html: &str) -> Vec<&str> {
    html.split("<use href=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect()
}

/// The symbol of the family's back, the one drawing a hidden piece may show.
pub fn back(family: Family) -> String {
    format!("#back-{}", format!("{family:?}").to_lowercase())
}

async fn letters_only(c: &Client, on: bool) {
    let mut fields = vec![("numbering", "modern"), ("orientation", "own_side")];
    if on {
        fields.push(("letters_only", "on"));
    }
    let a = c.post("/account/preferences", &fields).await;
    assert_eq!(a.refused(), None);
}

#[tokio::test]
async fn each_piece_is_drawn_as_its_viewer_sees_it_unless_letters_only_are_wanted() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    let (game, _) = engine(&app, id).await;
    let page = first.get(&format!("/games/{id}")).await.body;
    let view = game.view_for(Viewer::Player(Seat::First));
    for seen in view.pieces() {
        let td = cell(&page, &seen.square().to_string());
        let want = match seen.identity() {
            Some(kind) => format!("#{}", kind.name().to_lowercase()),
            None => back(Family::Stratego),
        };
        let refs = art_refs(td);
        assert_eq!(refs.len(), 1, "{td}");
        assert!(refs[0].ends_with(&want), "{} draws {} ({want})", seen.square(), refs[0]);
        assert!(
            td.contains("<svg class=\"art\" aria-hidden=\"true\""),
            "the drawing is not read out"
        );
        let label = seen
            .identity()
            .map_or("?".to_string(), |k| k.label(fieldpost::rules::Numbering::Modern));
        assert!(
            td.contains(&format!("<span class=\"rank\">{label}</span>")),
            "the rank stays: {td}"
        );
    }

    // The sprite is a built-in file under a name that changes with its content.
    let sprite = art_refs(&page)[0].split('#').next().unwrap().to_string();
    assert!(
        sprite.starts_with("/static/pieces.") && sprite.ends_with(".svg"),
        "{sprite}"
    );
    let served = first.get(&sprite).await;
    assert_eq!(served.status, StatusCode::OK);
    assert!(served.header("content-type").unwrap().starts_with("image/svg+xml"));
    assert!(served.header("cache-control").unwrap().contains("immutable"));
    assert!(served.body.contains("<symbol id=\"marshal\""));

    letters_only(&first, true).await;
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(
        art_refs(&page).is_empty() && !page.contains("class=\"art\""),
        "letters only: no pictures"
    );
    assert!(page.contains("aria-hidden=\"true\">10</span>"), "the ranks as before");
    letters_only(&first, false).await;
    assert!(!art_refs(&first.get(&format!("/games/{id}")).await.body).is_empty());
}

#[tokio::test]
async fn the_setup_editor_draws_the_army_unless_letters_only_are_wanted() {
    let app = spawn_app().await;
    let (first, _second, id) = challenge(&app, "espionage").await;
    let page = first.get(&format!("/games/{id}")).await.body;
    let refs = art_refs(&page);
    assert!(!refs.is_empty(), "the draft army is drawn");
    assert!(refs.iter().any(|r| r.ends_with("#headquarters")), "{refs:?}");
    assert!(
        refs.iter().all(|r| !r.contains("#back-")),
        "one's own draft is never hidden"
    );

    letters_only(&first, true).await;
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(art_refs(&page).is_empty(), "letters only in the setup editor too");
    assert!(page.contains("aria-hidden=\"true\">H</span>"));
}
