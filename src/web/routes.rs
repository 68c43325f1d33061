//! The one route table.

use actix_web::web;

use actix_web::middleware::from_fn;

use super::{
    account, admin, assets, auth, game_actions, game_page, game_setup, health, language, lobby, mail_preferences,
    mailbox, password_reset, preset_page, ratings_pages, vacation, verification,
};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/static/{file}", web::get().to(assets::serve))
        .route("/healthz", web::get().to(health::healthz))
        .route("/readyz", web::get().to(health::readyz))
        .route("/", web::get().to(lobby::home))
        .route("/language", web::post().to(language::choose))
        .route("/register", web::get().to(auth::register_page))
        .route("/register", web::post().to(auth::register))
        .route("/login", web::get().to(auth::login_page))
        .route("/login", web::post().to(auth::login))
        .route("/logout", web::post().to(auth::logout))
        .route("/logout-everywhere", web::post().to(auth::logout_everywhere))
        .route("/account", web::get().to(account::page))
        .route("/account/password", web::post().to(account::password))
        .route("/account/email", web::post().to(account::email))
        .route("/account/preferences", web::post().to(account::preferences))
        .route("/account/mail", web::post().to(mail_preferences::mail_preferences))
        .route("/account/vacation", web::post().to(vacation::vacation))
        .route("/mailbox", web::get().to(mailbox::mailbox))
        .route("/verify/{token}", web::get().to(verification::verify))
        .route("/email/confirm/{token}", web::get().to(verification::confirm_email))
        .route("/reset", web::get().to(password_reset::reset_request_page))
        .route("/reset", web::post().to(password_reset::reset_request))
        .route("/reset/{token}", web::get().to(password_reset::reset_page))
        .route("/reset/{token}", web::post().to(password_reset::reset))
        .route(
            "/unsubscribe/{secret}",
            web::get().to(mail_preferences::unsubscribe_page),
        )
        .route("/unsubscribe/{secret}", web::post().to(mail_preferences::unsubscribe))
        .service(
            web::scope("/admin")
                .wrap(from_fn(admin::require_admin))
                .route("", web::get().to(admin::home))
                .route("/users", web::get().to(admin::users))
                .route("/users/{id}", web::get().to(admin::user))
                .route("/users/{id}", web::post().to(admin::user_action))
                .route("/games", web::get().to(admin::games))
                .route("/games/{id}", web::get().to(admin::game))
                .route("/games/{id}", web::post().to(admin::game_action))
                .route("/mail", web::get().to(admin::mail))
                .route("/mail/{id}", web::post().to(admin::mail_action))
                .route("/audit", web::get().to(admin::audit)),
        )
        .route("/presets/{variant}", web::get().to(preset_page::preset))
        .route("/leaderboard/{variant}", web::get().to(ratings_pages::leaderboard))
        .route("/players/{name}", web::get().to(ratings_pages::profile))
        .route("/lobby", web::get().to(lobby::lobby))
        .route("/games", web::get().to(lobby::my_games))
        .route("/games", web::post().to(lobby::create))
        .route("/games/{id}", web::get().to(game_page::page))
        .route("/games/{id}/join", web::post().to(lobby::join))
        .route("/games/{id}/decline", web::post().to(lobby::decline))
        .route("/games/{id}/setup", web::post().to(game_setup::setup_action))
        .route("/games/{id}/moves", web::post().to(game_actions::play))
        .route("/games/{id}/resign", web::post().to(game_actions::resign))
        .route("/games/{id}/draw", web::post().to(game_actions::draw))
        .route("/games/{id}/record.json", web::get().to(game_actions::record))
        .default_service(web::to(lobby::not_found));
}
