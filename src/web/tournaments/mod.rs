//! Tournament pages: the events, their forms, and their tables.

pub mod pages;
pub mod tournament_table;
