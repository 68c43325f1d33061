//! `GET /account/data` (and the API's `GET /api/v1/own-data`): the player's own data as one JSON file, written out game by game as it is
//! read (`app::account::own_data`).

use actix_web::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use actix_web::{HttpResponse, web};
use futures_util::{StreamExt, stream};

use crate::app::{Env, account::own_data};
use crate::db::UserId;
use crate::error::AppResult;
use crate::web::AppState;
use crate::web::extract::Signed;

/// What the file says it is, so that a later change of its shape can be told apart.
const FORMAT: &str = "fieldpost-own-data-1";

pub async fn download(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    file(state.env.clone(), signed.user.user_id, &signed.user.username).await
}

/// The file of `user`'s own data (the page's download, and the API's `GET /api/v1/own-data`), named after them.
pub(crate) async fn file(env: Env, user: UserId, username: &str) -> AppResult<HttpResponse> {
    // The parts that can fail before anything is sent are read first, so a failure is a proper error page.
    let mut head = serde_json::Map::new();
    head.insert("format".into(), FORMAT.into());
    head.insert(
        "exported_at".into(),
        serde_json::to_value(env.clock.now()).map_err(anyhow::Error::from)?,
    );
    if let serde_json::Value::Object(sections) = own_data::account(&env, user).await? {
        head.extend(sections);
    }
    let opening = serde_json::to_string(&head).map_err(anyhow::Error::from)?;
    let opening = format!("{},\"games\":[", opening.trim_end_matches('}'));
    let ids = own_data::games(&env, user).await?;
    let games = stream::unfold((env, ids.into_iter().enumerate()), move |(env, mut ids)| async move {
        let (n, id) = ids.next()?;
        let chunk = match own_data::game(&env, user, id).await {
            Ok(entry) => {
                let comma = if n == 0 { "" } else { "," };
                Ok(web::Bytes::from(format!("{comma}{entry}")))
            }
            // Half a file must not pass for a whole one: the download breaks off, and the log says why.
            Err(e) => {
                tracing::error!(error = ?e, game = id.0, "own data: a game could not be read");
                Err(actix_web::error::ErrorInternalServerError("a game could not be read"))
            }
        };
        Some((chunk, (env, ids)))
    });
    let body = stream::once(async move { Ok::<_, actix_web::Error>(web::Bytes::from(opening)) })
        .chain(games)
        .chain(stream::once(async { Ok(web::Bytes::from_static(b"]}")) }));
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/json"))
        .insert_header((CACHE_CONTROL, "no-store"))
        .insert_header((
            CONTENT_DISPOSITION,
            format!("attachment; filename=\"fieldpost-data-{}.json\"", username),
        ))
        .streaming(body))
}
