//! Conditional GETs: a page tagged with what it was made from answers a browser that already holds that very
//! page with `304 Not Modified`, before any of the work of making it again.
//!
//! A tag is a hash of everything the page shows and of this build of the service (another build may show the
//! same things differently). Callers hash only what the reader may see: a tag that changed when something
//! hidden changed would tell a player so.

use std::fmt::Write;
use std::sync::OnceLock;

use actix_web::http::header::{self, EntityTag, HeaderValue, IfNoneMatch};
use actix_web::{HttpMessage, HttpRequest, HttpResponse};
use sha2::{Digest, Sha256};

/// This build: a hash of the running executable, the same in every process started from one binary and
/// different after any upgrade. Read once; `web::server` asks for it before serving, so that no request waits
/// for the binary to be read.
pub fn build_tag() -> &'static str {
    static TAG: OnceLock<String> = OnceLock::new();
    TAG.get_or_init(|| match std::env::current_exe().and_then(std::fs::read) {
        Ok(binary) => hex::encode(&Sha256::digest(&binary)[..16]),
        // Without the binary to read, a tag good for this process alone.
        Err(_) => format!("{:?}", std::time::SystemTime::now()),
    })
}

/// The tag of a page made from `parts`.
pub fn tag_of(parts: &[&dyn std::fmt::Debug]) -> EntityTag {
    let mut hash = Hashing(Sha256::new());
    hash.0.update(build_tag());
    for part in parts {
        // Straight into the hash: a game's parts print as kilobytes, which need not be gathered first.
        let _ = write!(hash, "\u{1f}{part:?}");
    }
    EntityTag::new_strong(hex::encode(&hash.0.finalize()[..16]))
}

/// Text written into a hash as it is formatted.
struct Hashing(Sha256);

impl std::fmt::Write for Hashing {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.update(s);
        Ok(())
    }
}

/// Whether the browser already holds the page tagged `tag`.
pub fn already_held(req: &HttpRequest, tag: &EntityTag) -> bool {
    match req.get_header::<IfNoneMatch>() {
        Some(IfNoneMatch::Any) => true,
        Some(IfNoneMatch::Items(held)) => held.iter().any(|h| h.weak_eq(tag)),
        None => false,
    }
}

/// "What you hold is still right."
pub fn not_modified(tag: &EntityTag) -> HttpResponse {
    let mut res = HttpResponse::NotModified().finish();
    mark(&mut res, tag);
    res
}

/// Tags a page and lets the browser keep it, asking again each time before showing it.
pub fn mark(res: &mut HttpResponse, tag: &EntityTag) {
    let headers = res.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&tag.to_string()) {
        headers.insert(header::ETAG, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
}
