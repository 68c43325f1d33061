//! The admin console's queue of reported messages: each with its game's whole conversation, and what can be
//! done about it (hide the message, dismiss the report, disable the author), each audited.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::admin::{self, ReportAction};
use crate::db;
use crate::db::messages::{MessageRow, OpenReport};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::web::admin::console::{Confirmed, actor};
use crate::web::extract::{CheckedForm, Ctx, Signed};
use crate::web::{AppState, after_action, html};

/// One reported message and the conversation around it.
struct Reported {
    report: OpenReport,
    reported_at: String,
    conversation: Vec<MessageRow>,
}

#[derive(Template)]
#[template(path = "admin/reports.html")]
struct ReportsPage {
    ctx: Ctx,
    reports: Vec<Reported>,
}

pub async fn reports(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let mut reports = Vec::new();
    for report in db::messages::open_reports(&state.env.pool).await? {
        let conversation = db::messages::of_game(&state.env.pool, report.game_id).await?;
        reports.push(Reported {
            reported_at: signed.ctx.datetime(report.reported_at),
            report,
            conversation,
        });
    }
    html(
        StatusCode::OK,
        ReportsPage {
            ctx: signed.ctx,
            reports,
        },
    )
}

#[derive(Deserialize)]
pub struct ReportActionFields {
    action: String,
}

pub async fn report_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    CheckedForm(form): CheckedForm<Confirmed<ReportActionFields>>,
) -> AppResult<HttpResponse> {
    let back = "/admin/reports";
    let reason = match form.check() {
        Ok(r) => r.to_string(),
        Err(e) => return after_action(Err(e), back, None),
    };
    let action = match form.fields.action.as_str() {
        "hide" => ReportAction::Hide,
        "dismiss" => ReportAction::Dismiss,
        "disable_author" => ReportAction::DisableAuthor,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = admin::act_on_report(&state.env, &actor(&signed), path.into_inner(), action, &reason).await;
    after_action(result, back, Some("admin-done"))
}
