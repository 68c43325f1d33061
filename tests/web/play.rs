//! Whole games over HTTP, as two browsers play them.

use fieldpost::rules::gravon;
use fieldpost::rules::record::Record;
use fieldpost::rules::{Family, Variant};
use reqwest::StatusCode;

use crate::helpers::{Client, TestApp, engine, spawn_app, started, username_of};
use fieldpost::db::GameId;

/// Plays random legal moves through the move form until the game ends.
async fn play_to_the_end(app: &TestApp, players: [&Client; 2], id: GameId) -> u32 {
    let mut seed: u64 = 12345;
    loop {
        let (game, ply) = engine(app, id).await;
        let Some(seat) = game.to_move() else {
            return game.ply();
        };
        assert!(ply < 4000, "a random game should end well before this");
        let legal = game.legal_moves();
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mv = legal[(seed >> 33) as usize % legal.len()];
        let a = players[seat.index()]
            .post(
                &format!("/games/{id}/moves"),
                &[
                    ("from", &mv.from.to_string()),
                    ("to", &mv.to.to_string()),
                    ("ply", &ply.to_string()),
                ],
            )
            .await;
        assert_eq!(a.status, StatusCode::SEE_OTHER);
        assert_eq!(a.refused(), None, "{mv} at ply {ply}");
    }
}

async fn whole_game(variant: &str) {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, variant).await;
    let page = first.get(&format!("/games/{id}")).await;
    assert!(page.body.contains("Your move."), "the first seat starts");
    let plies = play_to_the_end(&app, [&first, &second], id).await;
    assert!(plies > 0);
    for c in [&first, &second] {
        let page = c.get(&format!("/games/{id}")).await;
        assert!(
            page.body.contains("You won") || page.body.contains("You lost") || page.body.contains("drawn"),
            "the result is shown"
        );
        assert!(!page.body.contains(">?<"), "after the end everything is visible");
        let listed = c.get("/games").await.body;
        assert!(listed.contains(&format!("/games/{id}")));
    }
    let record = first.get(&format!("/games/{id}/record.json")).await;
    assert_eq!(record.status, StatusCode::OK);
    let replay = Record::from_json(&record.body)
        .unwrap()
        .validate()
        .unwrap()
        .replay(None)
        .unwrap();
    let (stored, _) = engine(&app, id).await;
    assert_eq!(replay.game.outcome(), stored.outcome());
    assert_eq!(replay.game.ply(), plies);
    gravon_record(&first, id, &record.body, page_of(&first, id).await).await;
    // Stepping back through a finished game: to the position before its last move, which random setups can
    // make the first (a scout's first move can take a flag left in the front row).
    let back = plies - 1;
    let early = first.get(&format!("/games/{id}?ply={back}")).await;
    assert!(
        early.body.contains(&format!("position after move {back}")),
        "{}",
        early.body
    );
}

async fn page_of(c: &Client, id: GameId) -> String {
    c.get(&format!("/games/{id}")).await.body
}

