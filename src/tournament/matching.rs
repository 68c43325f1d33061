//! Whether a set of players can all be paired, given who may meet whom: Edmonds' blossom algorithm for a
//! maximum matching, O(n³). The Swiss pairing asks this before every choice it makes, so it never walks into
//! a corner it has to back out of, and it can say for certain when no pairing exists at all.

const NONE: usize = usize::MAX;

/// Whether `players` can be split into pairs that `may_meet` all allows.
pub(super) fn perfectly_pairable(players: &[usize], may_meet: impl Fn(usize, usize) -> bool) -> bool {
    let n = players.len();
    if !n.is_multiple_of(2) {
        return false;
    }
    let mut adjacent = vec![vec![false; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            let ok = may_meet(players[i], players[j]);
            adjacent[i][j] = ok;
            adjacent[j][i] = ok;
        }
    }
    let mate = maximum_matching(&adjacent);
    mate.iter().all(|&m| m != NONE)
}

/// Each vertex's partner in a maximum matching, or `NONE`.
fn maximum_matching(adjacent: &[Vec<bool>]) -> Vec<usize> {
    let n = adjacent.len();
    let mut search = Search {
        adjacent,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n).collect(),
        used: vec![false; n],
    };
    for root in 0..n {
        if search.mate[root] != NONE {
            continue;
        }
        let mut v = search.augmenting_path(root);
        while v != NONE {
            let pv = search.parent[v];
            let next = search.mate[pv];
            search.mate[v] = pv;
            search.mate[pv] = v;
            v = next;
        }
    }
    search.mate
}

struct Search<'a> {
    adjacent: &'a [Vec<bool>],
    mate: Vec<usize>,
    /// The tree of the breadth-first search: an odd vertex's parent.
    parent: Vec<usize>,
    /// The base of the blossom a vertex has been shrunk into (itself when none).
    base: Vec<usize>,
    /// Even vertices: in the tree at an even distance from the root.
    used: Vec<bool>,
}

impl Search<'_> {
    /// The free vertex an augmenting path from `root` ends at, with `parent` leading back; `NONE` if none.
    fn augmenting_path(&mut self, root: usize) -> usize {
        let n = self.adjacent.len();
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        let mut queue = vec![root];
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for to in 0..n {
                if !self.adjacent[v][to] || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An edge between two even vertices closes an odd circle: shrink it into its base.
                    let top = self.common_base(v, to);
                    let mut in_blossom = vec![false; n];
                    self.mark_path(v, top, to, &mut in_blossom);
                    self.mark_path(to, top, v, &mut in_blossom);
                    for i in 0..n {
                        if in_blossom[self.base[i]] {
                            self.base[i] = top;
                            if !self.used[i] {
                                self.used[i] = true;
                                queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    queue.push(next);
                }
            }
        }
        NONE
    }

    /// The nearest common ancestor of two even vertices in the tree, by blossom bases.
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.adjacent.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, top: usize, mut child: usize, in_blossom: &mut [bool]) {
        while self.base[v] != top {
            in_blossom[self.base[v]] = true;
            in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every way to pair the first remaining vertex, tried in turn.
    fn pairable_by_brute_force(left: &[usize], adjacent: &[Vec<bool>]) -> bool {
        let Some((&a, rest)) = left.split_first() else {
            return true;
        };
        rest.iter().enumerate().any(|(i, &b)| {
            adjacent[a][b] && {
                let mut others = rest.to_vec();
                others.remove(i);
                pairable_by_brute_force(&others, adjacent)
            }
        })
    }

    proptest! {
        #[test]
        fn agrees_with_trying_every_pairing(n in 0usize..=12, edges in proptest::collection::vec(any::<bool>(), 66)) {
            let mut adjacent = vec![vec![false; n]; n];
            let pairs = (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j)));
            for ((i, j), &edge) in pairs.zip(&edges) {
                adjacent[i][j] = edge;
                adjacent[j][i] = edge;
            }
            let players: Vec<usize> = (0..n).collect();
            let fast = perfectly_pairable(&players, |a, b| adjacent[a][b]);
            let slow = n.is_multiple_of(2) && pairable_by_brute_force(&players, &adjacent);
            prop_assert_eq!(fast, slow);
            let mate = maximum_matching(&adjacent);
            for (v, &m) in mate.iter().enumerate() {
                if m != NONE {
                    prop_assert!(adjacent[v][m] && mate[m] == v);
                }
            }
        }
    }

    #[test]
    fn finds_a_matching_only_through_a_blossom() {
        // A triangle 0-1-2 with a tail 2-3 and 0-4 hanging off; greedy 0-1 leaves 2-3 and strands 4.
        let mut adjacent = vec![vec![false; 6]; 6];
        for (a, b) in [(0, 1), (1, 2), (2, 0), (2, 3), (0, 4), (1, 5)] {
            adjacent[a][b] = true;
            adjacent[b][a] = true;
        }
        assert!(maximum_matching(&adjacent).iter().all(|&m| m != NONE));
    }
}
