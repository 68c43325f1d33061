//! The house reads top-down: the command line over the web and the jobs, over the use-cases, over mail, the
//! database, the languages and the rules engine. This test reads every file of `src/`, finds each module's
//! references to other modules of ours, and fails on a reference that runs upward, on an import circle between
//! the files of one layer, and on SQL written outside `db/`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each top-level module's layer, from the top: a module may use modules of lower layers and of its own
/// top-level module only.
const LAYERS: &[(&str, u8)] = &[
    ("main", 10),
    ("cli", 9),
    ("serve", 8),
    ("config", 7),
    ("pg_private", 7),
    ("web", 6),
    ("jobs", 6),
    ("app", 5),
    ("error", 4),
    ("mail", 4),
    ("clock", 4),
    ("telemetry", 4),
    ("db", 3),
    ("i18n", 2),
    ("rating", 1),
    ("bot", 1),
    ("tournament", 1),
    ("rules", 0),
];

fn layer(top: &str) -> u8 {
    LAYERS
        .iter()
        .find(|(name, _)| *name == top)
        .unwrap_or_else(|| panic!("src/{top} has no layer: add it to LAYERS in tests/engine/layering.rs"))
        .1
}

/// A module's path from the crate root: `["app", "play"]`; the root itself is `[]`.
type ModPath = Vec<String>;

fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without comments and string literals, so that neither can name a module.
fn code_only(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut in_str = false;
        let mut prev = ' ';
        let mut kept = String::new();
        // A quote in a character literal ('"') opens no string.
        let line = line.replace("'\"'", "' '");
        for c in line.chars() {
            if !in_str && c == '/' && prev == '/' {
                kept.pop();
                break;
            }
            if c == '"' && prev != '\\' {
                in_str = !in_str;
            } else if !in_str {
                kept.push(c);
            }
            prev = c;
        }
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

/// Expands a `use` tree (`crate::{a::b, c}`) into its paths.
fn expand_use(tree: &str) -> Vec<String> {
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    let (Some(open), Some(close)) = (tree.find('{'), tree.rfind('}')) else {
        return vec![tree];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..close];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand_use(&format!("{prefix}{p}")))
        .collect()
}

/// Every path of ours a file names: in `use` items and in code, as written (`crate::…`, `super::…`).
fn named_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code.to_string();
    while let Some(i) = rest.find("use ") {
        let before_ok = i == 0 || !rest.as_bytes()[i - 1].is_ascii_alphanumeric() && rest.as_bytes()[i - 1] != b'_';
        let Some(end) = rest[i..].find(';') else { break };
        if before_ok {
            let tree = rest[i + 4..i + end].trim().trim_start_matches("pub ");
            paths.extend(expand_use(tree));
            rest.replace_range(i..i + end, "");
        } else {
            rest.replace_range(i..i + 4, "");
        }
    }
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(i) = rest[from..].find(start) {
            let at = from + i;
            let len = rest[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len() - at);
            paths.push(rest[at..at + len].trim_end_matches(':').to_string());
            from = at + len;
        }
    }
    paths.retain(|p| p.starts_with("crate::") || p.starts_with("super::") || p.starts_with("self::"));
    paths
}

/// The module a path leads to: the longest prefix that is a module of ours.
fn resolve(path: &str, from: &ModPath, is_dir_module: bool, modules: &BTreeSet<ModPath>) -> ModPath {
    let mut segs: Vec<&str> = path.split("::").collect();
    let mut base: ModPath = match segs[0] {
        "crate" => Vec::new(),
        // `super` of `app/play.rs` is `app`; of `app/mod.rs` it is the crate root.
        "super" => {
            let mut b = from.clone();
            if !is_dir_module || !b.is_empty() {
                b.pop();
            }
            b
        }
        _ => {
            let mut b = from.clone();
            if !is_dir_module {
                b.pop();
            }
            b
        }
    };
    segs.remove(0);
    while segs.first() == Some(&"super") {
        base.pop();
        segs.remove(0);
    }
    let mut best = base.clone();
    for s in segs {
        let mut next = best.clone();
        next.push(s.to_string());
        if modules.contains(&next) {
            best = next;
        } else {
            break;
        }
    }
    best
}

