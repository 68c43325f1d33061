//! The CSRF cookie, signed: its value is a random part and the installation's signature of it, and a form is
//! taken only with the same value in its `csrf` field. A cookie someone managed to plant (from a sibling
//! domain, say) is refused, since they cannot sign one; a form from elsewhere is refused by its origin.

use actix_web::HttpRequest;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::app::account::accounts::random_token;
use crate::app::secrets::Key;

fn mac(key: &Key, random: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(b"fieldpost csrf cookie\0");
    mac.update(random.as_bytes());
    mac
}

/// A new cookie value: `random.signature`.
pub fn new_token(key: &Key) -> String {
    let random = random_token();
    let signature = hex::encode(mac(key, &random).finalize().into_bytes());
    format!("{random}.{signature}")
}

/// Whether `value` is a cookie value this installation made.
pub fn is_ours(key: &Key, value: &str) -> bool {
    let Some((random, signature)) = value.split_once('.') else {
        return false;
    };
    hex::decode(signature).is_ok_and(|sig| mac(key, random).verify_slice(&sig).is_ok())
}

/// Where a form was sent from: its `Origin`, or else the origin of its `Referer`; `None` when it says neither.
pub fn sent_from(req: &HttpRequest) -> Option<String> {
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok());
    header("origin")
        .map(str::to_string)
        .or_else(|| header("referer").map(super::origin_of))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_token_signed_with_the_key_is_ours() {
        let (key, other) = ([7u8; 32], [8u8; 32]);
        let token = new_token(&key);
        assert!(is_ours(&key, &token));
        assert!(!is_ours(&other, &token), "another installation's");
        let (random, _) = token.split_once('.').unwrap();
        assert!(!is_ours(&key, random), "unsigned");
        assert!(!is_ours(&key, &format!("{random}.00")));
        assert!(!is_ours(&key, &format!("x{token}")), "a changed random part");
        assert!(!is_ours(&key, ""));
    }
}
