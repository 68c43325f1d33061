//! The analysis after a game: refused while the game is under way, asked for by any reader once it is over,
//! worked out by the jobs layer a part at a time, and shown under the replay (a chart, the judgement of the move
//! looked at) and in the move list (the marks), each mark matching the stored judgement.

use fieldpost::app::game::analysis::{BLUNDER, JudgedPly, MISTAKE};
use fieldpost::db::GameId;
use fieldpost::jobs::game_analyses;

use crate::helpers::{Client, PASSWORD, TestApp, random_move_that_goes_on, spawn_app, started, user_id, username_of};

/// An API request with `token`: the status and the JSON answer.
async fn api(app: &TestApp, method: reqwest::Method, path: &str, token: &str) -> (u16, serde_json::Value) {
    let res = reqwest::Client::new()
        .request(method, format!("{}/api/v1{path}", app.base))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(serde_json::Value::Null))
}

/// The stored judgements of `id`'s moves, and whether every move is judged.
async fn stored(app: &TestApp, id: GameId) -> Option<(Vec<Option<JudgedPly>>, bool)> {
    let row: Option<(serde_json::Value, bool)> =
        sqlx::query_as("SELECT plies, finished_at IS NOT NULL FROM game_analyses WHERE game_id = $1")
            .bind(id.0)
            .fetch_optional(&app.pool)
            .await
            .unwrap();
    row.map(|(plies, done)| (serde_json::from_value(plies).unwrap(), done))
}

