//! The links that confirm an address: the one mailed at sign-up, and the one mailed to a new address.

use actix_web::{HttpResponse, web};

use crate::app::account::accounts;
use crate::error::AppResult;
use crate::web::extract::Ctx;
use crate::web::{AppState, link_result};

pub async fn verify(ctx: Ctx, state: web::Data<AppState>, token: web::Path<String>) -> AppResult<HttpResponse> {
    let result = accounts::verify_email(&state.env, &token).await;
    link_result(ctx, result, "link-confirmed-title", "link-confirmed")
}

pub async fn confirm_email(ctx: Ctx, state: web::Data<AppState>, token: web::Path<String>) -> AppResult<HttpResponse> {
    let result = accounts::confirm_email_change(&state.env, &token).await;
    link_result(ctx, result, "link-email-changed-title", "link-email-changed")
}