/// A finished game's record in Gravon's archive format: linked and served for the Stratego family, where it
/// imports back to the JSON record; refused with a reason for Espionage, which the format cannot hold.
async fn gravon_record(c: &Client, id: GameId, json: &str, page: String) {
    let json = Record::from_json(json).unwrap();
    let link = format!("/games/{id}/record.xml");
    let xml = c.get(&link).await;
    if Variant::parse(&json.variant).unwrap().family() == Family::Espionage {
        assert!(!page.contains(&link), "no link to a download that cannot be");
        assert_eq!(xml.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(xml.body.contains("no Espionage games"), "{}", xml.body);
        return;
    }
    assert!(page.contains(&link));
    assert_eq!(xml.status, StatusCode::OK);
    assert_eq!(xml.header("content-type"), Some("application/xml"));
    assert_eq!(
        xml.header("content-disposition"),
        Some(format!("attachment; filename=\"fieldpost-{id}.xml\"").as_str())
    );
    let imported = gravon::import(&xml.body, 5).unwrap();
    assert_eq!((&imported.moves, &imported.end), (&json.moves, &json.end));
    assert_eq!(imported, json);
}

#[tokio::test]
async fn a_whole_stratego_game() {
    whole_game("stratego").await;
}

#[tokio::test]
async fn a_whole_espionage_game() {
    whole_game("espionage").await;
}

#[tokio::test]
async fn setups_are_arranged_in_secret() {
    let app = spawn_app().await;
    let (first, second, id) = crate::helpers::challenge(&app, "barrage").await;
    let page = first.get(&format!("/games/{id}")).await;
    assert!(page.body.contains("Arrange your army"));
    // Swap two squares (a1 and j4) without JavaScript.
    let draft = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT setup FROM setups WHERE game_id = $1 AND seat = 0")
                .bind(id.0)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let before = draft(&app).await;
    let picked = first.get(&format!("/games/{id}?pick=a1")).await;
    assert!(picked.body.contains(r#"name="b" value="j4""#));
    first
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "swap"), ("a", "a1"), ("b", "j4")],
        )
        .await;
    let after = draft(&app).await;
    let (b, a) = (before.chars().collect::<Vec<_>>(), after.chars().collect::<Vec<_>>());
    assert_eq!((a[0], a[39]), (b[39], b[0]));
    // A pasted setup that breaks the rules is explained and changes nothing.
    let bad = first
        .post(
            &format!("/games/{id}/setup"),
            &[
                ("action", "paste"),
                ("text", "XX......................................"),
            ],
        )
        .await;
    assert!(bad.refused().unwrap().contains("missing"), "{:?}", bad.flash);
    assert_eq!(draft(&app).await, after);
    // Save, shuffle, load back.
    first
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "save"), ("name", "my corner")],
        )
        .await;
    first.post(&format!("/games/{id}/setup"), &[("action", "random")]).await;
    let saved_id: i64 = sqlx::query_scalar("SELECT id FROM saved_setups")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    first
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "load"), ("saved", &saved_id.to_string())],
        )
        .await;
    assert_eq!(draft(&app).await, after);
    // The opponent sees only that a setup is in.
    first.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    let theirs = second.get(&format!("/games/{id}")).await;
    assert!(theirs.body.contains("has submitted a setup"));
    assert!(!theirs.body.contains(&after));
    let mine = first.get(&format!("/games/{id}")).await;
    assert!(mine.body.contains("Waiting for"));
}

