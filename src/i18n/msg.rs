//! A message to be put into words later, in the reader's language: an id and its arguments. Errors and
//! flash messages carry one, so the layer that knows the reader's language does the wording.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Msg {
    id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<(Cow<'static, str>, Arg)>,
}

/// A message argument: text is shown as given, a number also picks the plural form, a message is worded
/// in the same language first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    Text(String),
    Number(i64),
    Msg(Box<Msg>),
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    pub fn with(mut self, name: &'static str, value: impl IntoArg) -> Msg {
        self.args.push((Cow::Borrowed(name), value.into_arg()));
        self
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn args(&self) -> impl Iterator<Item = (&str, &Arg)> {
        self.args.iter().map(|(k, v)| (k.as_ref(), v))
    }
}

/// English, for logs and the command line.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::Lang::En.msg(self))
    }
}

/// What may be given as an argument: text, numbers (which also choose plural forms), messages, and
/// references to any of them (templates pass references).
pub trait IntoArg {
    fn into_arg(self) -> Arg;
}

impl<T: IntoArg + Clone> IntoArg for &T {
    fn into_arg(self) -> Arg {
        self.clone().into_arg()
    }
}

impl IntoArg for &str {
    fn into_arg(self) -> Arg {
        Arg::Text(self.to_string())
    }
}

impl IntoArg for String {
    fn into_arg(self) -> Arg {
        Arg::Text(self)
    }
}

impl IntoArg for Msg {
    fn into_arg(self) -> Arg {
        Arg::Msg(Box::new(self))
    }
}

impl IntoArg for crate::rules::Square {
    fn into_arg(self) -> Arg {
        Arg::Text(self.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> Arg {
                Arg::Number(self as i64)
            }
        }
    )*};
}

number_args!(i64, i32, i16, u8, u32, usize);
