//! Conditional GETs: a page tagged with what it was made from answers a browser that already holds that very
//! page with `304 Not Modified`, before any of the work of making it again.
//!
//! A tag is a hash of everything the page shows and of this build of the service (another build may show the
//! same things differently). Callers hash only what the reader may see: a tag that changed when something
//! hidden changed would tell a player so.

use std::hash::{Hash, Hasher};
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

/// The tag of a page made from `parts` (a tuple of everything it is drawn from). Their bytes go as `Hash` gives
/// them into SHA-256: printing them (`Debug`) first cost a game page a sixth of its drawing, escaping every
/// character of every move.
pub fn tag_of(parts: &impl Hash) -> EntityTag {
    let mut hash = Digesting(Sha256::new());
    hash.0.update(build_tag());
    parts.hash(&mut hash);
    EntityTag::new_strong(hex::encode(&hash.0.finalize()[..16]))
}

/// A `Hasher` that feeds a cryptographic digest, so that two pages' tags differ whenever their parts do.
struct Digesting(Sha256);

impl Hasher for Digesting {
    fn write(&mut self, bytes: &[u8]) {
        self.0.update(bytes);
    }

    /// Not what a tag is read from (`tag_of` takes the whole digest); the trait asks for a summary all the same.
    fn finish(&self) -> u64 {
        let digest = self.0.clone().finalize();
        u64::from_le_bytes(digest[..8].try_into().expect("a SHA-256 digest is 32 bytes"))
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
