//! Ceilings for the signed-in pages: a server of the bench's own that answers a fixed body, as long as the page it
//! stands for, after nothing but that page's statement (none, the session alone, the game page's, My games', the
//! lobby's).
//! Nothing is drawn and none of the service's middleware runs, so each rate is a little above the most that page
//! could reach however cheaply it were drawn; its share of `/readyz` bounds what a target can ask of the page.

use std::net::TcpListener;

use actix_web::dev::ServerHandle;
use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use fieldpost::app::{Env, account::sign_in, game::pages};
use fieldpost::db::GameId;
use fieldpost::web::extract::SESSION_COOKIE;

/// The fixed bodies, each as long as the page it stands for was when the bench began.
struct Bodies {
    game_page: String,
    my_games: String,
    lobby: String,
}

/// How long each page was when the bench began, in bytes.
pub struct PageLengths {
    pub game_page: usize,
    pub my_games: usize,
    pub lobby: usize,
}

fn answer(body: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(body.to_string())
}

fn token(req: &HttpRequest) -> String {
    req.cookie(SESSION_COOKIE)
        .expect("a session cookie")
        .value()
        .to_string()
}

async fn no_statement(bodies: web::Data<Bodies>) -> HttpResponse {
    answer(&bodies.game_page)
}

async fn session(req: HttpRequest, env: web::Data<Env>, bodies: web::Data<Bodies>) -> HttpResponse {
    let user = sign_in::resolve_session(&env, &token(&req)).await.unwrap();
    assert!(user.is_some(), "the session has ended");
    answer(&bodies.game_page)
}

async fn game_page(
    req: HttpRequest,
    env: web::Data<Env>,
    bodies: web::Data<Bodies>,
    path: web::Path<GameId>,
) -> HttpResponse {
    let (user, game) = pages::game(&env, Some(&token(&req)), path.into_inner()).await.unwrap();
    assert!(user.is_some() && game.is_some(), "the session or the game is gone");
    answer(&bodies.game_page)
}

async fn my_games(req: HttpRequest, env: web::Data<Env>, bodies: web::Data<Bodies>) -> HttpResponse {
    // As many finished games as the page asks for (50 and one more, to know of a next page).
    let (user, _) = pages::my_games(&env, Some(&token(&req)), 51, 0).await.unwrap();
    assert!(user.is_some(), "the session has ended");
    answer(&bodies.my_games)
}

async fn lobby(req: HttpRequest, env: web::Data<Env>, bodies: web::Data<Bodies>) -> HttpResponse {
    let (user, _) = pages::lobby(&env, Some(&token(&req))).await.unwrap();
    assert!(user.is_some(), "the session has ended");
    answer(&bodies.lobby)
}

/// Starts the ceilings' server on a port of its own, its workers sharing out `connections` as the service's do;
/// returns its base URL and its handle.
pub fn start(env: Env, connections: u32, lengths: PageLengths) -> (String, ServerHandle) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let (workers, per_worker) = fieldpost::web::workers_sharing(connections);
    let bodies = web::Data::new(Bodies {
        game_page: "x".repeat(lengths.game_page),
        my_games: "x".repeat(lengths.my_games),
        lobby: "x".repeat(lengths.lobby),
    });
    let server = HttpServer::new(move || {
        let mut env = env.clone();
        env.pool = fieldpost::db::pool_like(&env.pool, per_worker);
        App::new()
            .app_data(web::Data::new(env))
            .app_data(bodies.clone())
            .route("/none", web::get().to(no_statement))
            .route("/session", web::get().to(session))
            .route("/game/{id}", web::get().to(game_page))
            .route("/games", web::get().to(my_games))
            .route("/lobby", web::get().to(lobby))
    })
    .workers(workers)
    .disable_signals()
    .listen(listener)
    .unwrap()
    .run();
    let handle = server.handle();
    tokio::spawn(server);
    (base, handle)
}
