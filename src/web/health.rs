//! Health checks for whoever runs the service: `/healthz` says the process answers; `/readyz` says it can
//! serve players (the database answers and carries every migration this build knows).

use actix_web::{HttpResponse, web};

use super::AppState;
use crate::db;

/// The process is alive; it asks nothing of the database.
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain").body("ok\n")
}

pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let unavailable = |why: &str| {
        HttpResponse::ServiceUnavailable()
            .insert_header(("Retry-After", "5"))
            .content_type("text/plain")
            .body(format!("unavailable: {why}\n"))
    };
    match db::is_migrated(&state.env.pool).await {
        Ok(true) => HttpResponse::Ok().content_type("text/plain").body("ready\n"),
        Ok(false) => unavailable("the database lacks migrations of this version"),
        Err(e) => {
            tracing::warn!(error = %e, "readiness check: the database did not answer");
            unavailable("the database cannot be reached")
        }
    }
}