#[tokio::test]
async fn resign_and_draw_by_agreement() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "duel").await;
    let offer = first.post(&format!("/games/{id}/draw"), &[("action", "offer")]).await;
    assert_eq!(offer.refused(), None);
    assert!(second.get(&format!("/games/{id}")).await.body.contains("offers a draw"));
    let own = first.post(&format!("/games/{id}/draw"), &[("action", "accept")]).await;
    assert!(own.refused().is_some(), "nobody accepts their own offer");
    second.post(&format!("/games/{id}/draw"), &[("action", "accept")]).await;
    assert!(
        first
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("drawn by agreement")
    );

    let (first, second, id) = started(&app, "stratego-original").await;
    first.post(&format!("/games/{id}/resign"), &[]).await;
    assert!(
        second
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("You won: your opponent resigned")
    );
    let record = second.get(&format!("/games/{id}/record.json")).await.body;
    assert!(record.contains(r#""kind": "resign""#));
}

#[tokio::test]
async fn open_games_and_challenges_in_the_lobby() {
    let app = spawn_app().await;
    let alice = Client::new(&app);
    alice.register("alice").await;
    let bob = Client::new(&app);
    bob.register("bob").await;
    let open = alice
        .post("/games", &[("variant", "barrage"), ("seat", "random")])
        .await;
    let open_path = open.location.unwrap();
    let lobby = bob.get("/lobby").await.body;
    assert!(lobby.contains(&open_path));
    // Open games come first, each with its clock, whether it is rated, its creator and a button to join.
    let offered = &lobby[lobby.find("id=\"open-games\"").unwrap()..lobby.find("id=\"new-game\"").unwrap()];
    assert!(offered.contains(&open_path) && offered.contains("3 days a move") && offered.contains("unrated"));
    assert!(offered.contains(&format!("action=\"{open_path}/join\"")));
    assert!(bob.get("/lobby?preset=barrage").await.body.contains(&open_path));
    assert!(
        !bob.get("/lobby?preset=duel").await.body.contains(&open_path),
        "filtered by preset"
    );
    assert!(
        !bob.get("/lobby?clock=fischer").await.body.contains(&open_path),
        "filtered by clock"
    );
    assert!(bob.get("/lobby?clock=per_move").await.body.contains(&open_path));
    let challenge = alice
        .post(
            "/games",
            &[("variant", "espionage-small"), ("seat", "second"), ("opponent", "bob")],
        )
        .await;
    let challenge_path = challenge.location.unwrap();
    let lobby = bob.get("/lobby").await.body;
    assert!(lobby.contains("alice challenges you"));
    assert!(
        bob.get(&challenge_path)
            .await
            .body
            .contains(">Accept and play</button>")
    );
    let mine = bob.get("/games").await.body;
    let your_turn = mine.split("Waiting for others").next().unwrap();
    assert!(
        your_turn.contains(&challenge_path),
        "a challenge waits for bob's answer first"
    );
    let declined = bob.post(&format!("{challenge_path}/decline"), &[]).await;
    assert!(
        declined
            .flash
            .as_deref()
            .is_some_and(|f| f.contains("Challenge declined")),
        "{:?}",
        declined.flash
    );
    assert!(!bob.get("/lobby").await.body.contains(&challenge_path));
    // The challenger taking a challenge back is told so in its own words.
    let again = alice
        .post("/games", &[("variant", "duel"), ("seat", "first"), ("opponent", "bob")])
        .await;
    let withdrawn = alice.post(&format!("{}/decline", again.location.unwrap()), &[]).await;
    assert!(
        withdrawn.flash.as_deref().is_some_and(|f| f.contains("Withdrawn")),
        "{:?}",
        withdrawn.flash
    );
    let nobody = alice
        .post(
            "/games",
            &[("variant", "duel"), ("seat", "first"), ("opponent", "carol")],
        )
        .await;
    assert!(nobody.refused().unwrap().contains("no player called carol"));
    // An open game's own page offers to join it; a challenge's, to accept it.
    let open_page = bob.get(&open_path).await.body;
    assert!(open_page.contains(">Join</button>") && !open_page.contains("Accept and play"));
    bob.post(&format!("{open_path}/join"), &[]).await;
    let both = [alice.get("/games").await.body, bob.get("/games").await.body];
    assert!(both.iter().all(|b| b.contains("Set up your army")));
    // Once under way, others find it in the lobby to watch.
    for c in [&alice, &bob] {
        c.post(&format!("{open_path}/setup"), &[("action", "submit")]).await;
    }
    let carol = Client::new(&app);
    carol.register("carol").await;
    assert!(
        carol
            .get("/lobby")
            .await
            .body
            .contains(&format!(r#"<a href="{open_path}">"#))
    );
    assert!(carol.get("/lobby").await.body.contains("Open a game to watch it."));
    assert!(
        !alice
            .get("/lobby")
            .await
            .body
            .contains(&format!(r#"<a href="{open_path}">"#)),
        "not your own"
    );
}

/// A setup saved from the second seat comes back as it was into the second seat, and turned round into the
/// first (the back row stays at the back).
#[tokio::test]
async fn a_saved_setup_fits_either_seat() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    let setup_of = |id: GameId, seat: i16| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>("SELECT setup FROM setups WHERE game_id = $1 AND seat = $2")
                .bind(id.0)
                .bind(seat)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let kept = setup_of(id, 1).await;
    second
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "save"), ("name", "blue wall")],
        )
        .await;
    let saved: i64 = sqlx::query_scalar("SELECT id FROM saved_setups")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let saved = saved.to_string();
    let load = [("action", "load"), ("saved", saved.as_str())];
    second
        .post(&format!("/games/{id}/setup"), &[("action", "random")])
        .await;
    second.post(&format!("/games/{id}/setup"), &load).await;
    assert_eq!(setup_of(id, 1).await, kept, "back into the second seat unchanged");
    // A new game where the same player has the first seat: the same arrangement, seen from the other side.
    let again = second
        .post(
            "/games",
            &[
                ("variant", "stratego"),
                ("seat", "first"),
                ("opponent", &username_of(&first).await),
            ],
        )
        .await;
    let new_id: i64 = again.location.unwrap().trim_start_matches("/games/").parse().unwrap();
    let new_id = GameId(new_id);
    first.post(&format!("/games/{new_id}/join"), &[]).await;
    second.post(&format!("/games/{new_id}/setup"), &load).await;
    let turned: String = kept.chars().rev().collect();
    assert_eq!(setup_of(new_id, 0).await, turned, "into the first seat, turned round");
}

/// A game's record is written again with every move: where the server can compress with LZ4, the column does,
/// rather than with the default method, which cost the database a twelfth of its time under a load of moves.
#[tokio::test]
async fn the_record_is_compressed_the_fast_way_where_the_server_can() {
    let app = spawn_app().await;
    let (lz4_built_in, method): (bool, String) = sqlx::query_as(
        "SELECT 'lz4' = ANY (s.enumvals), a.attcompression::text
         FROM pg_settings s, pg_attribute a
         WHERE s.name = 'default_toast_compression' AND a.attrelid = 'games'::regclass AND a.attname = 'record'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    // `l`: LZ4; empty: the server's default.
    assert_eq!(method, if lz4_built_in { "l" } else { "" });
}

/// "Play this game" on a preset's page leads to the new-game form with that preset chosen, where the player
/// picks the rest (the clock, rated or not, an opponent), rather than opening a game in one click.
#[tokio::test]
async fn play_this_game_opens_the_new_game_form_with_the_preset_chosen() {
    let app = crate::helpers::spawn_app().await;
    let c = crate::helpers::Client::new(&app);
    c.register("prudence").await;
    let preset = c.get("/presets/barrage").await.body;
    assert!(preset.contains(r#"href="/lobby?preset=barrage#new-game""#), "{preset}");
    assert!(
        !preset.contains(r#"action="/games""#),
        "no game is opened from the preset page in one click"
    );
    let lobby = c.get("/lobby?preset=barrage").await.body;
    assert!(lobby.contains(r#"<option value="barrage" selected>"#), "{lobby}");
    let plain = c.get("/lobby").await.body;
    assert!(!plain.contains(r#"<option value="barrage" selected>"#));
    let unknown = c.get("/lobby?preset=chess").await;
    assert_eq!(
        unknown.status,
        reqwest::StatusCode::OK,
        "an unknown preset is the first one"
    );
}

/// A player may give up while the armies are still being set up, on the page and through the API alike; the
/// opponent wins, and the pages of a game that never started stay readable.
#[tokio::test]
async fn a_game_can_be_given_up_before_it_starts() {
    let app = crate::helpers::spawn_app().await;
    for through_api in [false, true] {
        let (red, blue, id) = crate::helpers::challenge(&app, "barrage").await;
        let page = red.get(&format!("/games/{id}")).await.body;
        assert!(
            page.contains(&format!("action=\"/games/{id}/resign\"")),
            "the setup page offers it"
        );
        if through_api {
            let name = crate::helpers::username_of(&red).await;
            let user = crate::helpers::user_id(&app, &name).await;
            let token =
                fieldpost::app::account::api_tokens::create(&app.env, user, crate::helpers::PASSWORD, "t", true)
                    .await
                    .unwrap();
            let res = reqwest::Client::new()
                .post(format!("{}/api/v1/games/{id}/resign", app.base))
                .bearer_auth(token)
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), reqwest::StatusCode::OK, "{}", res.text().await.unwrap());
        } else {
            assert_eq!(red.post(&format!("/games/{id}/resign"), &[]).await.refused(), None);
        }
        let (status, winner, reason): (String, Option<i16>, Option<String>) =
            sqlx::query_as("SELECT status::text, winner, result_reason FROM games WHERE id = $1")
                .bind(id.0)
                .fetch_one(&app.pool)
                .await
                .unwrap();
        assert_eq!(
            (status.as_str(), winner, reason.as_deref()),
            ("finished", Some(1), Some("resign"))
        );
        assert!(
            blue.get(&format!("/games/{id}")).await.body.contains("You won"),
            "the opponent's page says so"
        );
        assert_eq!(red.get(&format!("/games/{id}")).await.status, reqwest::StatusCode::OK);
        assert!(red.get("/games").await.body.contains("You lost by resignation"));
    }
}
