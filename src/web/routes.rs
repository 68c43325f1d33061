//! The one route table.

use actix_web::{guard, web};

use actix_web::middleware::from_fn;

use super::{
    account::api_tokens, account::auth, account::calendar, account::own_data, account::password_reset,
    account::settings, account::vacation, account::verification, admin::admin_reports, admin::console, api, assets,
    game::analysis, game::computer_games, game::conversation, game::game_actions, game::game_page, game::game_setup,
    game::live, game::lobby, game::move_confirm, game::my_games, game::piece_notes, game::preset_page, game::rematch,
    health, language, mail::mail_preferences, mail::mailbox, ratings_pages, tournaments::pages,
};

/// A route for reading: GET, and HEAD answered like it (without the body).
fn page() -> actix_web::Route {
    web::route().guard(guard::Any(guard::Get()).or(guard::Head()))
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    // The game's routes first, under one prefix: actix tries a table's patterns in order, each with a parameter by a
    // regular expression, and a game's pages and moves are most of what is asked.
    cfg.service(
        web::scope("/games")
            .route("", page().to(my_games::my_games))
            .route("", web::post().to(lobby::create))
            .route("/computer", web::post().to(computer_games::start))
            .route("/{id}", page().to(game_page::page))
            .route("/{id}/events", page().to(live::events))
            .route("/{id}/join", web::post().to(lobby::join))
            .route("/{id}/decline", web::post().to(lobby::decline))
            .route("/{id}/setup", web::post().to(game_setup::setup_action))
            .route("/{id}/moves", web::post().to(game_actions::play))
            .route("/{id}/resign", web::post().to(game_actions::resign))
            .route("/{id}/analysis", web::post().to(analysis::request))
            .route("/{id}/draw", web::post().to(game_actions::draw))
            .route("/{id}/record.json", page().to(game_actions::record))
            .route("/{id}/record.xml", page().to(game_actions::record_xml))
            .route("/{id}/confirm", page().to(move_confirm::confirm))
            .route("/{id}/notes", web::post().to(piece_notes::set))
            .route("/{id}/messages", web::post().to(conversation::post))
            .route("/{id}/messages/{message}/report", web::post().to(conversation::report))
            .route("/{id}/mute", web::post().to(conversation::mute))
            .route("/{id}/rematch", web::post().to(rematch::rematch)),
    );
    cfg.configure(api::configure)
        .route("/static/{file}", page().to(assets::serve))
        .route("/favicon.ico", page().to(assets::favicon))
        .route("/manifest.webmanifest", page().to(assets::manifest))
        .route("/healthz", page().to(health::healthz))
        .route("/readyz", page().to(health::readyz))
        .route("/", page().to(lobby::home))
        .route("/language", web::post().to(language::choose))
        .route("/register", page().to(auth::register_page))
        .route("/register", web::post().to(auth::register))
        .route("/login", page().to(auth::login_page))
        .route("/login", web::post().to(auth::login))
        .route("/logout", web::post().to(auth::logout))
        .route("/logout-everywhere", web::post().to(auth::logout_everywhere))
        .route("/account", page().to(settings::page))
        .route("/account/password", web::post().to(settings::password))
        .route("/account/email", web::post().to(settings::email))
        .route("/account/preferences", web::post().to(settings::preferences))
        .route("/account/time-zone", web::post().to(settings::time_zone))
        .route("/account/calendar", web::post().to(calendar::renew))
        .route("/calendar/{file}", page().to(calendar::feed))
        .route("/account/mail", web::post().to(mail_preferences::mail_preferences))
        .route(
            "/account/moves-by-mail",
            web::post().to(mail_preferences::moves_by_mail),
        )
        .route(
            "/account/confirm-address",
            web::post().to(mail_preferences::confirm_again),
        )
        .route("/account/sessions/{id}/end", web::post().to(settings::end_session))
        .route("/account/tokens", web::post().to(api_tokens::create))
        .route("/account/tokens/{id}/revoke", web::post().to(api_tokens::revoke))
        .route(
            "/account/unsubscribe-links",
            web::post().to(mail_preferences::rotate_unsubscribe_links),
        )
        .route("/account/vacation", web::post().to(vacation::vacation))
        .route("/account/data", page().to(own_data::download))
        .route("/account/delete", web::post().to(settings::delete))
        .route("/mailbox", page().to(mailbox::mailbox))
        .route("/mailbox/{id}", page().to(mailbox::mail_html))
        .route("/verify/{token}", page().to(verification::verify))
        .route("/email/confirm/{token}", page().to(verification::confirm_email))
        .route("/reset", page().to(password_reset::reset_request_page))
        .route("/reset", web::post().to(password_reset::reset_request))
        .route("/reset/{token}", page().to(password_reset::reset_page))
        .route("/reset/{token}", web::post().to(password_reset::reset))
        .route("/unsubscribe/{secret}", page().to(mail_preferences::unsubscribe_page))
        .route("/unsubscribe/{secret}", web::post().to(mail_preferences::unsubscribe))
        .service(
            web::scope("/admin")
                .wrap(from_fn(console::require_admin))
                .route("", page().to(console::home))
                .route("/users", page().to(console::users))
                .route("/users/{id}", page().to(console::user))
                .route("/users/{id}", web::post().to(console::user_action))
                .route("/games", page().to(console::games))
                .route("/games/{id}", page().to(console::game))
                .route("/games/{id}", web::post().to(console::game_action))
                .route("/mail", page().to(console::mail))
                .route("/mail/{id}", web::post().to(console::mail_action))
                .route("/audit", page().to(console::audit))
                .route("/reports", page().to(admin_reports::reports))
                .route("/reports/{message}", web::post().to(admin_reports::report_action))
                .route("/tournaments/{id}", web::post().to(pages::admin_action)),
        )
        .route("/presets/{variant}", page().to(preset_page::preset))
        .route("/leaderboard/{variant}", page().to(ratings_pages::leaderboard))
        .route("/players/{name}", page().to(ratings_pages::profile))
        .route("/tournaments", page().to(pages::list))
        .route("/tournaments", web::post().to(pages::create))
        .route("/tournaments/{id}", page().to(pages::page))
        .route("/tournaments/{id}/{action}", web::post().to(pages::act))
        .route("/lobby", page().to(lobby::lobby))
        .default_service(web::to(lobby::not_found));
}
