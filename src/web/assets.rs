//! The stylesheet, the script and the piece art, built into the binary and served under names that carry a hash of their
//! content (`/static/fieldpost.3f9c2a1b7d.css`): a browser may keep them for a year, and a new version has a new
//! name. Gzip is made once, at first use, for browsers that take it.

use std::io::Write;
use std::sync::LazyLock;

use actix_web::http::header::{self, ContentEncoding};
use actix_web::{HttpRequest, HttpResponse, web};
use sha2::{Digest, Sha256};

use crate::error::{AppError, AppResult};

struct Asset {
    /// The name templates ask for.
    name: &'static str,
    content_type: &'static str,
    body: &'static [u8],
    /// The name it is served under.
    hashed: String,
    gzipped: Vec<u8>,
}

const FILES: [(&str, &str, &[u8]); 5] = [
    (
        "fieldpost.css",
        "text/css; charset=utf-8",
        include_bytes!("../../static/fieldpost.css"),
    ),
    (
        "fieldpost.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../static/fieldpost.js"),
    ),
    // The setup editor's script, apart from fieldpost.js: only the setup page needs it.
    (
        "setup.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../static/setup.js"),
    ),
    (
        "pieces.svg",
        "image/svg+xml; charset=utf-8",
        include_bytes!("../../static/pieces.svg"),
    ),
    // The tab's and the home screen's icon.
    (
        "icon.svg",
        "image/svg+xml; charset=utf-8",
        include_bytes!("../../static/icon.svg"),
    ),
];

static ASSETS: LazyLock<Vec<Asset>> = LazyLock::new(|| {
    FILES
        .iter()
        .map(|&(name, content_type, body)| {
            let hash = hex::encode(&Sha256::digest(body)[..5]);
            let (stem, ext) = name.rsplit_once('.').expect("asset names have an extension");
            let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
            gz.write_all(body).expect("gzip into memory");
            Asset {
                name,
                content_type,
                body,
                hashed: format!("{stem}.{hash}.{ext}"),
                gzipped: gz.finish().expect("gzip into memory"),
            }
        })
        .collect()
});

/// The address of an asset, for templates: `url("fieldpost.css")`.
pub fn url(name: &str) -> String {
    let asset = ASSETS
        .iter()
        .find(|a| a.name == name)
        .unwrap_or_else(|| panic!("{name} is not one of the assets built in"));
    format!("/static/{}", asset.hashed)
}

/// `GET /static/{file}`: only the current hashed names exist.
pub async fn serve(req: HttpRequest, file: web::Path<String>) -> AppResult<HttpResponse> {
    let asset = ASSETS.iter().find(|a| a.hashed == *file).ok_or(AppError::NotFound)?;
    let takes_gzip = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|e| e.trim().split(';').next() == Some("gzip")));
    let mut res = HttpResponse::Ok();
    res.content_type(asset.content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::VARY, "Accept-Encoding"));
    Ok(if takes_gzip && asset.gzipped.len() < asset.body.len() {
        res.insert_header(ContentEncoding::Gzip).body(asset.gzipped.clone())
    } else {
        res.body(asset.body)
    })
}

/// `GET /favicon.ico`, which browsers ask for on their own: the icon, under its name of the day.
pub async fn favicon() -> HttpResponse {
    HttpResponse::MovedPermanently()
        .insert_header((header::LOCATION, url("icon.svg")))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .finish()
}

/// `GET /manifest.webmanifest`: what a phone needs to put the service on its home screen.
pub async fn manifest() -> HttpResponse {
    let manifest = serde_json::json!({
        "name": "Fieldpost",
        "short_name": "Fieldpost",
        "description": "Stratego and Espionage by mail",
        "start_url": "/games",
        "scope": "/",
        "display": "standalone",
        "background_color": "#f7f5ef",
        "theme_color": "#2f6f4f",
        "icons": [{"src": url("icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    });
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/manifest+json"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .body(manifest.to_string())
}
