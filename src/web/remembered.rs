//! Words a page draws again and again (a piece as a screen reader hears it, a move's question, a battle in the
//! move list), worded once per thread and kept. Each is a pure function of its key (the language, the preset,
//! the numbering, the viewer's seat and the pieces involved), so what is kept is no state of any game: a web
//! process stays as stateless as before, and a memo that fills up is emptied rather than grown.

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::Hash;
use std::thread::LocalKey;

/// Entries a memo keeps at most: far above what the keys' combinations in use come to.
const MOST: usize = 4096;

/// A memo for `remembered`: declare one with `thread_local!` beside the words it keeps. Its keys are the
/// service's own (languages, presets, pieces), never a visitor's text, so a fast hash serves: SipHash, made to
/// stand up to keys chosen by an attacker, was 7% of the game page's drawing.
pub type Memo<K, V> = RefCell<HashMap<K, V, foldhash::fast::RandomState>>;

/// The value kept for `key` in `memo`, or `make`'s, kept.
pub fn remembered<K: Hash + Eq, V: Clone>(memo: &'static LocalKey<Memo<K, V>>, key: K, make: impl FnOnce() -> V) -> V {
    if let Some(kept) = memo.with(|m| m.borrow().get(&key).cloned()) {
        return kept;
    }
    let made = make();
    memo.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MOST {
            m.clear();
        }
        m.insert(key, made.clone());
    });
    made
}