struct House {
    /// Module → the modules it refers to.
    edges: BTreeMap<ModPath, BTreeSet<ModPath>>,
    /// Module → its source text without comments and strings.
    code: BTreeMap<ModPath, (PathBuf, String)>,
}

fn read_house() -> House {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut edges = BTreeMap::new();
    let mut code = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        let is_dir_module = file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs");
        let text = code_only(&std::fs::read_to_string(file).unwrap());
        let targets: BTreeSet<ModPath> = named_paths(&text)
            .iter()
            .map(|p| resolve(p, &module, is_dir_module, &modules))
            .filter(|t| *t != module && !t.is_empty())
            .collect();
        edges.insert(module.clone(), targets);
        code.insert(module, (file.clone(), text));
    }
    House { edges, code }
}

fn name(m: &ModPath) -> String {
    m.join("::")
}

#[test]
fn no_module_imports_a_layer_above_it() {
    let house = read_house();
    let mut upward = Vec::new();
    for (from, targets) in &house.edges {
        let Some(top) = from.first() else { continue };
        for to in targets {
            let other = &to[0];
            if other != top && layer(other) >= layer(top) {
                upward.push(format!("{} uses {}", name(from), name(to)));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that run upward or sideways:\n{}",
        upward.join("\n")
    );
}

/// A circle among the files of one layer, if any (the layer's `mod.rs`, which only declares and re-exports,
/// is left out).
fn find_circle(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    fn visit(
        m: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        state: &mut BTreeMap<ModPath, u8>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        state.insert(m.clone(), 1);
        stack.push(m.clone());
        for next in edges.get(m).into_iter().flatten() {
            let same_layer = next.len() > 1 && next[0] == m[0];
            if !same_layer {
                continue;
            }
            match state.get(next) {
                Some(1) => {
                    let at = stack.iter().position(|s| s == next).unwrap();
                    return Some(stack[at..].to_vec());
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(next, edges, state, stack) {
                        return Some(c);
                    }
                }
            }
        }
        stack.pop();
        state.insert(m.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in edges.keys().filter(|m| m.len() > 1) {
        if !state.contains_key(m)
            && let Some(c) = visit(m, edges, &mut state, &mut Vec::new())
        {
            return Some(c);
        }
    }
    None
}

#[test]
fn the_files_of_a_layer_import_each_other_without_circles() {
    let house = read_house();
    if let Some(circle) = find_circle(&house.edges) {
        let names: Vec<String> = circle.iter().map(name).collect();
        panic!("an import circle: {} → {}", names.join(" → "), names[0]);
    }
}

#[test]
fn only_the_database_layer_writes_sql() {
    let house = read_house();
    let offenders: Vec<String> = house
        .code
        .iter()
        .filter(|(m, _)| m.first().map(String::as_str) != Some("db"))
        .filter(|(_, (_, text))| text.contains("sqlx::query"))
        .map(|(_, (file, _))| file.display().to_string())
        .collect();
    assert!(offenders.is_empty(), "SQL outside src/db/:\n{}", offenders.join("\n"));
}

#[test]
fn the_checks_see_what_they_are_meant_to() {
    let modules: BTreeSet<ModPath> = [vec!["app"], vec!["app", "play"], vec!["db"], vec!["db", "games"]]
        .into_iter()
        .map(|m| m.into_iter().map(String::from).collect())
        .collect();
    let play: ModPath = vec!["app".into(), "play".into()];
    let code = code_only(
        "use super::{Env, loaded::{self, X}};\nuse crate::db::games::GameStatus; // crate::web::nothing\nfn f() { crate::db::ping(\"crate::web\"); }",
    );
    let found: BTreeSet<String> = named_paths(&code)
        .iter()
        .map(|p| name(&resolve(p, &play, false, &modules)))
        .collect();
    let expected: BTreeSet<String> = ["app", "db::games", "db"].into_iter().map(String::from).collect();
    assert_eq!(found, expected);
    let mut edges = BTreeMap::new();
    let a: ModPath = vec!["app".into(), "a".into()];
    let b: ModPath = vec!["app".into(), "b".into()];
    edges.insert(a.clone(), BTreeSet::from([b.clone()]));
    edges.insert(b.clone(), BTreeSet::from([a.clone()]));
    assert!(find_circle(&edges).is_some());
}