#[tokio::test]
async fn a_finished_game_is_analysed_from_each_movers_view_and_shown_under_its_replay() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "barrage").await;
    let players = [
        user_id(&app, &username_of(&red).await).await,
        user_id(&app, &username_of(&blue).await).await,
    ];
    let mut seed = 11;
    for _ in 0..24 {
        assert!(random_move_that_goes_on(&app, players, id, &mut seed).await);
    }

    // Under way: no analysis is offered, and asking is refused, unmade. A judgement from one side's view would
    // tell the other what that side knew.
    let page = red.get(&format!("/games/{id}")).await;
    assert!(
        !page.body.contains("/analysis\""),
        "no analysis is offered before the end"
    );
    let early = red.post(&format!("/games/{id}/analysis"), &[]).await;
    assert_eq!(early.refused(), Some("A game is analysed only once it is over."));
    let token = |user, write| fieldpost::app::account::api_tokens::create(&app.env, user, PASSWORD, "bot", write);
    let (reads, writes) = (
        token(players[0], false).await.unwrap(),
        token(players[0], true).await.unwrap(),
    );
    let path = format!("/games/{id}/analysis");
    assert_eq!(api(&app, reqwest::Method::GET, &path, &reads).await.0, 409);
    assert_eq!(api(&app, reqwest::Method::POST, &path, &writes).await.0, 409);
    assert!(stored(&app, id).await.is_none());

    fieldpost::app::game::play::resign(&app.env, players[1], id)
        .await
        .unwrap();
    // Any reader of a finished game may ask: here one who did not play it.
    let reader = Client::new(&app);
    reader.register("onlooker").await;
    let page = reader.get(&format!("/games/{id}")).await;
    assert!(page.body.contains("Analyse this game"), "{}", page.body);
    let asked = reader.post(&format!("/games/{id}/analysis"), &[]).await;
    assert_eq!(asked.refused(), None);
    assert_eq!(
        asked.flash.as_deref(),
        Some("IThe analysis is under way. This page shows it when it is ready.")
    );
    // Asking again (a player now, on the page and through the API) changes nothing.
    assert_eq!(red.post(&format!("/games/{id}/analysis"), &[]).await.refused(), None);
    assert_eq!(
        api(&app, reqwest::Method::POST, &path, &reads).await.0,
        403,
        "asking writes"
    );
    let (status, working) = api(&app, reqwest::Method::POST, &path, &writes).await;
    assert_eq!(status, 200, "{working}");
    assert_eq!(working["state"], "working");
    assert_eq!(working["moves"], 24);
    let page = red.get(&format!("/games/{id}")).await;
    assert!(
        page.body.contains("Analysing: 0 of 24 moves judged so far."),
        "{}",
        page.body
    );

    // The workers judge it a part at a time (a small budget: a test build is slow).
    let mut env = app.env.clone();
    env.analysis_nodes = 400;
    let mut steps = 0;
    while game_analyses::judge_one(&env).await.unwrap() {
        steps += 1;
        assert!(steps < 10, "the analysis never finished");
    }
    assert!(steps >= 2, "24 moves take more than one step of 20");
    let (plies, done) = stored(&app, id).await.unwrap();
    assert!(done);
    assert_eq!(plies.len(), 24);
    assert!(
        plies.iter().all(Option::is_some),
        "every move of a running game is judged"
    );

    // The page: the chart under the replay, the judgement of the last move, and a mark on every move that lost
    // enough, with its words.
    let page = red.get(&format!("/games/{id}")).await;
    assert!(page.body.contains("class=\"eval-chart\""));
    assert!(page.body.contains("Move 24 ("), "the last move is judged on the page");
    let marked = plies
        .iter()
        .flatten()
        .filter(|p| p.best_value - p.played_value >= MISTAKE)
        .count();
    let blunders = plies
        .iter()
        .flatten()
        .filter(|p| p.best_value - p.played_value >= BLUNDER)
        .count();
    assert_eq!(page.body.matches("class=\"judged\"").count(), marked);
    assert_eq!(page.body.matches(">??</abbr>").count(), blunders);
    assert_eq!(page.body.matches("<circle class=").count(), marked);
    // The API gives the same judgements, marks and all.
    let (status, read) = api(&app, reqwest::Method::GET, &path, &reads).await;
    assert_eq!(status, 200);
    assert_eq!(read["state"], "done");
    let api_plies = read["plies"].as_array().unwrap();
    assert_eq!(api_plies.len(), 24);
    for (i, (shown, kept)) in api_plies.iter().zip(&plies).enumerate() {
        let kept = kept.as_ref().unwrap();
        assert_eq!(shown["ply"], i + 1);
        assert_eq!(shown["best"], kept.best.as_str());
        assert_eq!(shown["best_value"], kept.best_value);
        assert_eq!(shown["played_value"], kept.played_value);
    }
    let api_marked = api_plies.iter().filter(|p| p.get("mark").is_some()).count();
    assert_eq!(api_marked, marked);

    // Looking back at a move shows its judgement.
    let third = plies[2].clone().unwrap();
    let back = blue.get(&format!("/games/{id}?ply=3")).await;
    // The page says "this move too" when nothing was lost by the move: the expert's own, or one judged as good
    // (a tie, which the expert's choice among equals can make either way).
    if third.loss() == 0 {
        assert!(
            back.body
                .contains("Move 3 (red): the expert would have chosen this move too.")
        );
    } else {
        let said = format!(
            "Move 3 (red): the expert would have played {}",
            third.best.replace('-', "\u{2060}–\u{2060}")
        );
        assert!(back.body.contains(&said), "{said}");
    }

    // In a browser: axe finds nothing on the page with its chart and marks, at a desktop's width and a phone's.
    let axe = crate::accessibility::axe_source();
    let (_driver, port) = crate::browser::start_chromedriver();
    let c = crate::browser::browser(port).await;
    crate::accessibility::sign_in(&c, &app.base, &username_of(&red).await).await;
    for width in [1280, 390] {
        c.set_window_size(width, 1100).await.unwrap();
        c.goto(&format!("{}/games/{id}?ply=3", app.base)).await.unwrap();
        crate::accessibility::audit(&c, &axe, "the analysis").await;
        let panel = c.find(fantoccini::Locator::Css("#analysis")).await.unwrap();
        std::fs::write(
            crate::browser::artifacts().join(format!("analysis-{width}.png")),
            panel.screenshot().await.unwrap(),
        )
        .unwrap();
    }
    c.close().await.unwrap();
}

