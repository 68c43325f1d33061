//! The language menu: remembered in a cookie on this browser and, for a signed-in player, on the account
//! (so mails follow it too).

use actix_web::cookie::time::Duration;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use super::extract::{CheckedForm, Ctx, LANG_COOKIE, cookie};
use super::{AppState, Flash, local_path, see_other};
use crate::db;
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg};

#[derive(Deserialize)]
pub struct LanguageForm {
    lang: String,
    #[serde(default)]
    next: String,
}

pub async fn choose(
    ctx: Ctx,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<LanguageForm>,
) -> AppResult<HttpResponse> {
    let lang = Lang::parse(&form.lang)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-language").with("lang", form.lang.as_str())))?;
    if let Some(user) = &ctx.user {
        db::users::set_lang(&state.env.pool, user.user_id, lang).await?;
    }
    let mut res = see_other(
        local_path(&form.next, "/"),
        Some(Flash::Done(Msg::new("language-changed"))),
    );
    let remembered = cookie(
        LANG_COOKIE,
        lang.code().to_string(),
        state.secure_cookies,
        Some(Duration::days(400)),
    );
    res.add_cookie(&remembered).map_err(anyhow::Error::from)?;
    Ok(res)
}