/// What keeps the analyses in bounds: an account has at most three waiting; a worker whose lease ran out adds
/// nothing once another took its part over; a part that keeps failing is given up on, and the page says which
/// moves could not be judged; a game that does not exist or ended before its first move is refused.
#[tokio::test]
async fn analyses_are_capped_taken_over_safely_and_given_up_on() {
    use fieldpost::app::game::analysis::{MAX_ATTEMPTS, MAX_WAITING};
    use fieldpost::db::analyses;

    let app = spawn_app().await;
    let reader = Client::new(&app);
    reader.register("reader").await;
    let mut games = Vec::new();
    for _ in 0..=MAX_WAITING {
        let (red, blue, id) = started(&app, "barrage").await;
        let players = [
            user_id(&app, &username_of(&red).await).await,
            user_id(&app, &username_of(&blue).await).await,
        ];
        let mut seed = id.0 as u64;
        for _ in 0..4 {
            assert!(random_move_that_goes_on(&app, players, id, &mut seed).await);
        }
        fieldpost::app::game::play::resign(&app.env, players[0], id)
            .await
            .unwrap();
        games.push(id);
    }
    for id in &games[..MAX_WAITING as usize] {
        assert_eq!(reader.post(&format!("/games/{id}/analysis"), &[]).await.refused(), None);
    }
    let fourth = reader.post(&format!("/games/{}/analysis", games[3]), &[]).await;
    assert_eq!(
        fourth.refused(),
        Some("You already have 3 analyses waiting: ask for another once one of them is ready.")
    );
    assert!(stored(&app, games[3]).await.is_none(), "nothing was queued");
    // Asking again for one already asked for is no new request.
    assert_eq!(
        reader
            .post(&format!("/games/{}/analysis", games[0]), &[])
            .await
            .refused(),
        None
    );

    // Worker A's lease runs out mid-step; worker B takes the part over; A's late answer adds nothing.
    let now = app.env.clock.now();
    let a = analyses::claim(&app.pool, now, now + chrono::Duration::seconds(120))
        .await
        .unwrap()
        .unwrap();
    let later = now + chrono::Duration::seconds(121);
    let b = analyses::claim(&app.pool, later, later + chrono::Duration::seconds(120))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((a.game, a.judged), (b.game, b.judged), "B took A's part");
    let part = serde_json::json!([null, null]);
    assert!(!analyses::add_judged(&app.pool, &a, part.clone(), None).await.unwrap());
    assert!(analyses::add_judged(&app.pool, &b, part, None).await.unwrap());
    assert!(
        !analyses::add_judged(&app.pool, &b, serde_json::json!([null]), None)
            .await
            .unwrap(),
        "once only"
    );

    // A part tried too often is given up on: the analysis ends, and the page says what could not be judged.
    sqlx::query("UPDATE game_analyses SET attempts = $2 WHERE game_id = $1")
        .bind(a.game.0)
        .bind(MAX_ATTEMPTS)
        .execute(&app.pool)
        .await
        .unwrap();
    let mut env = app.env.clone();
    env.analysis_nodes = 300;
    assert!(game_analyses::judge_one(&env).await.unwrap());
    let (plies, done) = stored(&app, a.game).await.unwrap();
    assert!(done, "given up on, it is over");
    assert_eq!(plies.len(), 4);
    assert!(plies.iter().all(Option::is_none));
    let page = reader.get(&format!("/games/{}?ply=3", a.game)).await;
    assert!(page.body.contains("Move 3 could not be judged."), "{}", page.body);

    // Nothing to analyse: a game that does not exist, or one that ended in its setup.
    assert_eq!(reader.post("/games/999999/analysis", &[]).await.status, 404);
    let (red, _, unplayed) = started(&app, "barrage").await;
    let me = user_id(&app, &username_of(&red).await).await;
    fieldpost::app::game::play::resign(&app.env, me, unplayed)
        .await
        .unwrap();
    let none = reader.post(&format!("/games/{unplayed}/analysis"), &[]).await;
    assert_eq!(
        none.refused(),
        Some("This game ended before its first move: there is nothing to analyse.")
    );
}
